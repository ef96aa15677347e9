import { describe, expect, it } from 'vitest';
import { minorAmount } from './operatorArgs';

describe('minorAmount', () => {
  it('reads major units with at most two decimals as minor units, above zero by default', () => {
    expect(minorAmount('500')).toBe(50_000);
    expect(minorAmount('0.01')).toBe(1);
    expect(minorAmount('19.99')).toBe(1_999);
    for (const bad of [undefined, '', '0', '0.00', '-5', '1.234', '1e3', ' 5', '5.', 'abc', '1234567890123'])
      expect(minorAmount(bad), String(bad)).toBeNull();
  });

  it('admits zero or a sign when told, and bounds the whole digits', () => {
    expect(minorAmount('0', { zero: true })).toBe(0);
    expect(minorAmount('-2.50', { zero: true })).toBeNull();
    expect(minorAmount('-2.50', { negative: true })).toBe(-250);
    expect(minorAmount('-0', { negative: true })).toBeNull();
    expect(minorAmount('9999999999', { digits: 10 })).toBe(999_999_999_900);
    expect(minorAmount('10000000000', { digits: 10 })).toBeNull();
  });
});
