export { Header } from './Header';
export { buildHeaderCategories, defaultEsportsVendorKeys, headerCategoryOrder, type HeaderCategoryKey } from './buildHeaderCategories';
export type { BuildHeaderCategoriesOptions, HeaderCategory, HeaderLinkProps, HeaderProps, RawVendorGroup } from './Header.types';
