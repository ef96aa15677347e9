import { describe, expect, it } from 'vitest';
import { downlineListRequestSchema, downlineListResponseSchema, teamProfitLossResponseSchema } from './agent';

const period = { from: '2026-11-01', to: '2026-11-20' };

describe('agent schemas', () => {
  it("downlineList's root: a whole account, trimmed; empty or too long refused; optional", () => {
    expect(downlineListRequestSchema.parse({ ...period, root: '  lucky88 ' })).toMatchObject({ root: 'lucky88' });
    expect(downlineListRequestSchema.parse(period).root).toBeUndefined();
    expect(downlineListRequestSchema.safeParse({ ...period, root: '   ' }).success).toBe(false);
    expect(downlineListRequestSchema.safeParse({ ...period, root: 'x'.repeat(33) }).success).toBe(false);
    expect(downlineListRequestSchema.safeParse({ ...period, root: 7 }).success).toBe(false);
  });

  it('the answers carry the drill-down path and the bonuses', () => {
    const pageFields = { pageNum: 1, pageSize: 20, totalPages: 1, total: 0, timeZone: 'Asia/Tokyo' };
    expect(downlineListResponseSchema.safeParse({ list: [], ...pageFields }).success).toBe(false);
    expect(downlineListResponseSchema.parse({ list: [], path: ['lucky88'], ...pageFields }).path).toEqual(['lucky88']);
    const figures = { rounds: 1, stake: 1, validBet: 1, payout: 0, winLoss: -1, deposits: 0, withdrawals: 0 };
    expect(teamProfitLossResponseSchema.safeParse({ list: [], ...pageFields, totals: figures }).success).toBe(false);
    expect(teamProfitLossResponseSchema.parse({ list: [], ...pageFields, totals: { ...figures, bonuses: 2.5 } }).totals.bonuses).toBe(2.5);
  });
});
