/** The VIP centre (/vip, issue 15): levels and benefits, the member's progress, the screen. Pure. */
export * from './VipLevelsTable';
export * from './VipProgress';
export * from './VipScreen';
export { VipBadge, type VipBadgeProps } from './shared/VipBadge';
export { rankStanding, sortLevels, tierToneOf, vipTierTones, type RankStanding, type VipTierTone } from './shared/tiers';
export { vipBenefitKeys, type VipBenefitKey } from './shared/LevelBenefits';
export { vipUpgradeRules, type PlayerRankProgress, type VipLevel, type VipUpgradeRule } from './shared/vip.types';
export type { LoyaltySubmitError } from './shared/submitError';
