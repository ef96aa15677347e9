/**
 * The packed kit in a fresh app (issue 18, ADR 0011): what an integrator outside this workspace gets.
 *   1. builds @croupier/contract, locales and ui (scripts/lib-build.ts) and `pnpm pack`s them;
 *   2. writes a new Vite + React app in a temporary folder outside the workspace, installs the tarballs and the peers
 *      (react, react-dom, styled-components, i18next, react-i18next) at the workspace's versions (from the pnpm store
 *      when it has them, else the registry);
 *   3. type-checks it against the published declarations (tsc, skipLibCheck off) and builds it with Vite;
 *   4. serves dist/ on 127.0.0.1 and opens it in Chromium: the Header and the LoginModal in a brand's theme (light),
 *      in English, with the brand's accent on the primary buttons, the translated texts from @croupier/locales, the
 *      bundled fonts, and no console error.
 * Usage: npx tsx scripts/pack-test.ts [--brand=jade] [--keep] [--no-build: dist/ is already built]   (prints "pack-test: ok" at the end)
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { createBrandTheme } from '../packages/ui/src/theme/createTheme';
import { flattenTokens } from '../packages/ui/src/theme/cssVars';
import { themeInputSchema } from '../packages/ui/src/theme/schema';
import { launchChromium } from './lib/chromium';
import { libraryPackages } from './lib-build';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const brand = args.find((a) => a.startsWith('--brand='))?.slice('--brand='.length) ?? 'jade';
const keep = args.includes('--keep');
const noBuild = args.includes('--no-build');
const started = Date.now();
const step = (what: string) => console.log(`pack-test: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

function sh(command: string, commandArgs: string[], cwd: string, env: Record<string, string> = {}): string {
  const res = spawnSync(command, commandArgs, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 << 20 });
  if (res.status !== 0) {
    process.stdout.write(res.stdout ?? '');
    process.stderr.write(res.stderr ?? '');
    throw new Error(`${command} ${commandArgs.join(' ')} (in ${cwd}) exited with ${res.status}`);
  }
  return res.stdout;
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const rootPkg = readJson<{ devDependencies: Record<string, string> }>(join(root, 'package.json'));
const version = (name: string) => {
  const v = rootPkg.devDependencies[name];
  if (!v) throw new Error(`root package.json has no devDependency ${name}`);
  return v;
};

// ---- 1. build and pack
if (!noBuild) {
  sh('node', ['scripts/lib-build.ts'], root);
  step('built');
}
const work = mkdtempSync(join(tmpdir(), 'croupier-consumer-'));
if (work.startsWith(root)) throw new Error('the consumer app must live outside the workspace');
const tarballs: Record<string, string> = {};
for (const name of Object.keys(libraryPackages)) {
  const out = sh('pnpm', ['pack', '--pack-destination', work], join(root, 'packages', name));
  const file = out.trim().split('\n').reverse().find((l) => l.trim().endsWith('.tgz'))?.trim();
  if (!file || !existsSync(file)) throw new Error(`pnpm pack of ${name} gave no tarball:\n${out}`);
  tarballs[`@croupier/${name}`] = `file:${file}`;
}
step(`packed ${Object.values(tarballs).map((t) => t.split('/').pop()).join(', ')}`);

// ---- 2. a fresh Vite + React app
const app = join(work, 'app');
mkdirSync(join(app, 'src'), { recursive: true });
const themeJson = readJson<unknown>(join(root, 'themes', brand, 'theme.json'));
const input = themeInputSchema.parse(themeJson);
const theme = createBrandTheme(brand, input);
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify(
    {
      name: 'croupier-consumer-check',
      private: true,
      type: 'module',
      dependencies: {
        ...tarballs,
        react: version('react'),
        'react-dom': version('react-dom'),
        'styled-components': version('styled-components'),
        i18next: version('i18next'),
        'react-i18next': version('react-i18next'),
      },
      devDependencies: {
        vite: version('vite'),
        '@vitejs/plugin-react': version('@vitejs/plugin-react'),
        typescript: version('typescript'),
        '@types/react': version('@types/react'),
        '@types/react-dom': version('@types/react-dom'),
      },
    },
    null,
    2,
  ),
);
// The kit's own packages come from the tarballs, also where @croupier/ui depends on them.
writeFileSync(
  join(app, 'pnpm-workspace.yaml'),
  `overrides:\n${Object.entries(tarballs)
    .filter(([n]) => n !== '@croupier/ui')
    .map(([n, t]) => `  '${n}': '${t}'`)
    .join('\n')}\n`,
);
writeFileSync(
  join(app, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      resolveJsonModule: true,
      // As Vite's react-ts template: third-party declarations are not re-checked (the kit's are, by tsc -b); the
      // IsAny checks in main.tsx catch a declaration that does not resolve and silently turns into any.
      skipLibCheck: true,
      types: [],
    },
    include: ['src'],
  }),
);
writeFileSync(join(app, 'src/theme.json'), JSON.stringify(themeJson, null, 2));
writeFileSync(
  join(app, 'vite.config.ts'),
  `import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()] });\n`,
);
writeFileSync(
  join(app, 'index.html'),
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>consumer</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n`,
);
// What the docs tell an integrator to write (README "Using the kit outside this repository").
writeFileSync(
  join(app, 'src/main.tsx'),
  `import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Header, LoginModal, UiThemeProvider, createBrandTheme, themeInputSchema, type RegisterModalProps } from '@croupier/ui';
import { createUiI18n } from '@croupier/ui/i18n';
import '@croupier/ui/fonts';
import themeJson from './theme.json';

const theme = createBrandTheme(${JSON.stringify(brand)}, themeInputSchema.parse(themeJson));
const i18n = createUiI18n('EN');

// The published declarations resolve, also where they name @croupier/contract's types (an unresolved one is any).
type IsAny<T> = 0 extends 1 & T ? true : false;
const typesResolve: [IsAny<ComponentProps<typeof Header>>, IsAny<ComponentProps<typeof LoginModal>>, IsAny<RegisterModalProps['validation']>] = [false, false, false];
void typesResolve;

function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <UiThemeProvider theme={theme} mode="light" lang="en" hasCanvas style={{ minHeight: '100vh' }}>
        <Header logo={<svg width={32} height={32} aria-hidden="true" />} brandName={theme.name} categories={[]} onLogin={() => undefined} onRegister={() => undefined} />
        <LoginModal defaultOpen onSubmit={() => undefined} />
      </UiThemeProvider>
    </I18nextProvider>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
`,
);
sh('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--config.confirmModulesPurge=false'], app, { CI: '1' });
step('installed');

// ---- 3. type-check against the published declarations, and build
sh(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);
step('type-checked');
sh(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
step('built the app');

// ---- 4. serve and look
const dist = join(app, 'dist');
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};
const server: Server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const en = (ns: string) => readJson<Record<string, Record<string, string>>>(join(root, 'packages/locales/src/EN', `${ns}.json`));
const expected = {
  accent: new Map(flattenTokens(theme.light)).get('--ui-color-accent-solid'),
  dialogTitle: en('auth').login?.title,
  login: en('common').actions?.login,
  register: en('common').actions?.register,
  submit: en('auth').login?.submit,
};
if (Object.values(expected).some((v) => !v)) throw new Error(`an expected value is missing: ${JSON.stringify(expected)}`);

const problems: string[] = [];
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  await page.goto(url, { waitUntil: 'networkidle' });
  const dialog = page.getByRole('dialog', { name: expected.dialogTitle });
  await dialog.waitFor({ timeout: 15_000 });
  await page.evaluate('document.fonts.ready.then(() => true)');

  // A string, not a function: tsx would add its __name helper, which the page does not have.
  const seen = (await page.evaluate(`(() => {
    const brandId = ${JSON.stringify(brand)};
    const scope = document.querySelector('[data-ui-scope][data-ui-theme="' + brandId + '"]');
    const bg = (el) => (el ? getComputedStyle(el).backgroundColor : null);
    const dialogEl = document.querySelector('[role="dialog"]');
    const submit = dialogEl ? dialogEl.querySelector('button[type="submit"]') : null;
    const text = (el) => (el && el.textContent ? el.textContent.trim() : null);
    return {
      scopeLang: scope ? scope.getAttribute('lang') : null,
      accentVar: scope ? getComputedStyle(scope).getPropertyValue('--ui-color-accent-solid').trim() : null,
      registerBg: bg(document.querySelector('[data-part="RegisterButton"]')),
      loginText: text(document.querySelector('[data-part="LoginButton"]')),
      registerText: text(document.querySelector('[data-part="RegisterButton"]')),
      submitText: text(submit),
      submitBg: bg(submit),
      dialogInTheme: Boolean(dialogEl && dialogEl.closest('[data-ui-theme="' + brandId + '"]')),
      headerInScope: Boolean(scope && scope.querySelector('header')),
      notoSans: document.fonts.check('16px "Noto Sans"'),
      fontFaces: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
    };
  })()`)) as {
    scopeLang: string | null;
    accentVar: string | null;
    registerBg: string | null;
    loginText: string | null;
    registerText: string | null;
    submitText: string | null;
    submitBg: string | null;
    dialogInTheme: boolean;
    headerInScope: boolean;
    notoSans: boolean;
    fontFaces: string[];
  };
  // The accent as the browser resolves it, to compare with computed backgrounds.
  const accentRgb = (await page.evaluate(`(() => {
    const probe = document.createElement('div');
    probe.style.background = ${JSON.stringify(expected.accent)};
    document.body.append(probe);
    const rgb = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return rgb;
  })()`)) as string;

  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  check(seen.headerInScope, 'the Header is not inside the theme scope');
  check(seen.scopeLang === 'en', `the scope's lang is ${seen.scopeLang}, not en`);
  check(seen.accentVar === expected.accent, `--ui-color-accent-solid is ${seen.accentVar}, the brand's is ${expected.accent}`);
  check(seen.registerBg === accentRgb, `the Header's register button is ${seen.registerBg}, the brand accent is ${accentRgb}`);
  check(seen.submitBg === accentRgb, `the LoginModal's submit button is ${seen.submitBg}, the brand accent is ${accentRgb}`);
  check(seen.dialogInTheme, "the LoginModal's dialog (a portal) lost the brand's theme scope");
  check(seen.loginText === expected.login, `the Header's login button says "${seen.loginText}", not "${expected.login}"`);
  check(seen.registerText === expected.register, `the Header's register button says "${seen.registerText}", not "${expected.register}"`);
  check(seen.submitText === expected.submit, `the LoginModal's submit button says "${seen.submitText}", not "${expected.submit}"`);
  check(seen.notoSans && seen.fontFaces.includes('Noto Sans'), `the bundled Noto Sans did not load (${seen.fontFaces.join(', ')})`);
  for (const e of consoleErrors) problems.push(`console error: ${e}`);
  mkdirSync(join(root, 'vrt/output'), { recursive: true });
  await page.screenshot({ path: join(root, 'vrt/output/pack-test.png') });
  console.log(
    `pack-test: ${brand} accent ${expected.accent} (${accentRgb}) on the register and submit buttons; ` +
      `"${seen.loginText}" / "${seen.registerText}" / dialog "${expected.dialogTitle}"; fonts ${[...new Set(seen.fontFaces)].join(', ')}`,
  );
} finally {
  await browser.close();
  server.close();
  if (!keep) rmSync(work, { recursive: true, force: true });
  else console.log(`pack-test: kept ${work}`);
}
step('checked in Chromium');
if (problems.length) {
  for (const p of problems) console.error(`  ✗ ${p}`);
  console.error(`pack-test: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`pack-test: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
