/**
 * The script faces a default language's first screen uses, regular and bold (headings, buttons).
 *
 * - `family`: the @fontsource package whose font-face rules (unicode-range subsets) go into the first CSS
 *   (vite.config.ts), so the faces load with the page, each file only when a character of its range is on screen.
 * - `name`: the CSS family name of those faces.
 * - `source`: the whole font, per weight, from which scripts/prerender.mjs cuts the prerendered page's own face (the
 *   characters of that page only, one file per weight). Without a source the page uses the subsets like every other.
 */

/** @type {readonly [400, 700]} */
export const firstScriptWeights = [400, 700];

/** @type {Record<string, { tag: string; family: string; name: string; source: Record<400 | 700, string> | null }>} */
export const firstScriptFonts = {
  JA: {
    tag: 'ja',
    family: 'noto-sans-jp',
    name: 'Noto Sans JP',
    source: {
      400: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
      700: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
    },
  },
  // The whole Chinese and Korean fonts are not installed: a CN or KO brand's landing page uses the subsets.
  CN: { tag: 'zh-CN', family: 'noto-sans-sc', name: 'Noto Sans SC', source: null },
  TW: { tag: 'zh-TW', family: 'noto-sans-sc', name: 'Noto Sans SC', source: null },
  KO: { tag: 'ko', family: 'noto-sans-kr', name: 'Noto Sans KR', source: null },
};
