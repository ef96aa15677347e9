import { describe, expect, it } from 'vitest';
import { addMoney, currencySymbolOf, feeFor, hasFee, timeOf } from './cashierMoney';
import { formatCountdown } from './useSecondsLeft';

describe('cashier money', () => {
  it('adds a fixed and a percentage fee in whole cents, half up', () => {
    expect(feeFor(1000, { fixed: 20, percent: 0.5 })).toBe(25);
    expect(feeFor(333.33, { percent: 1.5 })).toBe(5);
    // 0.5 % of 0.99 is 0.495 cents: rounds to 0; of 1.01 is 0.505: rounds up to 1 cent.
    expect(feeFor(0.99, { percent: 0.5 })).toBe(0);
    expect(feeFor(101, { percent: 0.5 })).toBe(0.51);
    expect(feeFor(1000, undefined)).toBe(0);
    expect(feeFor(0, { fixed: 5 })).toBe(0);
  });

  it('sums without floating-point dust', () => {
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(addMoney(10000, 150)).toBe(10150);
    expect(addMoney(1005.05, -0.05)).toBe(1005);
  });

  it('knows when a channel charges nothing', () => {
    expect(hasFee(undefined)).toBe(false);
    expect(hasFee({ fixed: 0, percent: 0 })).toBe(false);
    expect(hasFee({ percent: 0.1 })).toBe(true);
  });

  it('reads times as ISO text or milliseconds', () => {
    expect(timeOf('2026-11-25T05:02:00Z')).toBe(Date.UTC(2026, 10, 25, 5, 2));
    expect(timeOf(42)).toBe(42);
  });

  it('finds a currency symbol, and nothing for an unknown code', () => {
    expect(currencySymbolOf('USD', 'en')).toBe('$');
    expect(currencySymbolOf('THB', 'th')).toBe('฿');
    expect(currencySymbolOf('NOT-A-CODE', 'en')).toBeUndefined();
    expect(currencySymbolOf(undefined, 'en')).toBeUndefined();
  });

  it('shows a countdown as mm:ss, with hours past an hour', () => {
    expect(formatCountdown(872)).toBe('14:32');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });
});
