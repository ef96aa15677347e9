export { createTheme, createBrandTheme, type BrandTheme } from './createTheme';
export { flattenTokens, tokensToCss, toVarRefs } from './cssVars';
export { contrast, readableOn } from './color';
export { vars, fontStack } from './vars';
export { media, breakpoints, themeModes, type ThemeMode, type Tokens, type ColorTokens, type ColorScale } from './tokens';
export {
  themeInputSchema,
  brandSchema,
  bundledFontFamilies,
  radiusStyles,
  type ThemeInput,
  type BrandInput,
  type BrandConfig,
} from './schema';
export { checkBrandContrast, type ContrastFinding } from './contrast';
export { UiThemeProvider, ThemeScope, useUiTheme, brandThemeCss, type UiThemeProviderProps } from './UiThemeProvider';
export { shimmer } from './shimmer';
export { fontScriptOf, loadScriptFonts, markScriptFontsLoaded, scriptFontWeights, type ScriptFontWeight } from './loadScriptFonts';
