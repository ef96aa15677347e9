import type { PanelBaseProps } from '../shared/panel.types';

/** A member who registered with the invite code. The kit masks `account` (a public-ish list). */
export interface Referee {
  account: string;
  /** When they registered (ms). */
  registeredAt: number;
  /** Whether they have deposited (which is what rewards the referrer). */
  hasDeposited: boolean;
  /** What the referrer earned from this referee, major units (0 until the deposit). */
  reward: number;
}

/** The referral promotion's terms as data, shown as the rules' summary. */
export interface ReferralTerms {
  /** The referrer's reward per qualifying referee, major units. */
  rewardPerReferee: number;
  /** The referee's smallest qualifying deposit, major units. */
  minDeposit?: number;
  /** The turnover multiple the reward carries. */
  turnoverMultiple?: number;
}

export interface ReferralPanelProps extends PanelBaseProps {
  /** The member's invite code (sent on registration as `referralCode`). */
  inviteCode: string;
  /** The share link (the register page with the code), also drawn as a QR code. */
  inviteLink: string;
  referees: readonly Referee[];
  /** Rewards earned in total (major units). */
  totalRewards: number;
  terms?: ReferralTerms;
  /** The operator's rules as rich HTML (sanitized). */
  rulesHtml?: string;
  /** Opens the system share sheet (the site calls navigator.share); absent: no share button. */
  onShare?: () => void;
}
