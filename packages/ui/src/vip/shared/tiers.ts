/** Levels in order, each with a tone of the theme, and where a member stands between two of them. */
import type { PlayerRankProgress, VipLevel } from './vip.types';

/**
 * The tones levels take, lowest first; the top level always takes the brand's accent. Theme tokens only: a brand
 * that changes its palette changes its tiers with it. The status hues are far apart in every brand (the secondary
 * colour is not used: a brand may make it the info hue, as the default one does).
 */
export const vipTierTones = ['neutral', 'warning', 'success', 'info', 'danger', 'accent'] as const;
export type VipTierTone = (typeof vipTierTones)[number];

/** Levels sorted from the lowest rank up. */
export function sortLevels(levels: readonly VipLevel[]): VipLevel[] {
  return [...levels].sort((a, b) => a.rankLevel - b.rankLevel);
}

/** A level's tone by its place in the sorted list: the top one is the accent, the others climb the scale. */
export function tierToneOf(sorted: readonly VipLevel[], rankLevel: number): VipTierTone {
  const index = sorted.findIndex((level) => level.rankLevel === rankLevel);
  if (index < 0) return 'neutral';
  if (index === sorted.length - 1 && sorted.length > 1) return 'accent';
  const steps = vipTierTones.length - 1;
  // Spread the lower levels over the scale so that few levels still look different from each other.
  const scaled = sorted.length - 1 <= steps ? index : Math.floor((index * steps) / (sorted.length - 1));
  return vipTierTones[Math.min(scaled, steps - 1)]!;
}

export interface RankStanding {
  current: VipLevel | null;
  next: VipLevel | null;
  /** 0..1 of each threshold of the next level (1 when there is no next level). */
  validBetRatio: number;
  depositRatio: number;
  /** What is still missing for the next level (0 when met). */
  validBetLeft: number;
  depositLeft: number;
}

const ratio = (value: number, target: number) => (target <= 0 ? 1 : Math.min(1, Math.max(0, value / target)));

/** The member's level, the next one, and how far the period's figures have come towards it. */
export function rankStanding(sorted: readonly VipLevel[], progress: PlayerRankProgress): RankStanding {
  const current = sorted.find((level) => level.rankLevel === progress.rankLevel) ?? null;
  const next = sorted.find((level) => level.rankLevel > progress.rankLevel) ?? null;
  if (!next) return { current, next, validBetRatio: 1, depositRatio: 1, validBetLeft: 0, depositLeft: 0 };
  return {
    current,
    next,
    validBetRatio: ratio(progress.validBet, next.validBetRequired),
    depositRatio: ratio(progress.deposit, next.depositRequired),
    validBetLeft: Math.max(0, Math.round((next.validBetRequired - progress.validBet) * 100) / 100),
    depositLeft: Math.max(0, Math.round((next.depositRequired - progress.deposit) * 100) / 100),
  };
}
