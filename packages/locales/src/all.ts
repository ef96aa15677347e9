/** Every pack, eagerly: for tests and Storybook, never for the site's first paint. */
export const allPacks = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
