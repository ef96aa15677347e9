/** The demo games' maths: the slot pays exactly its RTP, grids show the prize drawn, baccarat follows the rules. */
import { describe, expect, it } from 'vitest';
import { PAYLINES, SLOT_PRIZES, baccaratPayout, dealBaccarat, evaluate, prizeProbabilities, shoot, spin } from './games/demoMath';
import { prng } from './seed/catalogue';

describe('demo game maths', () => {
  it('slot prize table is scaled to the RTP exactly, with probabilities summing below 1', () => {
    for (const rtp of [0.9, 0.96, 0.97]) {
      const p = prizeProbabilities(rtp);
      expect(p.reduce((s, x, i) => s + x * (SLOT_PRIZES[i]?.[2] ?? 0), 0)).toBeCloseTo(rtp, 10);
      expect(p.reduce((s, x) => s + x, 0)).toBeLessThan(1);
    }
  });

  it('simulated slot RTP is close to 96% and every grid shows exactly the paid wins', () => {
    const random = prng(42);
    let staked = 0;
    let paid = 0;
    for (let i = 0; i < 200_000; i++) {
      const r = spin(100, 0.96, random);
      staked += 100;
      paid += r.payout;
      if (i < 2000) {
        expect(evaluate(r.grid)).toEqual(r.wins);
        expect(r.wins.reduce((s, w) => s + w.multiplier * 100, 0)).toBe(r.payout);
      }
    }
    expect(paid / staked).toBeGreaterThan(0.9);
    expect(paid / staked).toBeLessThan(1.02);
    expect(PAYLINES).toHaveLength(10);
  });

  it('baccarat: totals, third-card rule bounds and payouts', () => {
    const random = prng(7);
    for (let i = 0; i < 5000; i++) {
      const round = dealBaccarat(random);
      expect(round.player.length).toBeGreaterThanOrEqual(2);
      expect(round.player.length).toBeLessThanOrEqual(3);
      expect(round.banker.length).toBeLessThanOrEqual(3);
      const natural = round.player.slice(0, 2).reduce((s, c) => s + (c.rank >= 10 ? 0 : c.rank), 0) % 10 >= 8;
      if (natural) expect(round.player).toHaveLength(2);
      const pay = baccaratPayout(round, { player: 100, banker: 100, tie: 100 });
      if (round.winner === 'tie') expect(pay).toBe(1100);
      else expect(pay).toBe(round.winner === 'player' ? 200 : 195);
    }
  });

  it('fishing: hit probability RTP / multiplier', () => {
    const random = prng(9);
    let paid = 0;
    for (let i = 0; i < 100_000; i++) paid += shoot('puffer', 10, 0.96, random).payout;
    expect(paid / 1_000_000).toBeGreaterThan(0.9);
    expect(paid / 1_000_000).toBeLessThan(1.02);
  });
});
