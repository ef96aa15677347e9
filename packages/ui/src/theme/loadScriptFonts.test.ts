/** Every offered language gets faces for its script: a loader for the site and a :lang() stack naming a bundled face. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { languages } from '@croupier/locales';
import { fontScriptOf } from './loadScriptFonts';
import { globalCss } from './globalCss';

const require = createRequire(import.meta.url);
/** The family a bundled @fontsource package declares. */
const familyOf = (pkg: string) => /font-family: '([^']+)'/.exec(readFileSync(require.resolve(`@fontsource/${pkg}/400.css`), 'utf8'))?.[1];

/** The face each offered language is shown in (besides Noto Sans for Latin and Cyrillic). */
const expected: Record<string, { script: string | null; pkg: string }> = {
  ja: { script: 'ja', pkg: 'noto-sans-jp' },
  'zh-CN': { script: 'zh', pkg: 'noto-sans-sc' },
  'zh-TW': { script: 'zh-hant', pkg: 'noto-sans-tc' },
  ko: { script: 'ko', pkg: 'noto-sans-kr' },
  th: { script: null, pkg: 'noto-sans-thai' },
  ar: { script: 'arab', pkg: 'noto-sans-arabic' },
  fa: { script: 'arab', pkg: 'noto-sans-arabic' },
  ur: { script: 'arab', pkg: 'noto-sans-arabic' },
  hi: { script: 'deva', pkg: 'noto-sans-devanagari' },
  ne: { script: 'deva', pkg: 'noto-sans-devanagari' },
  bn: { script: 'beng', pkg: 'noto-sans-bengali' },
  ta: { script: 'taml', pkg: 'noto-sans-tamil' },
  my: { script: 'mymr', pkg: 'noto-sans-myanmar' },
  km: { script: 'khmr', pkg: 'noto-sans-khmer' },
  lo: { script: 'laoo', pkg: 'noto-sans-lao' },
};

/** The --ui-font-script the global CSS gives an element of `tag` (the last matching :lang() rule wins). */
function scriptFaceFor(tag: string): string | undefined {
  let face: string | undefined;
  for (const [, selectors, family] of globalCss.matchAll(/^([^{\n]*:lang\([^{]*)\{ --ui-font-script: "([^"]+)"; \}/gm)) {
    const langs = [...selectors!.matchAll(/:lang\(([^)]+)\)/g)].map((m) => m[1]!.toLowerCase());
    const t = tag.toLowerCase();
    if (langs.some((l) => t === l || t.startsWith(`${l}-`))) face = family;
  }
  return face;
}

describe('script fonts', () => {
  it.each(Object.entries(expected))('%s loads its own faces and its :lang() stack names them', (tag, { script, pkg }) => {
    expect(fontScriptOf(tag)).toBe(script);
    expect(scriptFaceFor(tag)).toBe(familyOf(pkg));
  });

  it('Traditional Chinese never uses the Simplified face', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-TW']) {
      expect(fontScriptOf(tag), tag).toBe('zh-hant');
      expect(scriptFaceFor(tag), tag).toBe('Noto Sans TC');
    }
  });

  it('Latin and Cyrillic languages need no extra faces (Noto Sans has them), Roman Urdu included', () => {
    for (const tag of ['en', 'es', 'pt-BR', 'fr', 'de', 'ru', 'tr', 'kk', 'uz', 'tl', 'ms', 'vi', 'id', 'ur-Latn']) {
      expect(fontScriptOf(tag), tag).toBeNull();
    }
    expect(scriptFaceFor('ur-Latn')).toBe('Noto Sans JP');
  });

  it('covers every offered language', () => {
    const latinOrCyrillic = new Set(['en', 'es', 'pt', 'pt-br', 'fr', 'de', 'ru', 'tr', 'kk', 'uz', 'tl', 'ms', 'vi', 'id', 'ur-latn']);
    const uncovered = languages.map((x) => x.htmlLang).filter((tag) => !(tag in expected) && !latinOrCyrillic.has(tag.toLowerCase()));
    expect(uncovered).toEqual([]);
  });
});
