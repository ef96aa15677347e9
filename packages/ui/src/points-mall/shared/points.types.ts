/**
 * The points mall (PTSYS3) as the kit shows it: rewards (`MCSFE_getPointReward`, categories from
 * `MCSFE_getPointRewardConversionType`), redemptions (`MCSFE_getRedeemPointList`) and the points ledger
 * (`ODSFE2_MemTransDet`, MEMTRANS3). Points may carry two decimals (bets earn fractions); money in major units.
 */

/** Cash is credited to the wallet; an item is delivered by the operator. */
export const pointRewardKinds = ['cash', 'item'] as const;
export type PointRewardKind = (typeof pointRewardKinds)[number];

export interface PointRewardCategory {
  id: string;
  /** The merchant's name of the category, shown as is. */
  name: string;
}

export interface PointReward {
  id: string;
  kind: PointRewardKind;
  /** The merchant's name of the reward, shown as is. */
  name: string;
  categoryId?: string;
  /** Picture of the reward (items); a generated emblem when left out or broken. */
  imageUrl?: string;
  /** Points requirement, per unit. */
  points: number;
  /** Cash rewards: the amount credited per unit. */
  amount?: number;
  /** Amount requirement: what the member must have played (valid bet) in the period to redeem it. */
  amountRequired?: number;
  /** Units left; `null` or left out: no limit. */
  stock?: number | null;
  /** Most units in one redemption (items); default 1 for cash. */
  maxQuantity?: number;
  /** The merchant's note (delivery, terms), plain text. */
  remark?: string;
}

/** Why a reward cannot be redeemed now: the card shows it in place of the button. */
export const redeemBlocks = ['guest', 'soldOut', 'points', 'amount'] as const;
export type RedeemBlock = (typeof redeemBlocks)[number];

/** Points to cash (`MCSFE_convertPoint`): cash per point and the smallest conversion. */
export interface PointConversion {
  /** Cash per point (0.01 means 100 points make 1.00). */
  rate: number;
  minPoints: number;
}

export interface RedeemRequest {
  rewardId: string;
  quantity: number;
  paymentPassword: string;
  /** Items only (they are delivered): the receiver's name, mobile number (digits) and address, trimmed. */
  receiverName?: string;
  mobileNum?: string;
  address?: string;
}

export interface ConvertRequest {
  points: number;
  paymentPassword: string;
}

/** Redemptions (SPEC §4: applying/in process, rejected, approved). */
export const redeemStatuses = ['applying', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof redeemStatuses)[number];

export interface RedeemRecord {
  id: string;
  /** When it was asked for, a millisecond timestamp. */
  time: number;
  rewardName: string;
  kind: PointRewardKind;
  quantity: number;
  /** Points spent. */
  points: number;
  /** Cash credited (cash rewards, conversions). */
  amount?: number;
  status: RedeemStatus;
  /** The operator's remark (why rejected, tracking number). */
  remark?: string;
}

/** Where points came from or went (SPEC §9 sources, by game category for bets). */
export const pointSources = [
  'live',
  'sports',
  'fish',
  'slots',
  'pvp',
  'lottery',
  'deposit',
  'redeem',
  'convert',
  'adjustment',
] as const;
export type PointSource = (typeof pointSources)[number];

/** The sources that are bets (points at the category's rate of the valid bet). */
export const betPointSources = ['live', 'sports', 'fish', 'slots', 'pvp', 'lottery'] as const satisfies readonly PointSource[];

export interface PointTransaction {
  id: string;
  time: number;
  source: PointSource;
  /** Points in (positive) or out (negative). */
  points: number;
  /** Bets: the valid bet the points came from. Deposits: the deposit. */
  baseAmount?: number;
  /** Bets: points per unit of valid bet (SPEC §9: live 0.70, sports 1.00, fish 1.20, RNG 1.20, PVP 1.00). */
  rate?: number;
  /** The balance after the entry. */
  balanceAfter?: number;
}
