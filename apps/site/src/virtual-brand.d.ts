declare module 'virtual:croupier-brand' {
  import type { BrandConfig, BrandTheme } from '@croupier/ui/theme';

  export const brandId: string;
  export const brand: BrandConfig;
  export const brandTheme: BrandTheme;
  export const assetUrls: { logo: string; logoLight: string; favicon: string; licenceSeal: string };
}

declare module 'virtual:croupier-first-fonts' {
  /** The BCP 47 tag whose script faces the first CSS carries, or null. */
  export const firstFontTag: string | null;
  /** The weights of those faces. */
  export const firstFontWeights: readonly (400 | 700)[];
}
