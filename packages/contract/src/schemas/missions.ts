/**
 * Missions (member centre page missionLeaderboard, reward centre): tasks over a period, such as "play N rounds" or
 * "bet X (valid bets) in a product type", whose progress the platform computes from the member's settled rounds. A
 * completed mission's reward is claimed once per period and credited as a bonus (source `mission`) with its turnover.
 * Periods are calendar days of the merchant's time zone: `daily` (one day), `weekly` (Monday to Sunday) or `event`
 * (fixed first and last days). Money is in major units.
 */
import { z } from 'zod';
import { int4IdSchema } from './common';
import { betRecordCategories } from './records';

/** What a mission counts: settled rounds, or valid bets (money). */
export const missionKinds = ['rounds', 'validBet'] as const;
export type MissionKind = (typeof missionKinds)[number];

export const missionPeriods = ['daily', 'weekly', 'event'] as const;
export type MissionPeriod = (typeof missionPeriods)[number];

/**
 * A mission's state for the member, named after SPEC §4's activity statuses: `comingSoon` (an event not started yet),
 * `inProcess` (open, target not reached), `claim` (target reached, reward not claimed: the badge counts these),
 * `claimed` (reward credited for this period).
 */
export const missionStatuses = ['comingSoon', 'inProcess', 'claim', 'claimed'] as const;
export type MissionStatus = (typeof missionStatuses)[number];

/** Largest leaderboard. */
export const MISSION_LEADERBOARD_MAX = 100;
export const MISSION_LEADERBOARD_DEFAULT = 20;

const money = z.number();

export const missionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** In the request's language (JA when the mission has no text in it). */
  title: z.string(),
  description: z.string(),
  kind: z.enum(missionKinds),
  /** The product type counted; null: every type. */
  category: z.enum(betRecordCategories).nullable(),
  /** Rounds, or valid bets in major units. */
  target: z.number(),
  progress: z.number(),
  reward: money,
  /** Turnover the reward adds, as a multiple of it. */
  turnoverMultiple: z.number(),
  period: z.enum(missionPeriods),
  /** The current period: first day and last day (yyyy-MM-dd, merchant's zone), and its end as epoch ms. */
  periodFrom: z.string(),
  periodTo: z.string(),
  endsAt: z.number(),
  status: z.enum(missionStatuses),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionListResponseSchema = z.object({
  list: z.array(missionSchema),
  /** The merchant's time zone the periods are read in. */
  timeZone: z.string(),
});
export type MissionListResponse = z.infer<typeof missionListResponseSchema>;

/** The badge of SPEC §2 is `count` (missions whose reward can be claimed now). */
export const missionSummaryResponseSchema = z.object({
  count: z.number().int(),
  /** Missions open now (in process, claimable or claimed); 0 hides the mission activity entry. */
  active: z.number().int(),
  claimed: z.number().int(),
});
export type MissionSummaryResponse = z.infer<typeof missionSummaryResponseSchema>;

export const missionClaimRequestSchema = z.object({ missionId: int4IdSchema });
export type MissionClaimRequest = z.infer<typeof missionClaimRequestSchema>;

export const missionClaimResponseSchema = z.object({
  missionId: z.number().int(),
  amount: money,
  /** Turnover added to the member's requirement. */
  turnover: money,
  /** The main wallet after the credit. */
  balance: money,
  status: z.literal('claimed'),
});
export type MissionClaimResponse = z.infer<typeof missionClaimResponseSchema>;

export const missionLeaderboardRequestSchema = z.object({
  /** The mission ranked; absent: the first open mission. */
  missionId: int4IdSchema.optional(),
  limit: z.number().int().min(1).max(MISSION_LEADERBOARD_MAX).optional(),
});
export type MissionLeaderboardRequest = z.infer<typeof missionLeaderboardRequestSchema>;

export const missionLeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** Masked (first and last characters). */
  account: z.string(),
  /** Rounds, or valid bets in major units, of the current period. */
  value: z.number(),
  completed: z.boolean(),
  /** This row is the caller. */
  isMe: z.boolean(),
});

export const missionLeaderboardResponseSchema = z.object({
  /** null when the merchant has no open mission. */
  missionId: z.number().int().nullable(),
  title: z.string().nullable(),
  kind: z.enum(missionKinds).nullable(),
  target: z.number().nullable(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  list: z.array(missionLeaderboardEntrySchema),
  /** The caller's own place (rank null when the caller has no progress yet). */
  me: z.object({ rank: z.number().int().nullable(), value: z.number() }),
  timeZone: z.string(),
});
export type MissionLeaderboardResponse = z.infer<typeof missionLeaderboardResponseSchema>;
