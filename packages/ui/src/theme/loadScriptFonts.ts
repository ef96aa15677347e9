/**
 * The CJK faces are large (about 60 KB of @font-face rules per script even though each glyph subset loads only when
 * used), so the site asks for them per language instead of with the page, weight by weight.
 */
export const scriptFontWeights = [400, 700] as const;
export type ScriptFontWeight = (typeof scriptFontWeights)[number];

const loaders: Record<string, Record<ScriptFontWeight, () => Promise<unknown>>> = {
  ja: { 400: () => import('@fontsource/noto-sans-jp/400.css'), 700: () => import('@fontsource/noto-sans-jp/700.css') },
  zh: { 400: () => import('@fontsource/noto-sans-sc/400.css'), 700: () => import('@fontsource/noto-sans-sc/700.css') },
  ko: { 400: () => import('@fontsource/noto-sans-kr/400.css'), 700: () => import('@fontsource/noto-sans-kr/700.css') },
};

const loaded = new Map<string, Promise<unknown>>();

/** The script key of a BCP 47 tag ("ja", "zh-CN" -> "zh"), or null when it needs no extra faces. */
export function fontScriptOf(tag: string): string | null {
  const script = tag.toLowerCase().split('-')[0] ?? '';
  return script in loaders ? script : null;
}

/** Marks weights as already on the page (e.g. bundled with the site's first CSS), so they are not fetched again. */
export function markScriptFontsLoaded(tag: string, weights: readonly ScriptFontWeight[]): void {
  const script = fontScriptOf(tag);
  if (script) for (const weight of weights) loaded.set(`${script}-${weight}`, Promise.resolve());
}

/** Loads the script font for a BCP 47 tag ("ja", "zh-CN", "ko"); other languages need nothing extra. */
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
