/** Three projects: unit (Node), dom (component tests in Chromium) and storybook (every story as a test, with axe). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dirname = import.meta.dirname;
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Chromium for the browser projects. `still`: the story tests run with reduced motion, as the screenshots do, so
 * axe checks each story's settled look: Storybook only pauses CSS animations before its after-each checks, and an
 * opacity fade caught part-way reads as low contrast (storybookjs/storybook#34529). The component tests keep motion on.
 */
const browser = ({ still = false } = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    ...(still ? { contextOptions: { reducedMotion: 'reduce' as const } } : {}),
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--font-render-hinting=none',
        '--force-color-profile=srgb',
        '--hide-scrollbars',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

// Pre-bundled up front: a dependency discovered mid-run makes Vite reload and fail the first run on a fresh clone.
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'styled-components',
    'i18next',
    'react-i18next',
    '@radix-ui/react-dialog',
    '@radix-ui/react-tabs',
    '@radix-ui/react-radio-group',
    'react-hook-form',
    'lucide-react',
    'culori',
    'd3-array',
    'react-router-dom',
    'zod',
    'uqr',
    'dompurify',
    '@tanstack/react-virtual',
    'swr',
    'swr/mutation',
    'swr/infinite',
    'crypto-js/core',
    'crypto-js/aes',
    'crypto-js/hmac-sha256',
    'crypto-js/enc-base64',
    'crypto-js/tripledes',
    'crypto-js/mode-ecb',
    'crypto-js/pad-pkcs7',
  ],
};

/**
 * The site's brand is a virtual module its build makes (apps/site/vite.config.ts). Dom tests of site containers mock
 * `../brand`, but Vite's dependency scan still follows the import: unresolved, the scan fails, nothing is pre-bundled,
 * and the dependencies found mid-run make Vite reload the page under running tests ("Invalid hook call"). Resolved here
 * to a module that refuses to run, so a test that forgets the mock says so.
 */
const brandForTests = {
  name: 'croupier-brand-in-tests',
  resolveId: (id: string) => (id === 'virtual:croupier-brand' ? '\0virtual:croupier-brand' : null),
  load: (id: string) =>
    id === '\0virtual:croupier-brand'
      ? "throw new Error('virtual:croupier-brand is made by the site build: mock ../brand in this test (vi.mock)');"
      : null,
};

/** Every story as a test (play function, then axe); `globals` starts the toolbar elsewhere, `tags` narrows the stories. */
function storyProject(name: string, { globals, tags }: { globals?: string; tags?: string[] } = {}) {
  return {
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), ...(tags ? { tags: { include: tags, exclude: [], skip: [] } } : {}) })],
    ...(cacheDir ? { cacheDir: `${cacheDir}/${name}` } : {}),
    optimizeDeps,
    ...(globals ? { define: { 'import.meta.env.STORYBOOK_GLOBALS': JSON.stringify(globals) } } : {}),
    test: {
      name,
      // As the dom project's: a story's first render (module load, axe) can stall on a loaded machine; a trivial
      // story (Button/Sizes) once took 19 s in CI.
      testTimeout: 30_000,
      // One more try for a story that stalls on the shared 2-core CI box (Stack/Responsive On Phone, no play, once took
      // 35 s there and 0.1 s alone); a story that fails for a reason fails twice.
      retry: 1,
      // All story files in one iframe: a story renders into Storybook's root and cleans up after itself, so a fresh
      // iframe per file (the preview, the kit and axe loaded again 128 times) only cost time: measured on this 2-core
      // machine, the storybook project 260 s and storybook-globals 143 s without it, the latter 443 s with it.
      isolate: false,
      setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
      browser: browser({ still: true }),
    },
  };
}

// Parallel runs (several developers or agents on one machine) each set VITEST_CACHE_DIR to avoid sharing Vite's cache.
const cacheDir = process.env.VITEST_CACHE_DIR;

export default defineConfig({
  ...(cacheDir ? { cacheDir } : {}),
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Opening PGlite takes ~2 s on an idle machine and far longer on a loaded one.
          hookTimeout: 60_000,
          testTimeout: 30_000,
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
        },
      },
      {
        plugins: [react(), brandForTests],
        ...(cacheDir ? { cacheDir: `${cacheDir}/dom` } : {}),
        optimizeDeps: {
          include: [
            ...optimizeDeps.include,
            // Server markup in component tests (GameGrid's hydration, collectServerData).
            'react-dom/server',
            '@testing-library/react',
            '@testing-library/user-event',
            '@testing-library/jest-dom/vitest',
          ],
        },
        test: {
          name: 'dom',
          // Chromium on a loaded 2-core machine can stall a test's first render for seconds (the default is 15 s).
          testTimeout: 30_000,
          include: ['packages/**/*.test.tsx', 'apps/site/**/*.test.tsx'],
          exclude: ['**/node_modules/**'],
          setupFiles: [path.join(dirname, 'vitest.dom-setup.ts')],
          browser: browser(),
        },
      },
      storyProject('storybook'),
      // Every play function again under English and the jade brand (STORYBOOK_GLOBALS, read by .storybook/preview.tsx):
      // a play function that asserts Japanese text or the default brand's values fails here (their words come from the
      // story's own i18n: storyT; every story file with a play is tagged `any-locale`, storybook-conventions.test.ts).
      // Only the stories with a play (Storybook tags them `play-fn`), and without axe: the storybook project checks
      // every story with axe, and brand:check each brand's contrast.
      storyProject('storybook-globals', { globals: 'locale:EN;brand:jade', tags: ['play-fn'] }),
    ],
  },
});
