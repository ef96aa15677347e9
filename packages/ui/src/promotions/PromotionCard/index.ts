export { PromotionCard, PromotionCardSkeleton } from './PromotionCard';
export type { PromotionCardActions, PromotionCardProps } from './PromotionCard.types';
