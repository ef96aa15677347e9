/**
 * Agent contracts (issue 17, SPEC §3, §4, §9; ADR 0010): dividend (SIGNCONDIV3), daily salary (DAILYSALCONT3), hourly
 * salary (HOURSAL3) and real-time salary (RTSALARY3). An upline offers a contract to a direct downline agent (or the
 * merchant offers one to a top-level agent); the downline accepts or refuses; either side can ask for termination and
 * the other agrees or not. Statuses: new, termination, signed, cancelled, refused.
 *
 * What a contract pays, per period, from the merchant to the contractee: `rate` percent of the contractee's team
 * figure (the team is the contractee and every downline below it): the valid bet for salaries, the team's net loss
 * (the house's profit, when positive) for dividends; less what the contracts it gave its own downlines earn on their
 * teams (the level difference), never below zero; nothing in a period whose active members or valid bet stay below
 * the contract's conditions. The rate rule: every upline's rate is at or above its downlines' rates (ADR 0010); an
 * offer above the upline's own rate is refused, and accepting (or ending) a contract whose new rate is below rates the
 * contractee gave below dissolves those contracts, after a warning (`contract_rate_conflict`) acknowledged first.
 */
import { z } from 'zod';
import { pageNoSchema } from './common';
import { RECORD_MAX_PAGE_SIZE } from './records';

export const contractTypes = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractType = (typeof contractTypes)[number];

export const contractStatuses = ['new', 'termination', 'signed', 'cancelled', 'refused'] as const;
export type ContractStatus = (typeof contractStatuses)[number];
/** Statuses in which a contract is in force (and pays). */
export const CONTRACT_IN_FORCE: readonly ContractStatus[] = ['signed', 'termination'];

/** Payout periods: a salary's is fixed by its type; a dividend's is chosen when offered (SPEC §9). */
export const contractPeriods = ['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type ContractPeriod = (typeof contractPeriods)[number];
export const dividendPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const satisfies readonly ContractPeriod[];
export type DividendPeriod = (typeof dividendPeriods)[number];
export const SALARY_PERIODS: Readonly<Record<Exclude<ContractType, 'dividend'>, ContractPeriod>> = {
  daily: 'daily',
  hourly: 'hourly',
  realtime: 'realtime',
};

/** The side of a contract: the upline that offers it (null upline: the merchant) or the downline that signs it. */
export const contractRoles = ['upline', 'downline'] as const;
export type ContractRole = (typeof contractRoles)[number];

/** What a contract's rate is a percent of. */
export const contractBases: Readonly<Record<ContractType, 'validBet' | 'netLoss'>> = {
  dividend: 'netLoss',
  daily: 'validBet',
  hourly: 'validBet',
  realtime: 'validBet',
};

/** The feature code of each contract page (conventions: agent contracts). */
export const contractModIds: Readonly<Record<ContractType, string>> = {
  dividend: 'SIGNCONDIV3',
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
};

/** Rates are percents with at most two decimals. */
export const contractRateSchema = z
  .number()
  .positive()
  .max(100)
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), { message: 'validation:rateDecimals' });
const money = z.number();

// ---- policy (consolidated contract info, AGENTPOLICY3) ----------------------------------------------------------------

export const contractTypePolicySchema = z.object({
  type: z.enum(contractTypes),
  enabled: z.boolean(),
  /** The highest rate anyone may hold (a top-level agent's contract from the merchant). */
  maxRate: z.number(),
  minRate: z.number(),
  /** Periods an offer may choose (one for a salary). */
  periods: z.array(z.enum(contractPeriods)),
  /** Default conditions of an offer. */
  minActiveMembers: z.number().int(),
  minValidBet: money,
});
export const consolidatedSettingsResponseSchema = z.object({
  contracts: z.array(contractTypePolicySchema),
  /** The merchant's zone that day, week and month periods are read in. */
  timeZone: z.string(),
});
export type ContractTypePolicy = z.infer<typeof contractTypePolicySchema>;

// ---- one contract ----------------------------------------------------------------------------------------------------

export const contractFiguresSchema = z.object({
  periodStart: z.number(),
  periodEnd: z.number(),
  /** Team members (the contractee included) who bet in the period. */
  activeMembers: z.number().int(),
  validBet: money,
  /** The team's win/loss (payout - stake): negative when the team lost, which is the dividends' base. */
  profitLoss: money,
  /** What the period pays if it closed now (after conditions and the level difference). */
  amount: money,
});
export type ContractFigures = z.infer<typeof contractFiguresSchema>;

export const contractSchema = z.object({
  id: z.number().int(),
  type: z.enum(contractTypes),
  status: z.enum(contractStatuses),
  /** The caller's side. */
  role: z.enum(contractRoles),
  /** The upline's account; null when the merchant offered it. */
  upline: z.string().nullable(),
  downline: z.string(),
  rate: z.number(),
  period: z.enum(contractPeriods),
  minActiveMembers: z.number().int(),
  minValidBet: money,
  /** Who asked for termination (status termination). */
  terminationBy: z.enum(contractRoles).nullable(),
  /** Why a contract was cancelled: ended by agreement, withdrawn offer, replaced by a newer one, or dissolved by the rate rule. */
  endReason: z.enum(['terminated', 'withdrawn', 'replaced', 'dissolved']).nullable(),
  createdAt: z.number(),
  signedAt: z.number().nullable(),
  endedAt: z.number().nullable(),
  /** The current period's figures (for a contract in force). */
  current: contractFiguresSchema.nullable(),
  /** Paid so far, and the last settled period. */
  totalPaid: money,
  lastSettlement: z.object({ periodStart: z.number(), periodEnd: z.number(), amount: money, settledAt: z.number() }).nullable(),
  /** Contracts below the downline that accepting (or ending) this one would dissolve (rates above the new rate). */
  conflicts: z.array(z.object({ upline: z.string(), downline: z.string(), rate: z.number() })),
  /** What the caller may do now. */
  actions: z.array(z.enum(['withdraw', 'accept', 'refuse', 'terminate', 'agreeTermination', 'rejectTermination'])),
});
export type AgentContract = z.infer<typeof contractSchema>;

// ---- contract lists (the four processing calls) ---------------------------------------------------------------------

export const contractListRequestSchema = z.object({
  role: z.enum(contractRoles).optional(),
  status: z.enum(contractStatuses).optional(),
  pageNo: pageNoSchema.optional(),
  pageSize: z.number().int().min(1).max(RECORD_MAX_PAGE_SIZE).optional(),
});
export type ContractListRequest = z.infer<typeof contractListRequestSchema>;

export const contractListResponseSchema = z.object({
  type: z.enum(contractTypes),
  policy: contractTypePolicySchema,
  /** The caller's own contract of this type in force (its rate bounds what it may offer), if any. */
  own: contractSchema.nullable(),
  /** Direct downline agents the caller may offer this type to (without a pending offer). */
  offerable: z.array(z.object({ account: z.string(), rate: z.number().nullable() })),
  list: z.array(contractSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  timeZone: z.string(),
});
export type ContractList = z.infer<typeof contractListResponseSchema>;

// ---- contract requests (offer, accept, refuse, terminate ...) -------------------------------------------------------

export const contractActions = ['offer', 'withdraw', 'accept', 'refuse', 'terminate', 'agreeTermination', 'rejectTermination'] as const;
export type ContractAction = (typeof contractActions)[number];

export const contractOfferSchema = z.object({
  action: z.literal('offer'),
  type: z.enum(contractTypes),
  /** A direct downline agent's account. */
  downline: z.string().trim().min(1).max(32),
  rate: contractRateSchema,
  /** A dividend's payout period (a salary's is its type's). */
  period: z.enum(dividendPeriods).optional(),
  minActiveMembers: z.number().int().min(0).max(100_000).optional(),
  /** Major units. */
  minValidBet: z.number().min(0).max(1_000_000_000).optional(),
  /** The caller saw the rate conflict warning and agrees that the listed contracts are dissolved. */
  acknowledgeConflict: z.boolean().optional(),
});
export const contractDecisionSchema = z.object({
  action: z.enum(['withdraw', 'accept', 'refuse', 'terminate', 'agreeTermination', 'rejectTermination']),
  contractId: z.number().int().positive(),
  acknowledgeConflict: z.boolean().optional(),
});
export const contractRequestSchema = z.discriminatedUnion('action', [
  contractOfferSchema,
  contractDecisionSchema.extend({ action: z.literal('withdraw') }),
  contractDecisionSchema.extend({ action: z.literal('accept') }),
  contractDecisionSchema.extend({ action: z.literal('refuse') }),
  contractDecisionSchema.extend({ action: z.literal('terminate') }),
  contractDecisionSchema.extend({ action: z.literal('agreeTermination') }),
  contractDecisionSchema.extend({ action: z.literal('rejectTermination') }),
]);
export type ContractRequest = z.infer<typeof contractRequestSchema>;
export const contractRequestResponseSchema = z.object({ contract: contractSchema });

/** `value` of a `contract_rate_conflict` failure: the contracts that would be dissolved. */
export const contractRateConflictValueSchema = z.object({
  rate: z.number(),
  conflicts: z.array(z.object({ upline: z.string(), downline: z.string(), rate: z.number() })),
});
