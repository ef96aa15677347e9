export { EmptyState } from './EmptyState';
export { emptyStateSizes, type EmptyStateProps, type EmptyStateSize } from './EmptyState.types';
