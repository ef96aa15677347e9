import { describe, expect, it } from 'vitest';
import { boardOf } from '@croupier/contract';
import { headTailOf } from './VnRegionBoard';

const board = (numbers: string[]) => ({
  region: 'north' as const,
  gameCode: 'VN_HN',
  name: 'Hà Nội',
  periodNo: '20261126',
  drawnAt: '2026-11-26T11:15:00.000Z',
  prizes: boardOf('vnNorth', numbers),
});

describe('headTailOf (đầu/đuôi)', () => {
  it("files each prize's last two digits under its head and its tail", () => {
    // 27 prizes: 12345 (special), then 26 ending in 07, 70 or 99.
    const numbers = ['12345', ...Array.from({ length: 26 }, (_, i) => ['10007', '21070', '30099'][i % 3]!)];
    const rows = headTailOf(board(numbers));
    expect(rows.map((r) => r.digit)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const lo = numbers.map((n) => n.slice(-2));
    for (const row of rows) {
      expect(row.tails).toEqual(
        lo
          .filter((n) => n[0] === row.digit)
          .map((n) => n[1])
          .sort(),
      );
      expect(row.heads).toEqual(
        lo
          .filter((n) => n[1] === row.digit)
          .map((n) => n[0])
          .sort(),
      );
    }
    expect(rows[4]!.tails).toEqual(['5']);
    expect(rows[5]!.heads).toEqual(['4']);
    expect(rows.flatMap((r) => r.tails)).toHaveLength(27);
  });

  it('pads a one-digit prize (never drawn, but a lô is always two digits)', () => {
    const rows = headTailOf({ ...board([]), prizes: [{ tier: 'seventh', numbers: ['7'] }] });
    expect(rows[0]!.tails).toEqual(['7']);
    expect(rows[7]!.heads).toEqual(['0']);
  });
});
