import { describe, expect, it } from 'vitest';
import {
  depositAmountProblem,
  depositCreateRequestSchema,
  depositFee,
  depositHistoryRequestSchema,
  depositOrderNoSchema,
  requestIdSchema,
} from './cashier-deposit';

const bank = { minAmount: 100, maxAmount: 500_000, fee: { fixed: 0, percent: 0 }, feeBearer: 'merchant' as const };
const wallet = { minAmount: 1, maxAmount: 1_000, fee: { fixed: 1, percent: 1.5 }, feeBearer: 'member' as const };

describe('deposit amounts and fees', () => {
  it('computes the fee as fixed plus percent, half up to the minor unit', () => {
    expect(depositFee(200, { fixed: 0, percent: 1 })).toBe(2);
    expect(depositFee(1234.56, { fixed: 0, percent: 0.8 })).toBe(9.88);
    expect(depositFee(0.5, { fixed: 0, percent: 1 })).toBe(0.01);
    expect(depositFee(0.49, { fixed: 0, percent: 1 })).toBe(0);
    expect(depositFee(100, { fixed: 1, percent: 1.5 })).toBe(2.5);
  });

  it('tells an invalid amount from one outside the limits', () => {
    for (const amount of [0, -1, 100.001, Number.NaN, Number.POSITIVE_INFINITY, 2e12])
      expect(depositAmountProblem(amount, bank), String(amount)).toBe('deposit_amount_invalid');
    expect(depositAmountProblem(99.99, bank)).toBe('deposit_amount_out_of_range');
    expect(depositAmountProblem(500_000.01, bank)).toBe('deposit_amount_out_of_range');
    expect(depositAmountProblem(100, bank)).toBeNull();
    expect(depositAmountProblem(500_000, bank)).toBeNull();
    expect(depositAmountProblem(0.1 + 0.2, { ...bank, minAmount: 0.01 })).toBeNull();
  });

  it('refuses an amount whose fee, borne by the member, leaves nothing to credit', () => {
    expect(depositAmountProblem(1, wallet)).toBe('deposit_amount_out_of_range');
    expect(depositAmountProblem(1.02, wallet)).toBe('deposit_amount_out_of_range');
    expect(depositAmountProblem(1.05, wallet)).toBeNull();
  });
});

describe('deposit request schemas', () => {
  it('takes request ids of 8 to 64 safe characters', () => {
    for (const ok of ['abcd1234', 'req-5a7f_x'.padEnd(64, 'x')])
      expect(requestIdSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['short', 'x'.repeat(65), 'with space1', 'ümlaut123'])
      expect(requestIdSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('leaves the amount rule to depositAmountProblem (its own error codes) but bounds the number', () => {
    expect(depositCreateRequestSchema.safeParse({ requestId: 'abcd1234', channel: 'UN', amount: -5 }).success).toBe(
      true,
    );
    expect(depositCreateRequestSchema.safeParse({ requestId: 'abcd1234', channel: 'UN', amount: 1e13 }).success).toBe(
      false,
    );
    expect(depositCreateRequestSchema.safeParse({ requestId: 'abcd1234', channel: ' ', amount: 1 }).success).toBe(
      false,
    );
  });

  it('checks order numbers and history ranges', () => {
    expect(depositOrderNoSchema.safeParse('D26112012345678901234').success).toBe(true);
    expect(depositOrderNoSchema.safeParse('D2611201234').success).toBe(false);
    expect(depositHistoryRequestSchema.safeParse({ startDate: '2026-11-01', endDate: '2026-11-30' }).success).toBe(
      true,
    );
    expect(depositHistoryRequestSchema.safeParse({ startDate: '2026-11-30', endDate: '2026-11-01' }).success).toBe(
      false,
    );
    expect(depositHistoryRequestSchema.safeParse({ startDate: '2025-01-01', endDate: '2026-11-01' }).success).toBe(
      false,
    );
    expect(depositHistoryRequestSchema.safeParse({ startDate: '2026-02-29' }).success).toBe(false);
    expect(depositHistoryRequestSchema.safeParse({ utcOffsetMinutes: 900 }).success).toBe(false);
  });
});
