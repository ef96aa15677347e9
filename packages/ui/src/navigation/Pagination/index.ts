export { Pagination } from './Pagination';
export { paginationItems } from './paginationItems';
export type { PaginationItem, PaginationProps } from './Pagination.types';
