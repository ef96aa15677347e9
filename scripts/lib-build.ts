/**
 * pnpm build:lib [package…]: the published packages' library build (ADR 0011).
 *   - JavaScript: Vite library mode, ESM only, one output module per source module (preserveModules), so a consumer's
 *     bundler tree-shakes by module and `sideEffects` keeps only the font stylesheets. Every bare import (dependencies,
 *     peer dependencies, the sibling @croupier packages, @fontsource CSS) stays an import: nothing third-party is
 *     bundled. `import.meta.glob` in @croupier/locales becomes lazy chunks, as in the site.
 *   - Declarations: the workspace's own `tsc -b` output (.tsbuild/<pkg>/src), without tests, stories and fixtures
 *     for tests, copied beside the JavaScript (dist/<module>.d.ts).
 * The workspace keeps resolving sources (package.json "exports"); `pnpm pack`/`pnpm publish` swap in
 * "publishConfig.exports", which points at dist/. Default: contract, locales, ui (ui needs the other two).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');

/** The published packages in dependency order, with their entries (name in dist -> source). */
export const libraryPackages = {
  contract: { index: 'src/index.ts' },
  locales: { index: 'src/index.ts', all: 'src/all.ts' },
  ui: {
    index: 'src/index.ts',
    chart: 'src/chart.ts',
    'theme/index': 'src/theme/index.ts',
    'i18n/index': 'src/i18n/index.ts',
    'theme/fonts': 'src/theme/fonts.ts',
    'theme/fonts-base': 'src/theme/fonts-base.ts',
  },
} as const satisfies Record<string, Record<string, string>>;
export type LibraryPackage = keyof typeof libraryPackages;

/** Declarations that are not part of the published surface (tests, stories, test helpers). */
function isPublicDeclaration(path: string): boolean {
  return (
    path.endsWith('.d.ts') &&
    !/\.(test|stories|fixtures)\.d\.ts$/.test(path) &&
    !path.split('/').includes('test') &&
    !path.endsWith('Fixtures.d.ts')
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

async function buildPackage(name: LibraryPackage): Promise<void> {
  const dir = resolve(root, 'packages', name);
  const dist = resolve(dir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const entries = Object.fromEntries(Object.entries(libraryPackages[name]).map(([k, v]) => [k, resolve(dir, v)]));
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    plugins: name === 'ui' ? [react()] : [],
    build: {
      outDir: dist,
      emptyOutDir: true,
      minify: false,
      target: 'es2022',
      copyPublicDir: false,
      lib: { entry: entries, formats: ['es'] },
      rolldownOptions: {
        // Bare specifiers (packages, their subpaths, CSS of @fontsource) stay imports for the consumer's bundler.
        external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:[\\/]/.test(id),
        output: {
          preserveModules: true,
          preserveModulesRoot: resolve(dir, 'src'),
          entryFileNames: '[name].js',
          chunkFileNames: '[name].js',
        },
      },
    },
  });
  // Declarations from the workspace's project build.
  const declarations = resolve(root, '.tsbuild', name, 'src');
  if (!existsSync(declarations)) throw new Error(`no declarations in ${relative(root, declarations)}: tsc -b failed?`);
  let count = 0;
  for (const file of walk(declarations)) {
    const rel = relative(declarations, file);
    if (!isPublicDeclaration(rel)) continue;
    // Side-effect imports (the fonts' CSS) carry no types, and a consumer's TypeScript cannot resolve a CSS file.
    const text = readFileSync(file, 'utf8').replace(/^import ['"][^'"]+['"];\n/gm, '');
    mkdirSync(dirname(join(dist, rel)), { recursive: true });
    writeFileSync(join(dist, rel), text);
    count += 1;
  }
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
  console.log(`build:lib: ${pkg.name}@${pkg.version}: dist/ (${count} declaration files)`);
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = asked.filter((a) => !(a in libraryPackages));
  if (unknown.length) {
    console.error(`build:lib: unknown package ${unknown.join(', ')}; one of ${Object.keys(libraryPackages).join(', ')}`);
    process.exit(2);
  }
  const names = (asked.length ? asked : Object.keys(libraryPackages)) as LibraryPackage[];
  // Declarations: the project build of each package (incremental; its references come along).
  const tsc = spawnSync('npx', ['tsc', '-b', ...names.map((n) => `packages/${n}`)], { cwd: root, stdio: 'inherit' });
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
  for (const name of names) await buildPackage(name);
}

if (import.meta.main) await main();
