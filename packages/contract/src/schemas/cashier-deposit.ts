/**
 * The cashier's deposits (member centre page `depositv2`): the merchant's channels, creating an order (idempotent by the
 * client's `requestId`), reading it (the site polls it until the money arrives), the history, and receipt uploads
 * (`DEPUPDATEREM3`). Money is in major units with at most two decimals; the platform keeps integer minor units.
 */
import { z } from 'zod';
import { UPLOAD_LIMITS } from '../constants';
import { MAX_MONEY, pageNoSchema, pageSizeSchema } from './common';

/** Channel kinds: a bank transfer, an e-wallet, a crypto address, a QR code to scan. */
export const depositChannelKinds = ['bank', 'ewallet', 'crypto', 'qr'] as const;
export type DepositChannelKind = (typeof depositChannelKinds)[number];

/** pending until the gateway reports; then paid (credited), failed (the gateway said so) or expired (not paid in time). */
export const depositOrderStatuses = ['pending', 'paid', 'failed', 'expired'] as const;
export type DepositOrderStatus = (typeof depositOrderStatuses)[number];

/**
 * Who bears a channel's fee. `member`: the member pays `amount` and is credited `amount - fee`. `merchant`: the member
 * is credited `amount` and the merchant absorbs the fee.
 */
export const depositFeeBearers = ['member', 'merchant'] as const;
export type DepositFeeBearer = (typeof depositFeeBearers)[number];

/** Unpaid (pending) orders a member may have at once; a further order is refused until one is paid or expires. */
export const MAX_OPEN_DEPOSIT_ORDERS = 3;

/** The client's idempotency key of one user action (a double click or a retry sends the same one). */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, "_" or "-"');

/** A deposit order number: `D`, the day (yyMMdd, UTC) and 14 random digits. */
export const depositOrderNoSchema = z.string().regex(/^D[0-9]{20}$/, 'a deposit order number');

/** Whether `amount` (major units) has at most two decimals. */
export const hasAtMostTwoDecimals = (amount: number): boolean =>
  Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/** A channel's fee for an amount, major units: fixed part plus percent, rounded half up to the minor unit. */
export function depositFee(amount: number, fee: { fixed: number; percent: number }): number {
  const minor = Math.round(amount * 100);
  return (Math.round(fee.fixed * 100) + Math.floor((minor * Math.round(fee.percent * 100) + 5000) / 10000)) / 100;
}

/**
 * The rule of a deposit amount against a channel (shared by the site's form and the platform): positive with at most
 * two decimals (`deposit_amount_invalid`), within the channel's minimum and maximum, and, when the member bears the fee,
 * leaving something to credit (`deposit_amount_out_of_range`). Null when it passes.
 */
export function depositAmountProblem(
  amount: number,
  channel: {
    minAmount: number;
    maxAmount: number;
    fee: { fixed: number; percent: number };
    feeBearer: DepositFeeBearer;
  },
): 'deposit_amount_invalid' | 'deposit_amount_out_of_range' | null {
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_MONEY || !hasAtMostTwoDecimals(amount))
    return 'deposit_amount_invalid';
  if (amount < channel.minAmount || amount > channel.maxAmount) return 'deposit_amount_out_of_range';
  if (channel.feeBearer === 'member' && depositFee(amount, channel.fee) >= amount) return 'deposit_amount_out_of_range';
  return null;
}

export const depositFeeSchema = z.object({
  /** Fixed part, major units. */
  fixed: z.number(),
  /** Percent of the amount (1.5 is 1.5 %). */
  percent: z.number(),
});

/** A channel as the deposit page lists it (the payee details come with an order, not before). */
export const depositChannelSchema = z.object({
  /** Channel key of the conventions: UN, USDT, QPQR, WECHAT, ALIPAY, Epay... */
  key: z.string(),
  kind: z.enum(depositChannelKinds),
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  fee: depositFeeSchema,
  feeBearer: z.enum(depositFeeBearers),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositChannelsResponseSchema = z.object({ list: z.array(depositChannelSchema) });

/** What anyone may see of a channel (the footer's payment methods, for visitors too): no limits, fees or instructions. */
export const paymentMethodSchema = depositChannelSchema.pick({ key: true, kind: true, name: true });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponseSchema = z.object({ list: z.array(paymentMethodSchema) });

export const depositCreateRequestSchema = z.object({
  requestId: requestIdSchema,
  /** A channel key of `depositChannels`. */
  channel: z.string().trim().min(1).max(32),
  /** Major units; the platform checks it with `depositAmountProblem` (localized codes, not a schema refusal). */
  amount: z.number().min(-MAX_MONEY).max(MAX_MONEY),
});
export type DepositCreateRequest = z.infer<typeof depositCreateRequestSchema>;

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  channel: z.string(),
  channelKind: z.enum(depositChannelKinds),
  channelName: z.string(),
  /** What the member pays the gateway. */
  amount: z.number(),
  fee: z.number(),
  feeBearer: z.enum(depositFeeBearers),
  /** What the wallet is credited when paid (`amount - fee` when the member bears the fee). */
  creditAmount: z.number(),
  status: z.enum(depositOrderStatuses),
  /** The gateway's hosted payment page (open in a new window). */
  payUrl: z.string(),
  /**
   * What the member needs to pay: by channel kind bankName, accountName, accountNumber (bank, e-wallet), network and
   * address (crypto), qrCode (the text to render as a QR), and `reference` (the order number to quote).
   */
  instructions: z.record(z.string(), z.string()),
  /** Milliseconds since the epoch. */
  createdAt: z.number(),
  expiresAt: z.number(),
  /** When it was paid, failed or expired. */
  settledAt: z.number().nullable(),
  /** Receipt images uploaded for it. */
  receipts: z.number().int(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const depositOrderRequestSchema = z.object({ orderNo: depositOrderNoSchema });
/** The order and the member's balance (major units), so the page shows the money arriving without another call. */
export const depositOrderResponseSchema = depositOrderSchema.extend({ sumBalance: z.number() });

/** A calendar day, 'YYYY-MM-DD'. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
  .refine((text) => {
    const [y, m, d] = text.split('-').map(Number);
    const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0));
    return date.getUTCFullYear() === y && date.getUTCMonth() === (m ?? 0) - 1 && date.getUTCDate() === d;
  }, 'a real calendar day');

/** Longest range of the history, in days. */
export const DEPOSIT_HISTORY_MAX_DAYS = 366;

export const depositHistoryRequestSchema = z
  .object({
    /** First and last day (inclusive) in the member's time zone. */
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    /** The member's offset from UTC in minutes (540 for Japan); default 0. */
    utcOffsetMinutes: z.number().int().min(-840).max(840).optional(),
    status: z.enum(depositOrderStatuses).optional(),
    pageNo: pageNoSchema.optional(),
    pageSize: pageSizeSchema.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'the range ends before it starts',
    path: ['endDate'],
  })
  .refine(
    (q) =>
      !q.startDate ||
      !q.endDate ||
      (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 < DEPOSIT_HISTORY_MAX_DAYS,
    { message: `at most ${DEPOSIT_HISTORY_MAX_DAYS} days`, path: ['endDate'] },
  );

export const depositHistoryResponseSchema = z.object({
  list: z.array(depositOrderSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

/** The file parts of the receipt upload: named `files`, png or jpg (by content), at most 3 of 5 MB each (UPLOAD_LIMITS). */
export const DEPOSIT_RECEIPT_UPLOAD = {
  field: 'files',
  maxCount: UPLOAD_LIMITS.maxFiles,
  maxBytes: UPLOAD_LIMITS.maxBytes,
  mimeTypes: UPLOAD_LIMITS.mimeTypes,
} as const;

/** Text fields of the receipt upload (multipart/form-data); the images are file parts (DEPOSIT_RECEIPT_UPLOAD). */
export const depositReceiptUploadRequestSchema = z.object({ orderNo: depositOrderNoSchema });
export const depositReceiptUploadResponseSchema = z.object({
  orderNo: z.string(),
  /** Receipts the order holds now (at most UPLOAD_LIMITS.maxFiles). */
  receipts: z.number().int(),
  uploaded: z.array(z.object({ id: z.number().int(), contentType: z.string(), size: z.number().int() })),
});
