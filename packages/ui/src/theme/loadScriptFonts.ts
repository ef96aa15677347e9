/**
 * The CJK faces (and, smaller, the Arabic, Indic and Southeast Asian ones) are large (about 60 KB of @font-face rules per script even though each glyph subset loads only when
 * used), so the site asks for them per language instead of with the page, weight by weight.
 */
export const scriptFontWeights = [400, 700] as const;
export type ScriptFontWeight = (typeof scriptFontWeights)[number];

const loaders: Record<string, Record<ScriptFontWeight, () => Promise<unknown>>> = {
  ja: { 400: () => import('@fontsource/noto-sans-jp/400.css'), 700: () => import('@fontsource/noto-sans-jp/700.css') },
  zh: { 400: () => import('@fontsource/noto-sans-sc/400.css'), 700: () => import('@fontsource/noto-sans-sc/700.css') },
  'zh-hant': { 400: () => import('@fontsource/noto-sans-tc/400.css'), 700: () => import('@fontsource/noto-sans-tc/700.css') },
  ko: { 400: () => import('@fontsource/noto-sans-kr/400.css'), 700: () => import('@fontsource/noto-sans-kr/700.css') },
  arab: { 400: () => import('@fontsource/noto-sans-arabic/400.css'), 700: () => import('@fontsource/noto-sans-arabic/700.css') },
  deva: { 400: () => import('@fontsource/noto-sans-devanagari/400.css'), 700: () => import('@fontsource/noto-sans-devanagari/700.css') },
  beng: { 400: () => import('@fontsource/noto-sans-bengali/400.css'), 700: () => import('@fontsource/noto-sans-bengali/700.css') },
  taml: { 400: () => import('@fontsource/noto-sans-tamil/400.css'), 700: () => import('@fontsource/noto-sans-tamil/700.css') },
  mymr: { 400: () => import('@fontsource/noto-sans-myanmar/400.css'), 700: () => import('@fontsource/noto-sans-myanmar/700.css') },
  khmr: { 400: () => import('@fontsource/noto-sans-khmer/400.css'), 700: () => import('@fontsource/noto-sans-khmer/700.css') },
  laoo: { 400: () => import('@fontsource/noto-sans-lao/400.css'), 700: () => import('@fontsource/noto-sans-lao/700.css') },
};

/** The script of each language that needs its own faces (Latin, Cyrillic and Thai come with the page). */
const scriptOfLanguage: Record<string, string> = {
  ja: 'ja',
  zh: 'zh',
  ko: 'ko',
  ar: 'arab',
  fa: 'arab',
  ur: 'arab',
  hi: 'deva',
  ne: 'deva',
  bn: 'beng',
  ta: 'taml',
  my: 'mymr',
  km: 'khmr',
  lo: 'laoo',
};

const loaded = new Map<string, Promise<unknown>>();

/**
 * The script key of a BCP 47 tag ("ja", "zh-CN" -> "zh", "zh-TW" -> "zh-hant", "ar", "fa", "ur" -> "arab"), or null
 * when it needs no extra faces ("en", "th", "ur-Latn": Latin, Cyrillic and Thai faces come with the page).
 */
export function fontScriptOf(tag: string): string | null {
  const [language = '', ...subtags] = tag.toLowerCase().split('-');
  if (subtags.includes('latn') || subtags.includes('cyrl')) return null;
  // Traditional Chinese (Taiwan, Hong Kong, Macao or an explicit Hant) in its own forms, never the Simplified face's.
  if (language === 'zh' && subtags.some((x) => x === 'hant' || x === 'tw' || x === 'hk' || x === 'mo')) return 'zh-hant';
  return scriptOfLanguage[language] ?? null;
}

/** Marks weights as already on the page (e.g. bundled with the site's first CSS), so they are not fetched again. */
export function markScriptFontsLoaded(tag: string, weights: readonly ScriptFontWeight[]): void {
  const script = fontScriptOf(tag);
  if (script) for (const weight of weights) loaded.set(`${script}-${weight}`, Promise.resolve());
}

/** Loads the script font for a BCP 47 tag ("ja", "zh-CN", "zh-TW", "ko", "ar", "hi"...); others need nothing extra. */
export function loadScriptFonts(tag: string, weights: readonly ScriptFontWeight[] = scriptFontWeights): Promise<unknown> {
  const script = fontScriptOf(tag);
  if (!script) return Promise.resolve();
  return Promise.all(
    weights.map((weight) => {
      const key = `${script}-${weight}`;
      let pending = loaded.get(key);
      if (!pending) {
        pending = loaders[script]![weight]();
        loaded.set(key, pending);
      }
      return pending;
    }),
  );
}
