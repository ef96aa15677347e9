/**
 * The CJK faces are large (about 60 KB of @font-face rules per script even though each glyph subset loads only when
 * used), so the site asks for them per language instead of with the page.
 */
const loaders: Record<string, () => Promise<unknown>> = {
  ja: () => Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
  zh: () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
  ko: () => Promise.all([import('@fontsource/noto-sans-kr/400.css'), import('@fontsource/noto-sans-kr/700.css')]),
};

const loaded = new Map<string, Promise<unknown>>();

/** Loads the script font for a BCP 47 tag ("ja", "zh-CN", "ko"); other languages need nothing extra. */
export function loadScriptFonts(tag: string): Promise<unknown> {
  const script = tag.toLowerCase().split('-')[0] ?? '';
  const load = loaders[script];
  if (!load) return Promise.resolve();
  let pending = loaded.get(script);
  if (!pending) {
    pending = load();
    loaded.set(script, pending);
  }
  return pending;
}
