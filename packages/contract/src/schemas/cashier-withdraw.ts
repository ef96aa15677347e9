/**
 * The cashier's withdrawal side: the payment (withdraw) password (PAYMENTPASS3), payout accounts, withdrawals and
 * their receipt confirmation (SPEC §4 "Withdrawal confirmation"), the consolidated funds and the transfer to the
 * upline (AGETRANSFERUP3). Money in requests and answers is in major units with at most two decimals; times are
 * milliseconds since the epoch.
 */
import { z } from 'zod';
import { COMMENT_MAX_LENGTH, UPLOAD_LIMITS } from '../constants';
import { MAX_MONEY, int4IdSchema, pageNoSchema, pageSizeSchema } from './common';

/** A payment password is six digits (registration's paymentPassword field uses pattern 6, length 6 too). */
export const PAYMENT_PASSWORD_LENGTH = 6;
/** Payout accounts a member may keep at once. */
export const MAX_PAYOUT_ACCOUNTS = 5;
/** Where the receipt confirmation's proof images travel in its multipart body (SPEC §9 upload limits). */
export const WITHDRAWAL_PROOF_FIELD = 'proof';

export const paymentPasswordSchema = z
  .string()
  .regex(/^[0-9]{6}$/, 'validation:paymentPasswordFormat')
  .describe('Six digits.');

/**
 * The client's id of one user action (a UUID fits): a retry or a double click with the same id gets the first answer;
 * the same id with other content is refused (`request_conflict`).
 */
const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation:requestIdFormat')
  .describe('8-64 letters, digits, "-" or "_", new for every user action (a UUID fits).');

/** An amount in major units: positive, at most two decimals. */
export const transferAmountSchema = z
  .number()
  .positive()
  .max(MAX_MONEY)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals');

const timeSchema = z.number().int().describe('Milliseconds since the epoch.');

// ---- payment password ------------------------------------------------------------------------------------------

/** The first payment password: the login password proves the member. */
export const paymentPasswordSetRequestSchema = z
  .object({
    loginPassword: z.string().min(1).max(128),
    paymentPassword: paymentPasswordSchema,
    confirmPaymentPassword: z.string(),
  })
  .refine((v) => v.paymentPassword === v.confirmPaymentPassword, {
    message: 'validation:inconsistentTwice',
    path: ['confirmPaymentPassword'],
  });

export const paymentPasswordChangeRequestSchema = z
  .object({
    oldPaymentPassword: paymentPasswordSchema,
    newPaymentPassword: paymentPasswordSchema,
    confirmNewPaymentPassword: z.string(),
  })
  .refine((v) => v.newPaymentPassword === v.confirmNewPaymentPassword, {
    message: 'validation:inconsistentTwice',
    path: ['confirmNewPaymentPassword'],
  });

export const paymentPasswordResponseSchema = z.null();

// ---- payout accounts -----------------------------------------------------------------------------------------

export const payoutAccountTypes = ['bank', 'ewallet', 'usdt'] as const;
export type PayoutAccountType = (typeof payoutAccountTypes)[number];
export const usdtNetworks = ['TRC20', 'ERC20'] as const;
export type UsdtNetwork = (typeof usdtNetworks)[number];

/** TRC20: "T" and 33 base58 characters; ERC20: "0x" and 40 hex digits. */
export const USDT_ADDRESS_PATTERNS: Readonly<Record<UsdtNetwork, RegExp>> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** The account holder's name: letters (any script), spaces, ".", "'", "-"; it must be the member's real name. */
const holderNameSchema = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, 'validation:realNameFormat');

/** A card or account number as typed: spaces and hyphens are dropped, 10-19 digits remain. */
const cardNumberSchema = z
  .string()
  .max(40)
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[0-9]{10,19}$/, 'validation:cardNumberFormat'));

export const payoutAccountAddRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bank'),
    holderName: holderNameSchema,
    bankName: z.string().trim().min(2).max(60),
    branch: z.string().trim().max(60).optional(),
    cardNumber: cardNumberSchema,
  }),
  z.object({
    type: z.literal('ewallet'),
    holderName: holderNameSchema,
    provider: z.string().trim().min(2).max(40),
    accountId: z
      .string()
      .trim()
      .min(3)
      .max(64)
      .regex(/^[^\s]+$/, 'validation:pattern9'),
  }),
  z
    .object({
      type: z.literal('usdt'),
      network: z.enum(usdtNetworks),
      address: z.string().trim().max(64),
    })
    .refine((v) => USDT_ADDRESS_PATTERNS[v.network].test(v.address), {
      message: 'validation:usdtAddressFormat',
      path: ['address'],
    }),
]);
export type PayoutAccountAddRequest = z.input<typeof payoutAccountAddRequestSchema>;

/** A payout account as answers show it: the number masked (last four characters kept). */
export const payoutAccountSchema = z.object({
  id: z.number().int(),
  type: z.enum(payoutAccountTypes),
  /** Null for USDT addresses, which carry no name. */
  holderName: z.string().nullable(),
  bankName: z.string().nullable(),
  branch: z.string().nullable(),
  provider: z.string().nullable(),
  network: z.enum(usdtNetworks).nullable(),
  /** Masked: `**** 1234` (card), `ab****yz` (e-wallet), `TXyz12****abcd` (address). */
  number: z.string(),
  createdAt: timeSchema,
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const payoutAccountsResponseSchema = z.object({
  list: z.array(payoutAccountSchema),
  max: z.number().int(),
  /** The real name new bank and e-wallet accounts must carry (null: the first such account sets it). */
  realName: z.string().nullable(),
});
export const payoutAccountAddResponseSchema = z.object({ account: payoutAccountSchema });
export const payoutAccountRemoveRequestSchema = z.object({ id: int4IdSchema });
export const payoutAccountRemoveResponseSchema = z.object({ removed: z.number().int() });

// ---- withdrawals ------------------------------------------------------------------------------------------------

/**
 * pending (awaiting review, the amount held) -> paying (being paid out) -> awaiting_confirmation (paid: the member
 * confirms receipt before the deadline) -> completed (received in full) | disputed (partial or none, with proof) |
 * forced_received (no answer by the deadline: counts as received, not refunded); pending -> rejected (refunded).
 */
export const withdrawalStatuses = [
  'pending',
  'paying',
  'awaiting_confirmation',
  'completed',
  'disputed',
  'forced_received',
  'rejected',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
export const receiptOutcomes = ['full', 'partial', 'none'] as const;
export type ReceiptOutcome = (typeof receiptOutcomes)[number];

/** Where a withdrawal is paid to (the account as it was when the withdrawal was made; masked). */
export const payoutDestinationSchema = payoutAccountSchema.omit({ id: true, createdAt: true }).extend({
  accountId: z.number().int().nullable(),
});

export const withdrawalSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: z.number(),
  status: z.enum(withdrawalStatuses),
  destination: payoutDestinationSchema,
  createdAt: timeSchema,
  reviewedAt: timeSchema.nullable(),
  rejectReason: z.string().nullable(),
  /** While awaiting confirmation: when it counts as received (forced) without an answer. */
  receiptDeadline: timeSchema.nullable(),
  confirmedAt: timeSchema.nullable(),
  outcome: z.enum([...receiptOutcomes, 'forced']).nullable(),
  receivedAmount: z.number().nullable(),
  remark: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const turnoverSchema = z.object({
  /** Turnover required since the member's requirements were last covered. */
  required: z.number(),
  /** Valid bets credited against it. */
  completed: z.number(),
  /** What must still be bet before a withdrawal (0: none). */
  remaining: z.number(),
});

export const withdrawalInfoResponseSchema = z.object({
  /** The main wallet, what a withdrawal takes from. */
  balance: z.number(),
  minAmount: z.number(),
  /** The largest withdrawal: the merchant's, or the member's VIP level's when smaller. */
  maxAmount: z.number(),
  dailyCount: z.object({
    /** Withdrawals a day: the merchant's, or the member's VIP level's when fewer. */
    limit: z.number().int(),
    used: z.number().int(),
    /** When the day's count starts again (00:00 UTC). */
    resetsAt: timeSchema,
  }),
  turnover: turnoverSchema,
  /** The merchant asks for the payment password (PAYMENTPASS3). */
  paymentPasswordRequired: z.boolean(),
  hasPaymentPassword: z.boolean(),
  /** Set while too many wrong payment passwords keep it locked. */
  paymentPasswordLockedUntil: timeSchema.nullable(),
  accounts: z.array(payoutAccountSchema),
  maxAccounts: z.number().int(),
  /** Withdrawals not yet paid out (pending review or being paid). */
  pending: z.array(withdrawalSchema),
  /** The member's VIP level, whose limits are part of maxAmount and dailyCount (absent: the merchant has no levels). */
  vipLevel: z.number().int().optional(),
});

export const withdrawalCreateRequestSchema = z.object({
  requestId: requestIdSchema,
  accountId: int4IdSchema,
  amount: transferAmountSchema,
  /** Required when the merchant asks for the payment password (withdrawal info `paymentPasswordRequired`). */
  paymentPassword: paymentPasswordSchema.optional(),
});
export const withdrawalCreateResponseSchema = z.object({
  withdrawal: withdrawalSchema,
  /** The main wallet after the amount was held. */
  balance: z.number(),
});

export const withdrawalListRequestSchema = z.object({
  pageNo: pageNoSchema.optional(),
  pageSize: pageSizeSchema.optional(),
  status: z.enum(withdrawalStatuses).optional(),
});
export const withdrawalListResponseSchema = z.object({
  list: z.array(withdrawalSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

// ---- receipt confirmation ----------------------------------------------------------------------------------------

/** Withdrawals paid out and awaiting the member's confirmation, soonest deadline first. */
export const paymentConfirmationListResponseSchema = z.object({
  list: z.array(withdrawalSchema),
  /** The platform's clock, so a countdown to `receiptDeadline` survives a wrong client clock. */
  serverTime: timeSchema,
});

/**
 * The text fields of the multipart confirmation; the proof images travel as file parts named `proof` (png or jpg by
 * content, at most 3, 5 MB each; at least one for `none`).
 */
export const processC2CTransactionRequestSchema = z
  .object({
    withdrawalId: int4IdSchema,
    outcome: z.enum(receiptOutcomes),
    /** Partial only: what arrived, less than the amount. */
    receivedAmount: transferAmountSchema.optional(),
    remark: z.string().trim().max(COMMENT_MAX_LENGTH).optional(),
  })
  .refine((v) => (v.outcome === 'partial') === (v.receivedAmount !== undefined), {
    message: 'validation:receivedAmountForPartialOnly',
    path: ['receivedAmount'],
  });
export const processC2CTransactionResponseSchema = z.object({ withdrawal: withdrawalSchema });

/** The file parts of the confirmation (SPEC §5/§9: png or jpg, under 5 MB each, at most 3). */
export const WITHDRAWAL_PROOF_UPLOAD = {
  field: WITHDRAWAL_PROOF_FIELD,
  maxCount: UPLOAD_LIMITS.maxFiles,
  maxBytes: UPLOAD_LIMITS.maxBytes,
  mimeTypes: UPLOAD_LIMITS.mimeTypes,
} as const;

// ---- funds -------------------------------------------------------------------------------------------------------

export const fundsConsolidatedResponseSchema = z.object({
  mainBalance: z.number(),
  /** Transfer wallets per vendor (merchants without a single wallet). */
  vendorWallets: z.array(z.object({ wallet: z.string(), balance: z.number() })),
  /** Held by withdrawals not yet paid out. */
  held: z.number(),
  /** Main + vendor wallets + held. */
  total: z.number(),
  turnoverRemaining: z.number(),
});

// ---- transfer to the upline -------------------------------------------------------------------------------------

export const transferToUplineRequestSchema = z.object({
  requestId: requestIdSchema,
  amount: transferAmountSchema,
  paymentPassword: paymentPasswordSchema.optional(),
});
/** Transfer to a downline (agents, AGETRANSFERDOWN3): the downline is any member of the agent's team. */
export const transferToDownlineRequestSchema = z.object({
  requestId: requestIdSchema,
  /** The downline's login name. */
  account: z.string().trim().min(1).max(32),
  amount: transferAmountSchema,
  paymentPassword: paymentPasswordSchema.optional(),
});
export const transferToDownlineResponseSchema = z.object({
  /** The agent's main wallet after the transfer. */
  balance: z.number(),
  amount: z.number(),
  downline: z.string(),
  transferredAt: timeSchema,
});
export const transferToUplineResponseSchema = z.object({
  /** The member's main wallet after the transfer. */
  balance: z.number(),
  amount: z.number(),
  /** The upline agent's account name. */
  upline: z.string(),
  transferredAt: timeSchema,
});
