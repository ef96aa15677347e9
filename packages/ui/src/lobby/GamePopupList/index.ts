export { GamePopupList } from './GamePopupList';
export type { GamePopupListProps } from './GamePopupList.types';
