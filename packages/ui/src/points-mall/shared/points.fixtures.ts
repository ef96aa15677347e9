/** Sample mall data for stories and tests (reward and category names are the merchant's own, shown as is). */
import type { PointTransaction, PointReward, PointRewardCategory, RedeemRecord } from './points.types';

export const sampleCategories: PointRewardCategory[] = [
  { id: 'cash', name: 'Cash' },
  { id: 'gadgets', name: 'Gadgets' },
  { id: 'vouchers', name: 'Vouchers' },
];

export const sampleRewards: PointReward[] = [
  { id: 'cash-100', kind: 'cash', name: 'Cash 100', categoryId: 'cash', points: 1_000, amount: 100 },
  { id: 'cash-500', kind: 'cash', name: 'Cash 500', categoryId: 'cash', points: 4_800, amount: 500, amountRequired: 80_000 },
  {
    id: 'cash-2000',
    kind: 'cash',
    name: 'Cash 2,000',
    categoryId: 'cash',
    points: 18_000,
    amount: 2_000,
    amountRequired: 100_000,
  },
  {
    id: 'earbuds',
    kind: 'item',
    name: 'Wireless Earbuds Pro',
    categoryId: 'gadgets',
    points: 3_200,
    stock: 12,
    maxQuantity: 3,
    remark: 'Delivered within 7 days',
  },
  { id: 'console', kind: 'item', name: 'Game Console 1TB', categoryId: 'gadgets', points: 42_000, stock: 2 },
  { id: 'watch', kind: 'item', name: 'Smart Watch S9', categoryId: 'gadgets', points: 9_800, stock: 0 },
  { id: 'coffee', kind: 'item', name: 'Coffee eGift Card', categoryId: 'vouchers', points: 600, maxQuantity: 5 },
];

/** A member with points for some rewards, and the valid bet the amount requirements are checked against. */
export const sampleBalance = 12_480.5;
export const sampleQualifyingAmount = 56_000;

export const sampleConversion = { rate: 0.01, minPoints: 1_000 };

export const sampleEarnRates = [
  { source: 'live', rate: 0.7 },
  { source: 'sports', rate: 1 },
  { source: 'fish', rate: 1.2 },
  { source: 'slots', rate: 1.2 },
  { source: 'pvp', rate: 1 },
] as const;

const day = 24 * 60 * 60 * 1000;
const base = Date.UTC(2026, 10, 24, 6, 30);

export const sampleRedeemRecords: RedeemRecord[] = [
  { id: 'r1', time: base, rewardName: 'Cash 100', kind: 'cash', quantity: 1, points: 1_000, amount: 100, status: 'approved' },
  { id: 'r2', time: base - day, rewardName: 'Wireless Earbuds Pro', kind: 'item', quantity: 2, points: 6_400, status: 'applying' },
  {
    id: 'r3',
    time: base - 3 * day,
    rewardName: 'Game Console 1TB',
    kind: 'item',
    quantity: 1,
    points: 42_000,
    status: 'rejected',
    remark: 'Out of stock: points returned',
  },
  { id: 'r4', time: base - 6 * day, rewardName: 'Coffee eGift Card', kind: 'item', quantity: 5, points: 3_000, status: 'approved' },
];

export const samplePointTransactions: PointTransaction[] = [
  { id: 't1', time: base, source: 'slots', points: 1_440, baseAmount: 1_200, rate: 1.2, balanceAfter: 12_480.5 },
  { id: 't2', time: base - 2 * 3600_000, source: 'live', points: 350, baseAmount: 500, rate: 0.7, balanceAfter: 11_040.5 },
  { id: 't3', time: base - 5 * 3600_000, source: 'redeem', points: -1_000, balanceAfter: 10_690.5 },
  { id: 't4', time: base - day, source: 'deposit', points: 500, baseAmount: 5_000, rate: 0.1, balanceAfter: 11_690.5 },
  { id: 't5', time: base - day - 3600_000, source: 'sports', points: 820.5, baseAmount: 820.5, rate: 1, balanceAfter: 11_190.5 },
  { id: 't6', time: base - 2 * day, source: 'fish', points: 360, baseAmount: 300, rate: 1.2, balanceAfter: 10_370 },
  { id: 't7', time: base - 3 * day, source: 'convert', points: -2_000, balanceAfter: 10_010 },
];
