import { describe, expect, it } from 'vitest';
import { rankStanding, sortLevels, tierToneOf } from './tiers';
import { sampleLevels } from './vip.fixtures';

describe('VIP tiers', () => {
  const sorted = sortLevels([...sampleLevels].reverse());

  it('sorts levels from the lowest rank up and gives the top one the accent', () => {
    expect(sorted.map((level) => level.rankLevel)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(sorted.map((level) => tierToneOf(sorted, level.rankLevel))).toEqual([
      'neutral',
      'warning',
      'success',
      'info',
      'danger',
      'accent',
    ]);
  });

  it('keeps many levels apart and never gives a lower one the accent', () => {
    const many = Array.from({ length: 10 }, (_, rankLevel) => ({ ...sampleLevels[0]!, rankLevel }));
    const tones = many.map((level) => tierToneOf(many, level.rankLevel));
    expect(tones.at(-1)).toBe('accent');
    expect(tones.slice(0, -1)).not.toContain('accent');
    expect(new Set(tones).size).toBe(6);
    expect(tierToneOf(many, 42)).toBe('neutral');
  });

  it('measures the period against the next level and says what is left', () => {
    const standing = rankStanding(sorted, { rankLevel: 2, validBet: 126_450.5, deposit: 41_200 });
    expect(standing.current?.labelName).toBe('Silver');
    expect(standing.next?.labelName).toBe('Gold');
    expect(standing.validBetRatio).toBeCloseTo(0.6322525);
    expect(standing.validBetLeft).toBe(73_549.5);
    expect(standing.depositRatio).toBe(1);
    expect(standing.depositLeft).toBe(0);
  });

  it('has nothing left to reach at the top level', () => {
    const standing = rankStanding(sorted, { rankLevel: 5, validBet: 0, deposit: 0 });
    expect(standing.next).toBeNull();
    expect(standing.validBetRatio).toBe(1);
  });
});
