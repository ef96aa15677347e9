/** Promotions and rewards (issue 15): cards, list, detail, sign-up form, raffle, missions and leaderboard. Pure. */
export * from './PromotionCard';
export * from './PromotionList';
export * from './PromotionDetail';
export * from './PromotionSignUpForm';
export * from './RafflePanel';
export * from './MissionList';
export * from './MissionLeaderboard';
export {
  actionableStatuses,
  gameCategories,
  isActionable,
  promotionKinds,
  promotionTargets,
  type ActionableStatus,
  type GameCategory,
  type PromotionCategory,
  type PromotionDetailData,
  type PromotionKind,
  type PromotionSummary,
  type PromotionTarget,
} from './shared/promotion.types';
export { categoryIcons, PromotionArt, PromotionPeriod, PromotionAction, ProgressBar, type PromotionActionProps } from './shared/PromotionParts';
