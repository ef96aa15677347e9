export { DrawHeader } from './DrawHeader';
export { drawHeaderStatuses, type DrawHeaderProps, type DrawHeaderStatus } from './DrawHeader.types';
