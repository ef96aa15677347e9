/** The brand this build is for (BRAND=<id>): validated and turned into tokens at build time (vite.config.ts). */
export { assetUrls as brandAssets, brand, brandId, brandTheme } from 'virtual:croupier-brand';
