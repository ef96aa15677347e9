/**
 * What a promotion is, as the platform sends it (PROMOFE_getPromotionAnnouncementCategory for the categories,
 * MCSFE_getAvailablePromotions / MCSFE_getMerchantAvailablePromotions for the list, MCS2_getPromotionClaimList for
 * the member's claims). Texts arrive in the member's language; the rich ones are HTML, sanitized by the kit.
 */
import type { ActivityStatus } from '../../feedback/StatusBadge';

export type { ActivityStatus } from '../../feedback/StatusBadge';

/** The engine's kinds (issue 15): deposit bonus, sign-up request, raffle, mission, referral, contact (Zalo/WhatsApp) bonus. */
export const promotionKinds = ['depositBonus', 'signUp', 'raffle', 'mission', 'referral', 'contactBonus'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** Who a promotion is for. */
export const promotionTargets = ['all', 'vip', 'newMembers'] as const;
export type PromotionTarget = (typeof promotionTargets)[number];

/** A type category (a filter tab), PROMOFE_getPromotionAnnouncementCategory. */
export interface PromotionCategory {
  id: string;
  /** Its name in the member's language, as the operator wrote it. */
  name: string;
}

/** One promotion on the list (a card). Times are millisecond timestamps; money in major units. */
export interface PromotionSummary {
  id: string;
  kind: PromotionKind;
  /** The type category's id (a `PromotionCategory.id`). */
  categoryId: string;
  title: string;
  /** One or two plain-text lines under the title. */
  summary?: string;
  /** The art's URL (16:9); the kit draws a placeholder from the kind when missing or broken. */
  imageUrl?: string;
  startTime: number;
  /** `null`: no end date ("long term"). */
  endTime: number | null;
  /** Computed by the platform for this member (SPEC §4); never guessed by the client. */
  status: ActivityStatus;
  target?: PromotionTarget;
  /** A ribbon on the card. */
  isHot?: boolean;
}

/** The detail page: the card's fields plus the rich content and terms. */
export interface PromotionDetailData extends PromotionSummary {
  /** Rich HTML in the member's language (sanitized before it reaches the DOM). */
  content: string;
  /** Terms and conditions, rich HTML. */
  terms?: string;
  /** Why the operator rejected the member's request (status `rejected`), plain text. */
  rejectReason?: string;
}

/** The statuses with something to do: a button that calls the owner. */
export const actionableStatuses = ['join', 'claim'] as const satisfies readonly ActivityStatus[];
export type ActionableStatus = (typeof actionableStatuses)[number];

export function isActionable(status: ActivityStatus): status is ActionableStatus {
  return (actionableStatuses as readonly string[]).includes(status);
}

/** The game categories (SPEC §3 vendor groups) that missions, cashback rates and points are counted in. */
export const gameCategories = ['LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP', 'LOTT'] as const;
export type GameCategory = (typeof gameCategories)[number];
