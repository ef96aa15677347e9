declare module 'virtual:croupier-brand' {
  import type { BrandConfig, BrandTheme } from '@croupier/ui/theme';

  export const brandId: string;
  export const brand: BrandConfig;
  export const brandTheme: BrandTheme;
  export const assetUrls: { logo: string; logoLight: string; favicon: string; licenceSeal: string };
}
