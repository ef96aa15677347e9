export { PromotionList } from './PromotionList';
export type { PromotionListProps } from './PromotionList.types';
