/**
 * No string literal bypasses i18next in the kit's or the site's JSX: eslint.config.js's `i18next/no-literal-string`
 * (run by `pnpm lint` in CI over the whole workspace) must apply, as an error, to every component file of packages/ui
 * and apps/site, and must catch a literal text node and a literal label; this test fails if the rule is switched off,
 * narrowed to fewer paths, or loosened to let visible text through.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const rule = 'i18next/no-literal-string';

// Paths that need not exist: ESLint resolves the config by path.
const componentFiles = [
  'packages/ui/src/patterns/LoginModal/Probe.tsx',
  'packages/ui/src/layout/Header/Probe.tsx',
  'packages/ui/src/member-centre/Probe.tsx',
  'apps/site/src/app/Probe.tsx',
  'apps/site/src/centres/panels/Probe.tsx',
];

const probe = `
import { useTranslation } from 'react-i18next';
export function Probe({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <section>
      <h2>{t('login.title')}</h2>
      <p>Welcome back</p>
      <button type="button" aria-label="Close" onClick={onClose} title="Close the window">
        {t('common.close')}
      </button>
    </section>
  );
}
`;

describe('string literals in JSX', () => {
  it.each(componentFiles)('%s is linted with i18next/no-literal-string as an error', async (file) => {
    const config = (await eslint.calculateConfigForFile(resolve(root, file))) as { rules?: Record<string, unknown[]> };
    expect(config.rules?.[rule]?.[0], `${rule} is not on for ${file}`).toBe(2);
  });

  it.each(componentFiles)('%s: a literal text node and literal labels are reported', async (file) => {
    const [result] = await eslint.lintText(probe, { filePath: resolve(root, file) });
    const hits = (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => `${m.line}:${m.column}`);
    // "Welcome back" (line 8), aria-label="Close" and title="Close the window" (line 9).
    expect(hits).toEqual(['8:10', '9:40', '9:72']);
  });

  it('text through t() passes', async () => {
    const clean = probe.replace('<p>Welcome back</p>', "<p>{t('login.welcome')}</p>").replace(' aria-label="Close"', '').replace(' title="Close the window"', '');
    const [result] = await eslint.lintText(clean, { filePath: resolve(root, componentFiles[0]!) });
    expect((result?.messages ?? []).filter((m) => m.ruleId === rule)).toEqual([]);
  });
});
