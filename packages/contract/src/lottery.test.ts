import { describe, expect, it } from 'vitest';
import {
  FOUR_D_PRIZES,
  FORMAT_RULES,
  LOTTERY_FORMATS,
  boardOf,
  digestValue,
  drawMessages,
  familyOf,
  isValidSelection,
  nextDrawAt,
  numbersFromDigests,
  oddsFor,
  periodNoOf,
  playTypeOf,
  selectionOdds,
  selectionReturn,
  slotCount,
  slotTiers,
  sumDistribution,
  sumRange,
  sumSide,
  type LotteryFamily,
  type LotteryFormat,
  type PlayTypeRule,
} from './lottery';

/** 32 pseudo-random bytes from a text (FNV-1a, then xorshift32): stand-ins for HMAC digests (the contract does no I/O). */
function pseudoDigest(text: string): Uint8Array {
  let state = 0x811c9dc5;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193) >>> 0;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < bytes.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    bytes[i] = state & 0xff;
  }
  return bytes;
}
const digestsFor = (format: LotteryFormat, seed: string) => Array.from({ length: slotCount(format) }, (_, i) => pseudoDigest(`${seed}:${i}`));

/** A 32-byte digest whose first six bytes read as `value`. */
const digestOf = (value: number) => {
  const bytes = new Uint8Array(32);
  let rest = value;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
};

function play(family: string, code: string): { family: LotteryFamily; play: PlayTypeRule } {
  const f = familyOf(family);
  if (!f) throw new Error(`no family ${family}`);
  const p = playTypeOf(f, code);
  if (!p) throw new Error(`no play type ${code}`);
  return { family: f, play: p };
}
const returnOf = (family: string, code: string, selection: string, numbers: readonly string[]) => {
  const { family: f, play: p } = play(family, code);
  return selectionReturn(f, p, selection, numbers);
};
const valid = (family: string, code: string, selection: string) => {
  const { family: f, play: p } = play(family, code);
  return isValidSelection(f, p, selection);
};

describe('formats', () => {
  it('slots per format', () => {
    expect(LOTTERY_FORMATS.map(slotCount)).toEqual([5, 3, 3, 10, 5, 27, 18, 23]);
    expect(LOTTERY_FORMATS).toEqual(['digits5', 'digits3', 'dice3', 'pk10', 'pick11', 'vnNorth', 'vnSouth', 'sea4d']);
    for (const format of LOTTERY_FORMATS) {
      const rule = FORMAT_RULES[format];
      expect(slotTiers(format)).toHaveLength(rule.kind === 'board' ? slotCount(format) : 0);
    }
  });

  it('one HMAC message per slot: <gameCode>:<periodNo>:<i>', () => {
    expect(drawMessages('digits3', 'PC28_1M', '20261126-0001')).toEqual(['PC28_1M:20261126-0001:0', 'PC28_1M:20261126-0001:1', 'PC28_1M:20261126-0001:2']);
  });

  it("a digest's value is its first six bytes, big-endian", () => {
    expect(digestValue(digestOf(0))).toBe(0);
    expect(digestValue(digestOf(2 ** 48 - 1))).toBe(2 ** 48 - 1);
    expect(digestValue(Uint8Array.from([1, 0, 0, 0, 0, 2, 255, 255]))).toBe(2 ** 40 + 2);
    expect(() => digestValue(new Uint8Array(5))).toThrow();
  });
});

describe('numbersFromDigests', () => {
  const seeds = Array.from({ length: 200 }, (_, i) => `seed-${i}`);

  it.each([
    ['pk10', 10, 1, 10],
    ['pick11', 5, 1, 11],
  ] as const)('%s: distinct two-digit balls within range', (format, balls, min, max) => {
    for (const seed of seeds) {
      const numbers = numbersFromDigests(format, digestsFor(format, seed));
      expect(numbers).toHaveLength(balls);
      expect(new Set(numbers).size).toBe(balls);
      for (const n of numbers) {
        expect(n).toMatch(/^[0-9]{2}$/);
        expect(Number(n)).toBeGreaterThanOrEqual(min);
        expect(Number(n)).toBeLessThanOrEqual(max);
      }
    }
  });

  it('pk10 is a permutation of 01..10', () => {
    const numbers = numbersFromDigests('pk10', digestsFor('pk10', 'permutation'));
    expect([...numbers].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
  });

  it.each([
    ['digits5', 0, 9],
    ['digits3', 0, 9],
    ['dice3', 1, 6],
  ] as const)('%s: one-digit balls within range', (format, min, max) => {
    const seen = new Set<string>();
    for (const seed of seeds) {
      for (const n of numbersFromDigests(format, digestsFor(format, seed))) {
        expect(n).toMatch(/^[0-9]$/);
        expect(Number(n)).toBeGreaterThanOrEqual(min);
        expect(Number(n)).toBeLessThanOrEqual(max);
        seen.add(n);
      }
    }
    // Every value turns up over 200 draws.
    expect(seen.size).toBe(max - min + 1);
  });

  it('board numbers are zero-padded to their tier’s digits', () => {
    for (const format of ['vnNorth', 'vnSouth', 'sea4d'] as const) {
      const small = numbersFromDigests(format, Array.from({ length: slotCount(format) }, () => digestOf(7)));
      expect(small).toEqual(slotTiers(format).map((t) => '7'.padStart(t.digits, '0')));
      const numbers = numbersFromDigests(format, digestsFor(format, 'board'));
      slotTiers(format).forEach((t, i) => expect(numbers[i]).toMatch(new RegExp(`^[0-9]{${t.digits}}$`)));
    }
    expect(numbersFromDigests('vnNorth', Array.from({ length: 27 }, () => digestOf(1_234_567)))[0]).toBe('34567');
    expect(numbersFromDigests('vnNorth', Array.from({ length: 27 }, () => digestOf(1_234_567)))[26]).toBe('67');
  });

  it('refuses a wrong number of digests', () => {
    expect(() => numbersFromDigests('digits5', digestsFor('digits3', 'x'))).toThrow();
  });
});

describe('sums', () => {
  it.each(['digits5', 'digits3', 'dice3', 'pk10', 'pick11'] as const)('%s: the distribution sums to 1', (format) => {
    const total = [...sumDistribution(format).values()].reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it('ranges', () => {
    expect(sumRange('digits5')).toEqual({ min: 0, max: 45 });
    expect(sumRange('dice3')).toEqual({ min: 3, max: 18 });
    expect(sumRange('pk10')).toEqual({ min: 3, max: 19 });
    expect(sumRange('pick11')).toEqual({ min: 15, max: 45 });
    expect(() => sumDistribution('sea4d')).toThrow();
  });

  it('DS odds for digits5 are 1.94 (97% of evens)', () => {
    const { family, play: ds } = play('ELOTT', 'ELOTT_DS');
    for (const side of ['B', 'S', 'O', 'E']) expect(selectionOdds(family, ds, side)).toBe(1.94);
    expect(oddsFor(0.5)).toBe(1.94);
  });

  it('pick11: sum 30 is neither big nor small, so big and small both lose', () => {
    expect(sumSide('pick11', 30)).toEqual({ big: false, small: false });
    const numbers = ['01', '03', '05', '10', '11'];
    expect(returnOf('11X5', '11X5_DS', 'B', numbers)).toBe(0);
    expect(returnOf('11X5', '11X5_DS', 'S', numbers)).toBe(0);
    expect(returnOf('11X5', '11X5_DS', 'E', numbers)).toBeGreaterThan(1.9);
    // The house's sum makes big (and small) slightly less likely than half: odds above 1.94.
    const { family, play: ds } = play('11X5', '11X5_DS');
    expect(selectionOdds(family, ds, 'B')).toBeGreaterThan(1.94);
    expect(sumSide('pk10', 11)).toEqual({ big: false, small: false });
  });
});

describe('selectionReturn', () => {
  it('ds: big/small and odd/even of the sum', () => {
    const numbers = ['9', '9', '9', '0', '0']; // 27: big, odd
    expect(['B', 'S', 'O', 'E'].map((s) => returnOf('SSC', 'SSC_DS', s, numbers))).toEqual([1.94, 0, 1.94, 0]);
    // PK10 counts the first two balls only: 10 + 09 = 19, big and odd, whatever the rest.
    expect(returnOf('PK10', 'PK10_DS', 'B', ['10', '09', '01', '02', '03', '04', '05', '06', '07', '08'])).toBeGreaterThan(1.9);
    expect(returnOf('PK10', 'PK10_DS', 'S', ['10', '09', '01', '02', '03', '04', '05', '06', '07', '08'])).toBe(0);
  });

  it('sum: the exact sum pays its computed odds', () => {
    const { family, play: sum } = play('ELOTT', 'ELOTT_SUM');
    expect(selectionOdds(family, sum, '45')).toBe(97_000);
    expect(returnOf('ELOTT', 'ELOTT_SUM', '45', ['9', '9', '9', '9', '9'])).toBe(97_000);
    expect(returnOf('ELOTT', 'ELOTT_SUM', '27', ['9', '9', '9', '0', '0'])).toBe(oddsFor(sumDistribution('digits5').get(27)!));
    expect(returnOf('ELOTT', 'ELOTT_SUM', '26', ['9', '9', '9', '0', '0'])).toBe(0);
  });

  it('position: the ball at the position', () => {
    const numbers = ['07', '03', '01', '02', '04', '05', '06', '08', '09', '10'];
    expect(returnOf('PK10', 'PK10_POS', '1:07', numbers)).toBe(9.7);
    expect(returnOf('PK10', 'PK10_POS', '2:07', numbers)).toBe(0);
    expect(returnOf('SSC', 'SSC_POS', '3:5', ['1', '2', '5', '4', '3'])).toBe(9.7);
    expect(returnOf('K3', 'K3_POS', '1:6', ['6', '1', '1'])).toBe(oddsFor(1 / 6));
  });

  const north = (special: string, rest: (i: number) => string) => {
    const tiers = slotTiers('vnNorth');
    return tiers.map((t, i) => (i === 0 ? special : rest(i).padStart(t.digits, '0').slice(-t.digits)));
  };

  it('anyTail2 (lô): once per prize ending with the number', () => {
    // The special and two more prizes end with 45.
    const numbers = north('12345', (i) => (i === 5 || i === 26 ? '99945' : String(1000 + i * 7).padStart(5, '0')));
    const endingIn45 = numbers.filter((n) => n.endsWith('45')).length;
    expect(endingIn45).toBe(3);
    const odds = oddsFor(27 / 100);
    expect(odds).toBe(3.59);
    expect(returnOf('VN', 'VN_LO', '45', numbers)).toBeCloseTo(3 * odds, 10);
    expect(returnOf('VN', 'VN_LO', '46', numbers)).toBe(numbers.filter((n) => n.endsWith('46')).length * odds);
  });

  it('specialTail (đề, 3 càng): the special prize only', () => {
    const numbers = north('12345', (i) => (i === 1 ? '00077' : '00011'));
    expect(returnOf('VN', 'VN_DE', '45', numbers)).toBe(97);
    expect(returnOf('VN', 'VN_3D', '345', numbers)).toBe(970);
    // The first prize ends with 77: not the special.
    expect(returnOf('VN', 'VN_DE', '77', numbers)).toBe(0);
    expect(returnOf('VN', 'VN_3D', '245', numbers)).toBe(0);
  });

  // sea4d: first, second, third, ten special, ten consolation.
  const sea = (first: string, second: string, third: string, special: string[], consolation: string[]) => {
    const pad10 = (list: string[], from: number) => [...list, ...Array.from({ length: 10 - list.length }, (_, i) => String(from + i).padStart(4, '0'))];
    return [first, second, third, ...pad10(special, 5000), ...pad10(consolation, 6000)];
  };

  it('firstTail (SEA 2D/3D): the first prize’s last digits', () => {
    const numbers = sea('1234', '5634', '0000', [], []);
    expect(boardOf('sea4d', numbers)[0]).toEqual({ tier: 'first', numbers: ['1234'] });
    expect(returnOf('SEA', 'SEA_2D', '34', numbers)).toBe(97);
    expect(returnOf('SEA', 'SEA_3D', '234', numbers)).toBe(970);
    expect(returnOf('SEA', 'SEA_3D', '634', numbers)).toBe(0);
    expect(returnOf('SEA', 'SEA_2D', '12', numbers)).toBe(0);
  });

  it('4D big: the best tier the number is drawn in', () => {
    expect(returnOf('SEA', 'SEA_4D_BIG', '4242', sea('1111', '2222', '3333', ['4242'], ['4242']))).toBe(FOUR_D_PRIZES.big.special);
    expect(returnOf('SEA', 'SEA_4D_BIG', '4242', sea('1111', '4242', '3333', ['4242'], []))).toBe(1000);
    expect(returnOf('SEA', 'SEA_4D_BIG', '4242', sea('1111', '2222', '3333', [], ['4242']))).toBe(60);
    expect(returnOf('SEA', 'SEA_4D_BIG', '4243', sea('1111', '2222', '3333', ['4242'], []))).toBe(0);
  });

  it('4D small: the top three only', () => {
    expect(returnOf('SEA', 'SEA_4D_SMALL', '4242', sea('4242', '2222', '3333', [], []))).toBe(3500);
    expect(returnOf('SEA', 'SEA_4D_SMALL', '4242', sea('1111', '2222', '4242', [], []))).toBe(1000);
    expect(returnOf('SEA', 'SEA_4D_SMALL', '4242', sea('1111', '2222', '3333', ['4242'], ['4242']))).toBe(0);
  });
});

describe('isValidSelection', () => {
  it('accepts the canonical texts and refuses the others', () => {
    expect(valid('PK10', 'PK10_POS', '1:07')).toBe(true);
    expect(valid('PK10', 'PK10_POS', '10:10')).toBe(true);
    expect(valid('PK10', 'PK10_POS', '1:7')).toBe(false);
    expect(valid('PK10', 'PK10_POS', '01:07')).toBe(false);
    expect(valid('PK10', 'PK10_POS', '11:01')).toBe(false);
    expect(valid('PK10', 'PK10_POS', '1:11')).toBe(false);
    expect(valid('SSC', 'SSC_POS', '1:7')).toBe(true);
    expect(valid('SSC', 'SSC_POS', '1:07')).toBe(false);
    expect(valid('K3', 'K3_POS', '1:0')).toBe(false);
    expect(valid('VN', 'VN_LO', '07')).toBe(true);
    expect(valid('VN', 'VN_LO', '7')).toBe(false);
    expect(valid('VN', 'VN_3D', '007')).toBe(true);
    expect(valid('SEA', 'SEA_4D_BIG', '0427')).toBe(true);
    expect(valid('SEA', 'SEA_4D_BIG', '427')).toBe(false);
    expect(valid('ELOTT', 'ELOTT_DS', 'B')).toBe(true);
    expect(valid('ELOTT', 'ELOTT_DS', 'X')).toBe(false);
    expect(valid('ELOTT', 'ELOTT_DS', 'b')).toBe(false);
    expect(valid('ELOTT', 'ELOTT_SUM', '0')).toBe(true);
    expect(valid('ELOTT', 'ELOTT_SUM', '45')).toBe(true);
    expect(valid('ELOTT', 'ELOTT_SUM', '46')).toBe(false);
    expect(valid('ELOTT', 'ELOTT_SUM', '07')).toBe(false);
    expect(valid('11X5', '11X5_SUM', '14')).toBe(false);
    expect(valid('11X5', '11X5_SUM', '15')).toBe(true);
  });
});

describe('schedule', () => {
  const minute = { intervalSeconds: 60, offsetSeconds: 0, closeSeconds: 10 };
  const daily = { intervalSeconds: 86_400, offsetSeconds: 40_500, closeSeconds: 600 };

  it('a minute game: 00:00 UTC is -0001 of its day, 23:59 is -1440', () => {
    expect(periodNoOf(minute, Date.UTC(2026, 10, 26, 0, 0))).toBe('20261126-0001');
    expect(periodNoOf(minute, Date.UTC(2026, 10, 26, 0, 1))).toBe('20261126-0002');
    expect(periodNoOf(minute, Date.UTC(2026, 10, 26, 23, 59))).toBe('20261126-1440');
    expect(periodNoOf(minute, Date.UTC(2026, 10, 27, 0, 0))).toBe('20261127-0001');
  });

  it('nextDrawAt: the first draw strictly after the moment', () => {
    expect(nextDrawAt(minute, Date.UTC(2026, 10, 26, 23, 59, 30))).toBe(Date.UTC(2026, 10, 27, 0, 0));
    expect(nextDrawAt(minute, Date.UTC(2026, 10, 26, 10, 0, 0))).toBe(Date.UTC(2026, 10, 26, 10, 1, 0));
    expect(nextDrawAt(minute, Date.UTC(2026, 10, 26, 10, 0, 0) - 1)).toBe(Date.UTC(2026, 10, 26, 10, 0, 0));
  });

  it('daily draws are yyyyMMdd, at their offset', () => {
    const first = nextDrawAt(daily, Date.UTC(2026, 10, 26, 9, 0));
    expect(first).toBe(Date.UTC(2026, 10, 26, 11, 15));
    expect(periodNoOf(daily, first)).toBe('20261126');
    const after = nextDrawAt(daily, Date.UTC(2026, 10, 26, 11, 15));
    expect(after).toBe(Date.UTC(2026, 10, 27, 11, 15));
    expect(periodNoOf(daily, after)).toBe('20261127');
  });
});
