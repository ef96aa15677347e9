import type { HTMLAttributes, ReactNode } from 'react';
import type { ActivityStatus, PromotionDetailData } from '../shared/promotion.types';

export interface PromotionDetailProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * The level of the screen's title: 1 (the default) when it is the page's heading, 2 inside a page that already has
   * its h1 (the site's section pages). The look is the same.
   */
  titleLevel?: 1 | 2;
  /** The promotion; `null` while loading or when it failed. */
  promotion: PromotionDetailData | null;
  /** The type category's name (a chip). */
  categoryName?: string;
  isLoading?: boolean;
  /** `true` for the localized message, or the message to show. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Join or claim (only those statuses call it): a sign-up promotion's host then shows PromotionSignUpForm. */
  onAction?: (status: ActivityStatus) => void;
  /** The action is on its way (the button spins). */
  isActionPending?: boolean;
  isVisitor?: boolean;
  onLoginRequest?: () => void;
  /** "Back to promotions". */
  onBack?: () => void;
  timeZone?: string;
  /** Under the content: the kind's own part (PromotionSignUpForm, RafflePanel, MissionList). */
  children?: ReactNode;
}
