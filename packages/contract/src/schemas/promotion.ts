/**
 * Promotions (reward centre, `REWCEN3`): the type categories (`PROMOFE_getPromotionAnnouncementCategory`), the list
 * and detail of promotions with the member's activity status (SPEC §4, computed by the platform), joining a deposit
 * bonus, the sign-up request (a comment of at most 140 characters and up to 3 png/jpg images, multipart), the raffle
 * (claim a ticket, its status after the draw), the Zalo/WhatsApp bonus (SPEC §8) and the member's claim list.
 * Money is in major units with at most two decimals; titles and content come in the `Language` of the call (the
 * merchant's default, then English, when the promotion has no text in it). Content is HTML sanitized by the platform.
 */
import { z } from 'zod';
import { ACTIVITY_STATUSES, COMMENT_MAX_LENGTH, UPLOAD_LIMITS } from '../constants';
import { INT4_MAX, pageNoSchema, pageSizeSchema } from './common';

/** What a promotion does: a deposit bonus, a sign-up request the operator reviews, a raffle, the Zalo/WhatsApp bonus. */
export const promotionKinds = ['depositBonus', 'signUp', 'raffle', 'contactBonus'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** Who may take part: everyone, members of the listed VIP levels, or members registered within `newMemberDays`. */
export const promotionTargets = ['all', 'vip', 'newMembers'] as const;
export type PromotionTarget = (typeof promotionTargets)[number];

/** A deposit bonus's deposit: the member's first deposit only, or any deposit. */
export const depositBonusDeposits = ['first', 'any'] as const;
/** How a member takes a deposit bonus: join (apply) before depositing, or automatically on a qualifying deposit. */
export const depositBonusJoins = ['apply', 'auto'] as const;

export const activityStatusSchema = z.enum(ACTIVITY_STATUSES);

/** A promotion id (int4). */
export const promotionIdSchema = z.number().int().min(1).max(INT4_MAX);

/** The client's idempotency key of one action (a double click or a retry sends the same one). */
export const promotionRequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, "_" or "-"');

// ---- categories ------------------------------------------------------------------------------------------------------

export const promotionCategorySchema = z.object({
  id: z.number().int(),
  /** Stable code (deposit, event, raffle, newbie, vip...). */
  code: z.string(),
  /** Name in the call's language. */
  name: z.string(),
  /** Promotions of this category currently listed (not ended). */
  count: z.number().int().min(0),
});
export const promotionCategoriesResponseSchema = z.array(promotionCategorySchema);

// ---- list and detail -------------------------------------------------------------------------------------------------

export const promotionListRequestSchema = z.object({
  /** Only this category (all when absent). */
  categoryId: z.number().int().min(1).max(INT4_MAX).optional(),
  pageNo: pageNoSchema.optional(),
  pageSize: pageSizeSchema.optional(),
});

/** The rules a site shows (all money in major units). */
export const promotionRulesSchema = z.object({
  /** depositBonus: first or any deposit, apply or auto, percent of the deposit, cap, smallest deposit. */
  deposit: z.enum(depositBonusDeposits).optional(),
  join: z.enum(depositBonusJoins).optional(),
  percent: z.number().optional(),
  maxBonus: z.number().optional(),
  minDeposit: z.number().optional(),
  /** signUp and contactBonus: the bonus granted. */
  amount: z.number().optional(),
  /** raffle: prizes, best first (amount and how many of it). */
  prizes: z.array(z.object({ amount: z.number(), count: z.number().int() })).optional(),
  /** Turnover required, as a multiple of the bonus. */
  turnoverMultiple: z.number(),
});

export const promotionSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(promotionKinds),
  categoryId: z.number().int(),
  categoryCode: z.string(),
  title: z.string(),
  /** One line under the title. */
  summary: z.string(),
  /** Art: an image URL (absolute, or a path on the platform's origin). */
  imageUrl: z.string(),
  target: z.enum(promotionTargets),
  /** VIP level ids that may take part (target vip). */
  vipLevels: z.array(z.number().int()),
  /** Days since registration a member counts as new (target newMembers). */
  newMemberDays: z.number().int().nullable(),
  /** Period, ms timestamps. */
  startTime: z.number(),
  endTime: z.number(),
  /** The member's status (a visitor's: the action the promotion offers, or coming soon / closed). */
  status: activityStatusSchema,
  /** Whether this member (or a visitor, once logged in as anyone) may take part; false for members outside the target. */
  eligible: z.boolean(),
  rules: promotionRulesSchema,
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const promotionListResponseSchema = z.object({
  list: z.array(promotionSummarySchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const promotionDetailRequestSchema = z.object({ promotionId: promotionIdSchema });

/** The member's part in a promotion (null for a visitor, or a member who has not taken part). */
export const promotionEntrySchema = z.object({
  id: z.number().int(),
  status: activityStatusSchema,
  /** When the member joined, applied or claimed (ms). */
  createdAt: z.number(),
  /** The bonus granted, major units (null until granted). */
  bonusAmount: z.number().nullable(),
  /** A sign-up request's comment, and the operator's reason when rejected. */
  comment: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** A raffle ticket's number, and its prize once drawn (0: no prize). */
  ticketNo: z.string().nullable(),
  prize: z.number().nullable(),
  images: z.number().int(),
});

export const promotionDetailResponseSchema = promotionSummarySchema.extend({
  /** Sanitized HTML in the call's language. */
  content: z.string(),
  entry: promotionEntrySchema.nullable(),
  /** raffle: tickets claimed so far, and when it is (or was) drawn (ms, null until drawn). */
  tickets: z.number().int().nullable(),
  drawnAt: z.number().nullable(),
});

// ---- actions ---------------------------------------------------------------------------------------------------------

/** Join a deposit bonus before depositing, or claim the Zalo/WhatsApp bonus (idempotent per member and promotion). */
export const promotionJoinRequestSchema = z.object({ promotionId: promotionIdSchema, requestId: promotionRequestIdSchema.optional() });
export const promotionActionResponseSchema = z.object({
  promotionId: z.number().int(),
  status: activityStatusSchema,
  entry: promotionEntrySchema,
  /** A repeat of an action already done (nothing changed). */
  repeated: z.boolean(),
});

/** The file parts of a sign-up request: named `images`, png or jpg (by content), at most 3 of 5 MB each. */
export const SIGN_UP_REQUEST_UPLOAD = {
  field: 'images',
  maxCount: UPLOAD_LIMITS.maxFiles,
  maxBytes: UPLOAD_LIMITS.maxBytes,
  mimeTypes: UPLOAD_LIMITS.mimeTypes,
} as const;

/** Text fields of a sign-up request (multipart/form-data; numbers as their text); the images are file parts. */
export const signUpRequestSchema = z.object({
  promotionId: promotionIdSchema,
  comment: z.string().trim().max(COMMENT_MAX_LENGTH, `at most ${COMMENT_MAX_LENGTH} characters`).optional(),
});

export const raffleClaimRequestSchema = z.object({ promotionId: promotionIdSchema, requestId: promotionRequestIdSchema.optional() });
export const raffleStatusRequestSchema = z.object({ promotionId: promotionIdSchema });
export const raffleStatusResponseSchema = z.object({
  promotionId: z.number().int(),
  status: activityStatusSchema,
  ticketNo: z.string().nullable(),
  tickets: z.number().int(),
  endTime: z.number(),
  drawnAt: z.number().nullable(),
  /** This member's prize, major units (null before the draw or without a ticket; 0: no prize). */
  prize: z.number().nullable(),
  /** Winners once drawn: masked account, ticket and prize. */
  winners: z.array(z.object({ account: z.string(), ticketNo: z.string(), prize: z.number() })),
});

// ---- the member's claims -------------------------------------------------------------------------------------------

export const promotionClaimListRequestSchema = z.object({
  pageNo: pageNoSchema.optional(),
  pageSize: pageSizeSchema.optional(),
});
export const promotionClaimSchema = promotionEntrySchema.extend({
  promotionId: z.number().int(),
  kind: z.enum(promotionKinds),
  title: z.string(),
});
export const promotionClaimListResponseSchema = z.object({
  list: z.array(promotionClaimSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
