/** The jackpot (VIS_getJackpot) and join us (the agent application). Feedback is in system.ts. */
import { z } from 'zod';

export const jackpotResponseSchema = z.object({
  /** The pool now, major units. */
  amount: z.number().min(0),
  /** The last win (account masked), null before the first. */
  lastWin: z.object({ account: z.string(), amount: z.number().min(0), at: z.number() }).nullable(),
});
export type Jackpot = z.infer<typeof jackpotResponseSchema>;

export const agentApplicationChannels = ['mobile', 'email', 'telegram', 'whatsapp', 'line', 'zalo'] as const;
export type AgentApplicationChannel = (typeof agentApplicationChannels)[number];

/** Join us: a member asks to become an agent; the operator approves or rejects it. */
export const agentApplicationRequestSchema = z.object({
  /** How the affiliate team reaches the applicant. */
  channel: z.enum(agentApplicationChannels),
  contact: z.string().trim().min(3).max(100),
  /** About the applicant's audience (at most 140 characters, as every comment). */
  message: z.string().trim().max(140).optional(),
});
export const agentApplicationResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.number(),
});

/**
 * What a commission tier's amount condition counts over the agent's active members in the month: their net profit
 * for the merchant (stakes lost less winnings and bonuses) or their valid bet.
 */
export const affiliateCommissionBases = ['netProfit', 'validBet'] as const;
export type AffiliateCommissionBasis = (typeof affiliateCommissionBases)[number];

/** One tier: what a month needs, and the commission it pays (a percent of the month's net profit). */
export const affiliateTierSchema = z.object({
  /** Active members the agent needs in the month. */
  minActiveMembers: z.number().int().min(1),
  /** The least net profit or valid bet (as `basis` says) of those members in the month, major units. */
  minAmount: z.number().min(0),
  /** Commission rate in percent (35 is 35 %). */
  commissionPercent: z.number().gt(0).max(100),
});
export type AffiliateTier = z.infer<typeof affiliateTierSchema>;

export const affiliateContactSchema = z.object({
  channel: z.enum(agentApplicationChannels),
  /** The handle, number or address on that channel. */
  value: z.string().min(1).max(100),
});

/**
 * The merchant's affiliate programme (join us, public): its commission tiers, lowest first (each needs more active
 * members than the one before), settled monthly; empty tiers when the merchant publishes none.
 */
export const affiliateProgrammeResponseSchema = z.object({
  tiers: z
    .array(affiliateTierSchema)
    .max(20)
    .refine((tiers) => tiers.every((tier, i) => i === 0 || tier.minActiveMembers > tiers[i - 1]!.minActiveMembers), {
      message: 'tiers go up by active members',
    }),
  basis: z.enum(affiliateCommissionBases),
  /** Commission is computed and paid once a month. */
  settlement: z.literal('monthly'),
  /** A member counts as active in a month with deposits of at least this in it (major units; 0: any deposit). */
  activeMemberMinDeposit: z.number().min(0),
  /** How the affiliate team can be reached (empty when the merchant gives none). */
  contacts: z.array(affiliateContactSchema).max(10),
});
export type AffiliateProgramme = z.infer<typeof affiliateProgrammeResponseSchema>;
