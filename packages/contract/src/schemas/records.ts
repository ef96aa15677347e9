/**
 * The member centre's records (issue 14): betting record (personalHistoryCopy), account record (transactionHistory),
 * profit and loss (personalProfit) and bonus details (bonusDetails). Every query names a period of whole days,
 * `from` and `to` (yyyy-MM-dd, both included), read in the merchant's time zone (the answer's `timeZone`); money is in
 * major units; totals are over the whole filtered period, not the page.
 */
import { z } from 'zod';
import { pageNoSchema } from './common';

/** Longest period of a records query, in days (both ends included): about three months. */
export const RECORD_MAX_RANGE_DAYS = 93;
/** Largest page of a records list. */
export const RECORD_MAX_PAGE_SIZE = 100;
/** Page size when the request names none. */
export const RECORD_DEFAULT_PAGE_SIZE = 20;
/** Dates before this year or after RECORD_LAST_YEAR are refused (no records exist there; keeps the SQL in range). */
export const RECORD_FIRST_YEAR = 2000;
export const RECORD_LAST_YEAR = 2099;

/** Categories of the betting record and the profit report: the vendor groups of SPEC §3. */
export const betRecordCategories = ['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT'] as const;
export type BetRecordCategory = (typeof betRecordCategories)[number];

/**
 * A round's status, the names of the kit's bet statuses: `pending` (not settled yet), `won` (settled, the payout is at
 * least the stake: a tie returns the stake and counts as won, with a win/loss of 0), `lost` (settled, the payout is
 * less than the stake), `cancelled` (rolled back, the stake refunded).
 */
export const betRecordStatuses = ['pending', 'won', 'lost', 'cancelled'] as const;
export type BetRecordStatus = (typeof betRecordStatuses)[number];

/** What an account record row is: every ledger movement of the member's wallets falls in one of these. */
export const transactionTypes = [
  'deposit',
  'withdrawal',
  'hold',
  'release',
  'bet',
  'payout',
  'transfer',
  'bonus',
  'adjustment',
  'refund',
  /** An agent's commission, salary or dividend (its contracts' settlements). */
  'income',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** Where a bonus comes from. */
export const bonusSources = ['promotion', 'rebate', 'vip', 'mission', 'referral', 'adjustment'] as const;
export type BonusSource = (typeof bonusSources)[number];

/** A bonus's state: `credited` (paid into the main wallet, its turnover added to the member's requirement). */
export const bonusStatuses = ['credited'] as const;
export type BonusStatus = (typeof bonusStatuses)[number];

// ---- dates ------------------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** Milliseconds of a yyyy-MM-dd calendar date at 00:00 UTC, or NaN when it is not a real date in the bounds. */
export function recordDateValue(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < RECORD_FIRST_YEAR || year > RECORD_LAST_YEAR) return Number.NaN;
  const value = Date.UTC(year, month - 1, day);
  const date = new Date(value);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : Number.NaN;
}

/** Days from `from` to `to`, both included (1 for one day); NaN when either is not a date. */
export function recordRangeDays(from: string, to: string): number {
  return (recordDateValue(to) - recordDateValue(from)) / DAY_MS + 1;
}

/** A calendar date, yyyy-MM-dd, in the merchant's time zone. */
export const recordDateSchema = z
  .string()
  .refine((text) => !Number.isNaN(recordDateValue(text)), { error: 'validation:dateInvalid' });

/** `to` not before `from`, and at most RECORD_MAX_RANGE_DAYS days in all (issues on `to`). */
function checkPeriod(value: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const days = recordRangeDays(value.from, value.to);
  if (Number.isNaN(days)) return; // a date is already refused
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation:dateRangeOrder' });
  else if (days > RECORD_MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation:dateRangeTooLong' });
}

const period = { from: recordDateSchema, to: recordDateSchema };
const page = {
  pageNo: pageNoSchema.optional(),
  pageSize: z.number().int().min(1).max(RECORD_MAX_PAGE_SIZE).optional(),
};

/** Money in major units (two decimals). */
const money = z.number();

/** What every records list answers besides its rows. */
const pageFields = {
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  /** Rows of the whole filtered period. */
  total: z.number().int(),
  /** The merchant's time zone the dates were read in (IANA name). */
  timeZone: z.string(),
};

// ---- betting record ---------------------------------------------------------------------------------------------

/** A vendor code as the catalogue spells it (case-insensitive here). */
export const vendorCodeSchema = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'validation:vendorInvalid');

export const betRecordsRequestSchema = z
  .object({
    ...period,
    category: z.enum(betRecordCategories).optional(),
    vendor: vendorCodeSchema.optional(),
    status: z.enum(betRecordStatuses).optional(),
    ...page,
  })
  .superRefine(checkPeriod);

export const betRecordSchema = z.object({
  id: z.number().int(),
  /** When the bet was placed, ms since the epoch. */
  time: z.number(),
  /** When it was settled or cancelled, ms since the epoch; null while pending. */
  settledAt: z.number().nullable(),
  gameId: z.number().int(),
  /** In the request's language (English when the game has no name in it). */
  gameName: z.string(),
  vendor: z.string(),
  category: z.enum(betRecordCategories),
  roundId: z.string(),
  stake: money,
  validBet: money,
  payout: money,
  /** payout - stake once settled; 0 while pending and when cancelled. */
  winLoss: money,
  status: z.enum(betRecordStatuses),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betRecordTotalsSchema = z.object({
  count: z.number().int(),
  stake: money,
  validBet: money,
  payout: money,
  winLoss: money,
});

export const betRecordsResponseSchema = z.object({
  list: z.array(betRecordSchema),
  ...pageFields,
  totals: betRecordTotalsSchema,
});

export const betVendorsRequestSchema = z.object({ category: z.enum(betRecordCategories).optional() });
export const betVendorsResponseSchema = z.object({
  list: z.array(
    z.object({
      vendor: z.string(),
      name: z.string(),
      category: z.enum(betRecordCategories),
      /** The member has rounds with this vendor. */
      played: z.boolean(),
    }),
  ),
});

// ---- account record ---------------------------------------------------------------------------------------------

export const transactionRecordsRequestSchema = z
  .object({ ...period, type: z.enum(transactionTypes).optional(), ...page })
  .superRefine(checkPeriod);

export const transactionRecordSchema = z.object({
  id: z.number().int(),
  time: z.number(),
  type: z.enum(transactionTypes),
  /** The ledger's own kind of movement (finer than `type`). */
  kind: z.string(),
  /** `main`, or the vendor code of a transfer wallet, or another wallet of the member (e.g. a withdrawal hold). */
  wallet: z.string(),
  /** Signed: money in is positive, money out negative. */
  amount: money,
  /** The wallet's balance after this movement. */
  balanceAfter: money,
  /** What the movement belongs to (the vendor's transaction, the bonus, the order...). */
  reference: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export const transactionRecordsResponseSchema = z.object({
  list: z.array(transactionRecordSchema),
  ...pageFields,
  totals: z.object({ count: z.number().int(), in: money, out: money, net: money }),
});

// ---- profit and loss --------------------------------------------------------------------------------------------

export const profitReportRequestSchema = z.object(period).superRefine(checkPeriod);

/** Settled rounds only (pending and cancelled ones have no result yet or none at all). Profit is the member's. */
const profitFigures = {
  rounds: z.number().int(),
  stake: money,
  validBet: money,
  payout: money,
  /** payout - stake. */
  profit: money,
};

export const profitReportResponseSchema = z.object({
  /** Every category, in the order of `betRecordCategories`, zeros included. */
  categories: z.array(z.object({ category: z.enum(betRecordCategories), ...profitFigures })),
  totals: z.object(profitFigures),
  /** Money credited by deposits, less any reversal. */
  deposits: money,
  /** Money paid out by withdrawals. */
  withdrawals: money,
  /** Bonuses credited. */
  bonuses: money,
  /** Every day of the period, oldest first: the profit of the rounds placed that day. */
  daily: z.array(z.object({ date: z.string(), profit: money })),
  timeZone: z.string(),
});

// ---- bonus details ----------------------------------------------------------------------------------------------

export const bonusDetailsRequestSchema = z
  .object({ ...period, source: z.enum(bonusSources).optional(), ...page })
  .superRefine(checkPeriod);

export const bonusDetailSchema = z.object({
  id: z.number().int(),
  time: z.number(),
  source: z.enum(bonusSources),
  amount: money,
  /** Turnover (valid bets) this bonus added to the member's requirement before a withdrawal. */
  turnover: money,
  status: z.enum(bonusStatuses),
  reference: z.string(),
  /** The operator's or promotion's note, as given (not localized). */
  remark: z.string().nullable(),
});
export type BonusDetail = z.infer<typeof bonusDetailSchema>;

export const bonusDetailsResponseSchema = z.object({
  list: z.array(bonusDetailSchema),
  ...pageFields,
  totals: z.object({ count: z.number().int(), amount: money, turnover: money }),
});
