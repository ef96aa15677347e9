export { PromotionDetail } from './PromotionDetail';
export type { PromotionDetailProps } from './PromotionDetail.types';
