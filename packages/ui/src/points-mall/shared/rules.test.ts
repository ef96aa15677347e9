import { describe, expect, it } from 'vitest';
import { sampleRewards } from './points.fixtures';
import { maxQuantityOf, pointsFor, redeemBlockOf } from './rules';

const reward = (id: string) => sampleRewards.find((r) => r.id === id)!;
const member = { isLoggedIn: true, balance: 12_480.5, qualifyingAmount: 56_000 };

describe('points mall rules', () => {
  it('names the first reason a reward is out of reach', () => {
    expect(redeemBlockOf(reward('cash-100'), member)).toBeNull();
    expect(redeemBlockOf(reward('cash-100'), { isLoggedIn: false, balance: null })).toBe('guest');
    expect(redeemBlockOf(reward('watch'), member)).toBe('soldOut');
    expect(redeemBlockOf(reward('console'), member)).toBe('points');
    expect(redeemBlockOf(reward('cash-500'), member)).toBe('amount');
    expect(redeemBlockOf(reward('cash-500'), { ...member, qualifyingAmount: 80_000 })).toBeNull();
  });

  it('limits the quantity by points, stock and the reward, one for cash', () => {
    expect(maxQuantityOf(reward('earbuds'), 12_480.5)).toBe(3);
    expect(maxQuantityOf(reward('earbuds'), 6_400)).toBe(2);
    expect(maxQuantityOf({ ...reward('earbuds'), stock: 1 }, 12_480.5)).toBe(1);
    expect(maxQuantityOf(reward('cash-100'), 12_480.5)).toBe(1);
    expect(maxQuantityOf(reward('cash-100'), 999)).toBe(0);
  });

  it('multiplies points without binary drift', () => {
    expect(pointsFor(0.1, 3)).toBe(0.3);
    expect(pointsFor(3_200, 2)).toBe(6_400);
  });
});
