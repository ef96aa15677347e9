/**
 * Points (PTSYS3) and the points mall: balance, configuration, rewards, redeem and convert (sealed, with the payment
 * password), the redeemed list, and the member transaction detail of points (MEMTRANS3). Points are answered with two
 * decimals (they are kept in hundredths); money in major units; times in ms.
 */
import { z } from 'zod';
import { POINTS_EXCHANGE_STATUSES } from '../constants';
import { mobileNumSchema, pageNoSchema, pageSizeSchema } from './common';
import { paymentPasswordSchema } from './cashier-withdraw';

/** Where points come from or go (SPEC §9's sources, plus a conversion to cash and a rejected redemption's refund). */
export const pointLedgerSources = ['live', 'lottery', 'pvp', 'slots', 'sports', 'deposit', 'redeem', 'convert', 'refund'] as const;
export type PointLedgerSource = (typeof pointLedgerSources)[number];
export const pointRewardTypes = ['cash', 'item'] as const;
export type PointRewardType = (typeof pointRewardTypes)[number];

const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation:requestIdFormat')
  .describe('8-64 letters, digits, "-" or "_", new for every user action (a UUID fits).');

export const pointBalanceResponseSchema = z.object({
  points: z.number().min(0),
  /** Earned and spent since the account opened. */
  earned: z.number().min(0),
  spent: z.number().min(0),
});
export type PointBalance = z.infer<typeof pointBalanceResponseSchema>;

export const pointConfigResponseSchema = z.object({
  /** Points per 1 of valid bet, by game category (LIVE 0.7, SPORTS 1, FISH 1.2, RNG 1.2, PVP 1, LOTT, ELOTT). */
  rates: z.record(z.string(), z.number().min(0)),
  /** Points per 1 deposited. */
  depositRate: z.number().min(0),
  /** Money credited per point converted. */
  convertRate: z.number().min(0),
  /** Fewest points one conversion takes. */
  minConvert: z.number().min(0),
  /** Points never expire. */
  expires: z.literal(false),
  sources: z.array(z.enum(pointLedgerSources)),
});
export type PointConfig = z.infer<typeof pointConfigResponseSchema>;

export const pointRewardConversionTypesResponseSchema = z.array(
  z.object({ type: z.enum(pointRewardTypes), rewards: z.number().int().min(0) }),
);

export const pointRewardSchema = z.object({
  id: z.number().int(),
  type: z.enum(pointRewardTypes),
  name: z.string(),
  description: z.string(),
  /** Points per unit. */
  points: z.number().min(0),
  /** Deposits (all time) the member must have made to redeem it; 0: none. */
  amountRequirement: z.number().min(0),
  /** Cash rewards: money credited per unit on approval. */
  cashAmount: z.number().min(0),
  /** Units left; null: unlimited. */
  stock: z.number().int().min(0).nullable(),
  perMemberLimit: z.number().int().min(1).nullable(),
});
export type PointReward = z.infer<typeof pointRewardSchema>;

export const pointRewardsRequestSchema = z.object({
  type: z.enum(pointRewardTypes).optional(),
  pageNo: pageNoSchema.optional(),
  pageSize: pageSizeSchema.optional(),
});
export const pointRewardsResponseSchema = z.object({
  list: z.array(pointRewardSchema),
  pageNo: z.number().int(),
  total: z.number().int(),
});

export const pointRedemptionSchema = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  type: z.enum(pointRewardTypes),
  name: z.string(),
  quantity: z.number().int().min(1),
  points: z.number().min(0),
  cashAmount: z.number().min(0),
  /** applying (in process), rejected (points given back), approved. */
  status: z.enum(POINTS_EXCHANGE_STATUSES),
  remark: z.string().nullable(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
});
export type PointRedemption = z.infer<typeof pointRedemptionSchema>;

/**
 * Delivery of an item reward: the bounds of the receiver's name and address (trimmed, in characters; the mobile number
 * is `mobileNumSchema`, the digits of `mobileRule`), one definition for the request schema below and for the kit's
 * redeem dialog, which checks them before sending.
 */
export const RECEIVER_NAME_MAX_LENGTH = 60;
export const DELIVERY_ADDRESS_MIN_LENGTH = 5;
export const DELIVERY_ADDRESS_MAX_LENGTH = 200;
export const receiverNameSchema = z.string().trim().min(1).max(RECEIVER_NAME_MAX_LENGTH);
export const deliveryAddressSchema = z.string().trim().min(DELIVERY_ADDRESS_MIN_LENGTH).max(DELIVERY_ADDRESS_MAX_LENGTH);
/** The request's fields an item reward needs (the platform refuses an item redemption without any of them). */
export const deliveryFields = ['receiverName', 'mobileNum', 'address'] as const;
export type DeliveryField = (typeof deliveryFields)[number];

/** Sealed. Items are delivered: they need the receiver's name, address and mobile number. */
export const redeemPointRewardRequestSchema = z.object({
  requestId: requestIdSchema,
  rewardId: z.number().int().min(1).max(2_147_483_647),
  quantity: z.number().int().min(1).max(99),
  /** Required when the merchant asks for the payment password (PAYMENTPASS3). */
  paymentPassword: paymentPasswordSchema.optional(),
  receiverName: receiverNameSchema.optional(),
  address: deliveryAddressSchema.optional(),
  mobileNum: mobileNumSchema.optional(),
});
export const redeemPointRewardResponseSchema = z.object({
  redemption: pointRedemptionSchema,
  /** The points balance after the redemption. */
  points: z.number().min(0),
});

export const redeemedPointListRequestSchema = z.object({
  status: z.enum(POINTS_EXCHANGE_STATUSES).optional(),
  pageNo: pageNoSchema.optional(),
  pageSize: pageSizeSchema.optional(),
});
export const redeemedPointListResponseSchema = z.object({
  list: z.array(pointRedemptionSchema),
  pageNo: z.number().int(),
  total: z.number().int(),
});

/** Sealed: whole points to money at the configured rate. */
export const convertPointsRequestSchema = z.object({
  requestId: requestIdSchema,
  points: z.number().int().min(1).max(1_000_000_000),
  paymentPassword: paymentPasswordSchema.optional(),
});
export const convertPointsResponseSchema = z.object({
  /** The points balance after the conversion. */
  points: z.number().min(0),
  /** Money credited to the main wallet. */
  credited: z.number().min(0),
  /** The main wallet after the credit. */
  balance: z.number(),
});

/** MEMTRANS3: every change of the member's points, newest first, optionally of one source and between two times (ms). */
export const memberTransactionDetailRequestSchema = z.object({
  source: z.enum(pointLedgerSources).optional(),
  startTime: z.number().int().min(0).max(8_640_000_000_000).optional(),
  endTime: z.number().int().min(0).max(8_640_000_000_000).optional(),
  pageNo: pageNoSchema.optional(),
  pageSize: pageSizeSchema.optional(),
});
export const pointTransactionSchema = z.object({
  id: z.number().int(),
  source: z.enum(pointLedgerSources),
  /** Positive when earned, negative when spent. */
  points: z.number(),
  /** The balance after it. */
  balance: z.number().min(0),
  createdAt: z.number(),
  /** What it came from: the round's category and valid bet, the deposit order, the redemption... */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
});
export const memberTransactionDetailResponseSchema = z.object({
  list: z.array(pointTransactionSchema),
  pageNo: z.number().int(),
  total: z.number().int(),
});

export const pointDetailsResponseSchema = z.object({
  bySource: z.array(z.object({ source: z.enum(pointLedgerSources), earned: z.number().min(0), spent: z.number().min(0) })),
});
