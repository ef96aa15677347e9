/**
 * The agent centre's platform calls (issue 17): announcements for agents, team overview, register centre (downline
 * accounts and the invitation link), team management, team betting, user profit and loss, my income and downline
 * transaction details. Only agents (types 1, 2, 41, 42: `isAgentAccount`) may call them; others get `not_an_agent`
 * (403). Every figure is of the caller's own team: its downlines at any depth, never the agent itself nor another
 * agent's. Periods are whole days `from` .. `to` (yyyy-MM-dd, both included, at most RECORD_MAX_RANGE_DAYS) in the
 * merchant's time zone, as in the member centre's records; money is in major units; totals are of the whole filtered
 * period, not the page.
 */
import { z } from 'zod';
import { contractTypes } from './agentContracts';
import { pageNoSchema } from './common';
import { affiliateProgrammeResponseSchema } from './engagement';
import {
  RECORD_MAX_PAGE_SIZE,
  RECORD_MAX_RANGE_DAYS,
  betRecordCategories,
  betRecordStatuses,
  recordDateSchema,
  recordRangeDays,
} from './records';

/** `to` not before `from`, and at most RECORD_MAX_RANGE_DAYS days in all (issues on `to`). */
function checkPeriod(value: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const days = recordRangeDays(value.from, value.to);
  if (Number.isNaN(days)) return;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation:dateRangeOrder' });
  else if (days > RECORD_MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation:dateRangeTooLong' });
}

const period = { from: recordDateSchema, to: recordDateSchema };
const page = {
  pageNo: pageNoSchema.optional(),
  pageSize: z.number().int().min(1).max(RECORD_MAX_PAGE_SIZE).optional(),
};
const money = z.number();
/** A downline's login name to search by (a part of it for the team list; the whole name for the reports). */
export const agentAccountSearchSchema = z.string().trim().min(1).max(32);

const pageFields = {
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** The merchant's time zone the dates were read in (IANA name). */
  timeZone: z.string(),
};

// ---- announcements (AGENTANNOUNCE3) ---------------------------------------------------------------------------------

export const agentAnnouncementsRequestSchema = z.object({ ...page });
export const agentAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Rich HTML (the client sanitizes it). */
  content: z.string(),
  /** Published, ms since the epoch. */
  date: z.number(),
});
export const agentAnnouncementsResponseSchema = z.object({ list: z.array(agentAnnouncementSchema) });

// ---- team overview (AGEINFO3) ---------------------------------------------------------------------------------------

export const teamOverviewRequestSchema = z.object({ ...period }).superRefine(checkPeriod);

export const teamOverviewDaySchema = z.object({
  date: z.string(),
  newMembers: z.number().int(),
  /** Downlines who bet that day. */
  activeMembers: z.number().int(),
  deposits: money,
  withdrawals: money,
  validBet: money,
  /** The members' win/loss (payout - stake of settled rounds): negative when the team lost. */
  winLoss: money,
});

export const teamOverviewResponseSchema = z.object({
  /** Downlines at any depth, now. */
  teamSize: z.number().int(),
  /** Direct downlines (depth 1), now. */
  directMembers: z.number().int(),
  /** Downline agents (types 1, 2, 41, 42) at any depth, now. */
  agents: z.number().int(),
  /** Downlines registered in the period. */
  newMembers: z.number().int(),
  /** Downlines who bet in the period. */
  activeMembers: z.number().int(),
  deposits: money,
  withdrawals: money,
  rounds: z.number().int(),
  stake: money,
  validBet: money,
  payout: money,
  /** The members' win/loss. */
  winLoss: money,
  /** The house's view: -winLoss. */
  houseProfit: money,
  daily: z.array(teamOverviewDaySchema),
  timeZone: z.string(),
});
export type TeamOverview = z.infer<typeof teamOverviewResponseSchema>;

// ---- register centre (REGCEN) ---------------------------------------------------------------------------------------

/** What a downline account is created as: 0 a member, 1 an agent. */
export const downlineAccountTypes = [0, 1] as const;

export const registerDownlineRequestSchema = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(64),
  confirmPassword: z.string().max(64).optional(),
  type: z.union([z.literal(0), z.literal(1)]),
});
export type RegisterDownlineRequest = z.infer<typeof registerDownlineRequestSchema>;
export const registerDownlineResponseSchema = z.object({
  account: z.string(),
  type: z.number().int(),
  /** The new agent's own invitation code (null for a member). */
  affiliateCode: z.string().nullable(),
});

export const invitationInfoResponseSchema = z.object({
  affiliateCode: z.string(),
  /** The registration link, relative to the site's origin (the site makes it absolute and draws the QR). */
  link: z.string(),
});

/**
 * The agent's own affiliate summary (agentAffiliate, AFFMAN3) for the join-us page: its invitation code (given one when
 * it has none, as invitationInfo), the registration link (relative, and absolute on each available public domain of the
 * merchant), how many accounts registered through the code (direct downlines whose registration carried it; not the
 * register centre's) this calendar month of the merchant's zone and in total, and the commission plan the merchant's
 * affiliate programme offers (affiliateProgramme).
 */
export const agentAffiliateResponseSchema = z.object({
  affiliateCode: z.string(),
  /** The registration link relative to the site's origin, as invitationInfo gives it. */
  link: z.string(),
  /** The link on each available public domain of the merchant (empty when it lists none). */
  links: z.array(z.object({ domain: z.string(), url: z.string() })),
  registrations: z.object({
    /** The month counted (yyyy-MM, the merchant's zone). */
    month: z.string().regex(/^\d{4}-\d{2}$/),
    thisMonth: z.number().int().min(0),
    total: z.number().int().min(0),
  }),
  programme: affiliateProgrammeResponseSchema,
});
export type AgentAffiliate = z.infer<typeof agentAffiliateResponseSchema>;

// ---- team management (DOWNMAN) --------------------------------------------------------------------------------------

/** `direct`: depth 1 only; `all`: the whole team. */
export const downlineScopes = ['direct', 'all'] as const;

/**
 * `root`: the whole login name of a member of the caller's team (or the caller itself) whose downlines to list instead
 * of the caller's: `scope`, `account` and `depth` are then relative to it (1 = the root's direct downline). A root
 * that is not in the caller's team (another agent's member, or no such account) is refused alike with
 * validation_failed at `root` ('validation:notInTeam'), so the answer never tells whether it exists elsewhere.
 */
export const downlineListRequestSchema = z
  .object({
    ...period,
    scope: z.enum(downlineScopes).optional(),
    account: agentAccountSearchSchema.optional(),
    root: agentAccountSearchSchema.optional(),
    ...page,
  })
  .superRefine(checkPeriod);

export const downlineSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  /** 1 for a direct downline. */
  depth: z.number().int(),
  /** The login name of its upline. */
  upline: z.string().nullable(),
  /** Its own downlines at any depth. */
  teamSize: z.number().int(),
  /** Main wallet balance. */
  balance: money,
  lastLoginAt: z.number().nullable(),
  createdAt: z.number(),
  /** Its own valid bet and deposits in the period. */
  validBet: money,
  deposits: money,
  /** Its agent contracts in force (schemas/agentContracts.ts), by type, with their rates (percent). */
  contracts: z.array(z.object({ type: z.enum(contractTypes), rate: z.number() })),
});
export const downlineListResponseSchema = z.object({
  list: z.array(downlineSchema),
  /** With a `root`: the accounts from the caller's direct downline down to the root (the breadcrumb); else empty. */
  path: z.array(z.string()),
  ...pageFields,
});

// ---- team betting (TRANSBETREPMEM3) ---------------------------------------------------------------------------------

export const teamBettingRequestSchema = z
  .object({ ...period, account: agentAccountSearchSchema.optional(), category: z.enum(betRecordCategories).optional(), ...page })
  .superRefine(checkPeriod);

export const teamBetSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  time: z.number(),
  gameId: z.number().int(),
  gameName: z.string(),
  vendor: z.string(),
  category: z.enum(betRecordCategories),
  roundId: z.string(),
  stake: money,
  validBet: money,
  payout: money,
  winLoss: money,
  status: z.enum(betRecordStatuses),
});
export const teamBetTotalsSchema = z.object({
  count: z.number().int(),
  stake: money,
  validBet: money,
  payout: money,
  winLoss: money,
});
export const teamBettingResponseSchema = z.object({ list: z.array(teamBetSchema), ...pageFields, totals: teamBetTotalsSchema });

// ---- user profit and loss (AGETEAMPNL3) -----------------------------------------------------------------------------

export const teamProfitLossRequestSchema = z
  .object({ ...period, account: agentAccountSearchSchema.optional(), ...page })
  .superRefine(checkPeriod);

export const memberProfitLossSchema = z.object({
  account: z.string(),
  type: z.number().int(),
  depth: z.number().int(),
  rounds: z.number().int(),
  stake: money,
  validBet: money,
  payout: money,
  winLoss: money,
  deposits: money,
  withdrawals: money,
  /** Bonuses credited in the period: the ledger kinds of transaction type 'bonus' (in - out). */
  bonuses: money,
});
export const teamProfitLossResponseSchema = z.object({
  /** Downlines who bet, deposited, withdrew or got bonuses in the period, by account. */
  list: z.array(memberProfitLossSchema),
  ...pageFields,
  totals: memberProfitLossSchema.omit({ account: true, type: true, depth: true }),
});

// ---- my income (AGEREV3) --------------------------------------------------------------------------------------------

export const agentIncomeTypes = ['commission', 'salary', 'dividend'] as const;
export type AgentIncomeType = (typeof agentIncomeTypes)[number];

export const myIncomeRequestSchema = z
  .object({ ...period, type: z.enum(agentIncomeTypes).optional(), ...page })
  .superRefine(checkPeriod);
export const incomeEntrySchema = z.object({
  id: z.number().int(),
  time: z.number(),
  type: z.enum(agentIncomeTypes),
  amount: money,
  balanceAfter: money,
});
export const myIncomeResponseSchema = z.object({
  list: z.array(incomeEntrySchema),
  ...pageFields,
  totals: z.object({ commission: money, salary: money, dividend: money, total: money }),
});

// ---- downline transaction details (AGEDOWNTRANS3) -------------------------------------------------------------------

export const downlineTransactionTypes = ['deposit', 'withdrawal', 'transfer'] as const;
export type DownlineTransactionType = (typeof downlineTransactionTypes)[number];

export const downlineTransactionsRequestSchema = z
  .object({
    ...period,
    type: z.enum(downlineTransactionTypes).optional(),
    account: agentAccountSearchSchema.optional(),
    ...page,
  })
  .superRefine(checkPeriod);
export const downlineTransactionSchema = z.object({
  id: z.number().int(),
  time: z.number(),
  account: z.string(),
  type: z.enum(downlineTransactionTypes),
  /** The ledger's kind (deposit, withdrawal_hold, upline_transfer...). */
  kind: z.string(),
  /** Into (+) or out of (-) the member's main wallet. */
  amount: money,
  balanceAfter: money,
});
export const downlineTransactionsResponseSchema = z.object({
  list: z.array(downlineTransactionSchema),
  ...pageFields,
  totals: z.object({ count: z.number().int(), in: money, out: money }),
});
