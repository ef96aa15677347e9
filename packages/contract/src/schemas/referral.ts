/**
 * Invite friends (member centre page referral): the member's own referral code (stable, unique per merchant), the link
 * and QR payload that carry it to registration (`referralCode`), the rule of the merchant's programme, and the members
 * who registered with it (accounts masked) with the reward each earned. The referrer is rewarded (a bonus of source
 * `referral`) when a referee's deposit qualifies under the merchant's rule. Money is in major units.
 */
import { z } from 'zod';
import { pageNoSchema } from './common';

/** A referee's state: registered (no qualifying deposit yet), pending (qualified, the reward is being paid), rewarded. */
export const refereeStatuses = ['registered', 'pending', 'rewarded'] as const;
export type RefereeStatus = (typeof refereeStatuses)[number];

/** Characters of a referral code: capitals and digits without the look-alikes 0, O, 1, I. */
export const REFERRAL_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;
export const REFERRAL_MAX_PAGE_SIZE = 100;

const money = z.number();

export const referralRuleSchema = z.object({
  /** Only the referee's first deposit counts (else the first one of at least minDeposit). */
  firstDepositOnly: z.boolean(),
  minDeposit: money,
  /** Reward = fixedReward + percent of the deposit, at most maxReward. */
  fixedReward: money,
  percent: z.number(),
  maxReward: money,
  turnoverMultiple: z.number(),
});
export type ReferralRule = z.infer<typeof referralRuleSchema>;

export const referralInfoResponseSchema = z.object({
  /** The merchant runs the programme (the invite friends entry shows only then). */
  enabled: z.boolean(),
  code: z.string(),
  /** Registration path with the code, for the site's own origin. */
  path: z.string(),
  /** Absolute link on the merchant's domain; also the QR code's payload. */
  link: z.string(),
  qrPayload: z.string(),
  rule: referralRuleSchema,
  totals: z.object({
    referees: z.number().int(),
    /** Referees whose deposit qualified (rewarded or pending). */
    qualified: z.number().int(),
    rewarded: z.number().int(),
    /** Rewards credited, major units. */
    rewards: money,
    /** Rewards qualified but not credited yet. */
    pending: money,
  }),
});
export type ReferralInfoResponse = z.infer<typeof referralInfoResponseSchema>;

export const referralListRequestSchema = z.object({
  pageNo: pageNoSchema.optional(),
  pageSize: z.number().int().min(1).max(REFERRAL_MAX_PAGE_SIZE).optional(),
});
export type ReferralListRequest = z.infer<typeof referralListRequestSchema>;

export const refereeSchema = z.object({
  /** Masked account. */
  account: z.string(),
  registeredAt: z.number(),
  status: z.enum(refereeStatuses),
  /** The reward earned (0 while registered). */
  reward: money,
  rewardedAt: z.number().nullable(),
});
export type Referee = z.infer<typeof refereeSchema>;

export const referralListResponseSchema = z.object({
  list: z.array(refereeSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type ReferralListResponse = z.infer<typeof referralListResponseSchema>;
