import type { FieldValidationConfig } from '@croupier/contract';
import type { HTMLAttributes, ReactNode } from 'react';
import type { MoneyProps } from '../../member-centre/shared/panel.types';
import type {
  ConvertRequest,
  PointConversion,
  PointReward,
  PointRewardCategory,
  PointSource,
  RedeemRequest,
} from '../shared/points.types';

export const pointMallTabs = ['rewards', 'history', 'transactions'] as const;
export type PointMallTab = (typeof pointMallTabs)[number];

/** Points per unit of valid bet (or of deposit) for one source (`MCSFE_getPointConfig`, SPEC §9). */
export interface PointEarnRate {
  source: PointSource;
  rate: number;
}

export interface PointMallScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, MoneyProps {
  /**
   * The level of the screen's title: 1 (the default) when it is the page's heading, 2 inside a page that already has
   * its h1 (the site's section pages). The look is the same.
   */
  titleLevel?: 1 | 2;
  /**
   * Leaves the screen's own title out, for a page whose heading already says it (the site's section pages, whose
   * h1 is the route's title); the screen's sections stay h2, right under that h1.
   */
  isTitleHidden?: boolean;
  isLoggedIn: boolean;
  /** The member's points (`MCSFE_getPointBalance`); `null` for a guest. */
  balance: number | null;
  /** What the amount requirement is checked against (the member's valid bet in the period). */
  qualifyingAmount?: number;
  categories: readonly PointRewardCategory[];
  rewards: readonly PointReward[];
  /** The category shown (controlled); `null` for all. Uncontrolled when left out. */
  category?: string | null;
  onCategoryChange?: (category: string | null) => void;
  /** Points to cash; the convert button shows when given (and `onConvert`). */
  conversion?: PointConversion | null;
  /** How points are earned, shown under the balance. */
  earnRates?: readonly PointEarnRate[];
  onRedeem: (request: RedeemRequest) => Promise<void> | void;
  onConvert?: (request: ConvertRequest) => Promise<void> | void;
  onLogin?: () => void;
  paymentPasswordRule?: FieldValidationConfig;
  /** The redeem history (a `RedeemHistory`); adds its tab. */
  history?: ReactNode;
  /** The points ledger (a `PointsTransactions`); adds its tab. */
  transactions?: ReactNode;
  /** The tab shown (controlled); uncontrolled when left out. */
  tab?: PointMallTab;
  onTabChange?: (tab: PointMallTab) => void;
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
}
