import type { HTMLAttributes, ReactNode } from 'react';
import type { PromotionCardActions } from '../PromotionCard/PromotionCard.types';
import type { PromotionCategory, PromotionSummary } from '../shared/promotion.types';

export interface PromotionListProps extends PromotionCardActions, Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The type categories (PROMOFE_getPromotionAnnouncementCategory), in the operator's order; "All" comes first. */
  categories: readonly PromotionCategory[];
  promotions: readonly PromotionSummary[];
  /** The selected category's id; `null` for every category (controlled). */
  categoryId: string | null;
  onCategoryChange: (categoryId: string | null) => void;
  /** Skeleton cards in place of the list. */
  isLoading?: boolean;
  /** The list could not be loaded: `true` for the localized message, or the message to show. */
  error?: ReactNode;
  onRetry?: () => void;
  /** The section's heading level and its text (default: the localized "Promotions", level 2). */
  title?: ReactNode;
  isTitleHidden?: boolean;
}
