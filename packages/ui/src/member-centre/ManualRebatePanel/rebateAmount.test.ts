import { describe, expect, it } from 'vitest';
import { rebateAmount } from './rebateAmount';

describe('rebateAmount', () => {
  it('is valid bet × rate % to the cent, half up', () => {
    expect(rebateAmount({ productType: 'LIVE', validBet: 12500, rate: 0.7 })).toBe(87.5);
    expect(rebateAmount({ productType: 'RNG', validBet: 8340.5, rate: 1.2 })).toBe(100.09);
    expect(rebateAmount({ productType: 'FISH', validBet: 0.5, rate: 1 })).toBe(0.01);
    expect(rebateAmount({ productType: 'PVP', validBet: 0.49, rate: 1 })).toBe(0);
  });

  it('takes the platform figure when it sends one', () => {
    expect(rebateAmount({ productType: 'SPORTS', validBet: 1000, rate: 1, amount: 9.99 })).toBe(9.99);
  });
});
