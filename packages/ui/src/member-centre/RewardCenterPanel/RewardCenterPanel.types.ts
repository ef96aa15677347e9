import type { ActivityStatus } from '../../feedback/StatusBadge';
import type { PagedProps, PanelBaseProps } from '../shared/panel.types';

/** Where a reward comes from. */
export const rewardSources = ['promotion', 'depositBonus', 'mission', 'raffle', 'referral', 'vip', 'contactBonus'] as const;
export type RewardSource = (typeof rewardSources)[number];

/** A reward for the member (MCS2_getPromotionClaimList). Money in major units; times in ms. */
export interface RewardItem {
  id: string;
  source: RewardSource;
  /** The promotion's or mission's name (plain text). */
  title: string;
  amount: number;
  /** The turnover (valid bet) the bonus will add to the withdrawal requirement. */
  turnover?: number;
  /** When it was earned. */
  time: number;
  /** Claim before this (ms), for rewards waiting to be claimed. */
  expiresAt?: number;
  /** `claim` waiting; in the history: `claimed`, `issued` (paid without a claim), `applying`, `inProcess`, `rejected`, `closed` (lapsed). */
  status: ActivityStatus;
}

export interface RewardCenterPanelProps extends PanelBaseProps, Partial<PagedProps> {
  /** Rewards waiting to be claimed (status `claim`). */
  rewards: readonly RewardItem[];
  /** Claimed, issued and lapsed rewards, newest first (one page). */
  history: readonly RewardItem[];
  /** Claims one; reject with a CentreSubmitError to show its message. */
  onClaim: (reward: RewardItem) => Promise<void> | void;
  /** "Claim all" (shown with two or more rewards). */
  onClaimAll?: () => Promise<void> | void;
}
