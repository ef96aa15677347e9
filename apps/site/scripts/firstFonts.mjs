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
  // The whole fonts of the other scripts are not installed: such a brand's landing page uses the subsets.
  CN: { tag: 'zh-CN', family: 'noto-sans-sc', name: 'Noto Sans SC', source: null },
  // Traditional Chinese in its own forms (the TC face), never the Simplified face's.
  TW: { tag: 'zh-TW', family: 'noto-sans-tc', name: 'Noto Sans TC', source: null },
  KO: { tag: 'ko', family: 'noto-sans-kr', name: 'Noto Sans KR', source: null },
  AR: { tag: 'ar', family: 'noto-sans-arabic', name: 'Noto Sans Arabic', source: null },
  FA: { tag: 'fa', family: 'noto-sans-arabic', name: 'Noto Sans Arabic', source: null },
  UR: { tag: 'ur', family: 'noto-sans-arabic', name: 'Noto Sans Arabic', source: null },
  HI: { tag: 'hi', family: 'noto-sans-devanagari', name: 'Noto Sans Devanagari', source: null },
  NE: { tag: 'ne', family: 'noto-sans-devanagari', name: 'Noto Sans Devanagari', source: null },
  BN: { tag: 'bn', family: 'noto-sans-bengali', name: 'Noto Sans Bengali', source: null },
  TA: { tag: 'ta', family: 'noto-sans-tamil', name: 'Noto Sans Tamil', source: null },
  MY: { tag: 'my', family: 'noto-sans-myanmar', name: 'Noto Sans Myanmar', source: null },
  KM: { tag: 'km', family: 'noto-sans-khmer', name: 'Noto Sans Khmer', source: null },
  LO: { tag: 'lo', family: 'noto-sans-lao', name: 'Noto Sans Lao', source: null },
};
