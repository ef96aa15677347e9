import type { PagedProps, PanelBaseProps } from '../shared/panel.types';

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

export interface ReferralPanelProps extends PanelBaseProps, Partial<PagedProps> {
  /** The member's invite code (sent on registration as `referralCode`). */
  inviteCode: string;
  /** The share link (the register page with the code), also drawn as a QR code. */
  inviteLink: string;
  /**
   * The referees of the page shown. With `page`, `pageCount` and `onPageChange` the list is paged by the site
   * (Pagination under the table when there is more than one page); `totalItems` is then the number over every page.
   */
  referees: readonly Referee[];
  /** Referees who made the qualifying deposit, over every page (default: counted in `referees`). */
  qualifiedCount?: number;
  /** Rewards earned in total (major units). */
  totalRewards: number;
  terms?: ReferralTerms;
  /** The operator's rules as rich HTML (sanitized). */
  rulesHtml?: string;
  /** Opens the system share sheet (the site calls navigator.share); absent: no share button. */
  onShare?: () => void;
}
