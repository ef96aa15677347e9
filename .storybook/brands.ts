/**
 * Every brand folder in themes/ becomes a toolbar brand; the list is read at build time. `_template` (and any other
 * `_` folder) is what `pnpm new-brand` copies, not a brand: it is left out, as the site and the platform leave it out.
 */
import { createBrandTheme, themeInputSchema, brandSchema, type BrandTheme, type BrandConfig } from '@croupier/ui/theme';

const themeFiles = import.meta.glob<unknown>(['../themes/*/theme.json', '!../themes/_*/theme.json'], { eager: true, import: 'default' });
const brandFiles = import.meta.glob<unknown>(['../themes/*/brand.json', '!../themes/_*/brand.json'], { eager: true, import: 'default' });

export interface StoryBrand {
  id: string;
  theme: BrandTheme;
  config: BrandConfig;
}

export const brands: StoryBrand[] = Object.entries(themeFiles)
  .map(([path, json]) => {
    const id = /themes\/([^/]+)\/theme\.json$/.exec(path)?.[1] ?? path;
    const theme = createBrandTheme(id, themeInputSchema.parse(json));
    const config = brandSchema.parse(brandFiles[path.replace('theme.json', 'brand.json')]);
    return { id, theme, config };
  })
  .sort((a, b) => (a.id === 'default' ? -1 : b.id === 'default' ? 1 : a.id.localeCompare(b.id)));

export function brandById(id: string | undefined): StoryBrand {
  return brands.find((b) => b.id === id) ?? brands[0]!;
}
