// Lint: typescript-eslint, react-hooks, jsx-a11y, storybook, no literal strings in JSX, and the
// package boundaries of ARCHITECTURE.md §1 (enforced here, not by good intentions).
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.prerender*/**',
      'storybook-static/**',
      '.tsbuild/**',
      'coverage/**',
      'vrt/output/**',
      '.data/**',
      '.tmp/**',
      'packages/ui/schemas/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...storybook.configs['flat/recommended'],
  // No string literals in JSX: every user-visible string goes through i18next.
  {
    files: ['packages/ui/src/**/*.tsx', 'apps/site/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            exclude: [
              'className', 'style', 'type', 'id', 'name', 'href', 'src', 'rel', 'target', 'role', 'as', 'to', 'key',
              'lang', 'dir', 'htmlFor', 'autoComplete', 'inputMode', 'method', 'precedence', 'viewBox', 'fill',
              'stroke', 'strokeWidth', 'strokeLinecap', 'strokeLinejoin', 'strokeDasharray', 'd', 'focusable',
              'xmlns', 'variant', 'size', 'icon', 'name', 'align', 'justify', 'direction', 'tone', 'weight',
              'orientation', 'side', 'data-.*', 'aria-hidden', 'aria-live', 'aria-haspopup', 'aria-current',
              'aria-orientation', 'aria-autocomplete', 'ns', 'i18nKey', 'mode', 'loading', 'decoding', 'sizes',
              'fetchPriority', 'surface', 'padding', 'gap', 'radius', 'level', 'tabIndex', 'enterKeyHint', 'pattern',
              'width', 'height', 'page', 'mainId', 'helpHref', 'aria-labelledby', 'defaultTab', 'kind',
            ],
          },
          // Discriminants and keys of site state (never shown to the user).
          'object-properties': { exclude: ['kind', 'type', 'icon', 'tone', 'variant', 'logout', 'panel', 'titleKey', 'bodyKey'] },
          callees: {
            exclude: [
              't', 'i18n.t', 'useTranslation', 'require', 'Error', 'styled.*', 'keyframes', 'css',
              // Site wiring inside JSX handlers: paths, feature codes, store keys (never shown to the user).
              'navigate', 'has', 'get', 'startsWith', 'setMcPage', 'setAcPage', 'closeCentre', 'goTarget', 'centreAccess', 'open',
            ],
          },
        },
      ],
    },
  },
  // Package boundaries.
  {
    files: ['packages/ui/src/**'],
    rules: {
      ...restrict(['swr', 'crypto-js', 'react-router', 'react-router-dom', 'react-router/*', '@croupier/data', '@croupier/data/*'], 'ui is pure: props in, callbacks out (ARCHITECTURE.md §1)'),
      'no-restricted-globals': ['error', { name: 'fetch', message: 'ui never fetches' }, { name: 'XMLHttpRequest', message: 'ui never fetches' }],
    },
  },
  {
    files: ['packages/data/src/**'],
    rules: restrict(['styled-components', '@croupier/ui', '@croupier/ui/*'], 'data never imports ui or styling'),
  },
  {
    files: ['packages/contract/src/**'],
    rules: restrict(['react', 'react-dom', '@croupier/*', 'node:*', 'swr', 'crypto-js'], 'contract is pure TypeScript with no I/O'),
  },
  {
    files: ['packages/locales/src/**'],
    rules: restrict(['@croupier/*', 'react'], 'locales is data only'),
  },
  {
    files: ['apps/platform/src/**'],
    rules: restrict(['@croupier/ui', '@croupier/ui/*', '@croupier/data', '@croupier/data/*', '@croupier/site', 'react', 'react-dom'], 'the platform shares only the contract with the front end'),
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'scripts/**', 'vrt/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
