/**
 * Cashback (manual rebate, MANPLAYREB3): rates per product type from the merchant's settings, the claimable amount from
 * the valid bets settled since the last claim, one payment out of a storm of parallel claims, a round settled after a
 * claim counted by the next one (never skipped, never paid twice), the feature gate.
 */
import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bonusCredits, memberVip, rebateClaims, turnoverRequirements } from './db/schema';
import { rebateAmount } from './services/rebate';
import { auditLedger } from './services/wallet';
import { forEachEngine } from './test/harness';
import { callAs, gameOf, mainBalance, newPlayer, playRounds, settleRound } from './test/players';

type Line = { category: string; rate: number; validBet: number; amount: number };
const lineOf = (list: Line[], category: string) => list.find((l) => l.category === category);

forEachEngine('cashback (manual rebate)', (platform) => {
  it('rounds the amount down to the cent at a percentage rate', () => {
    expect(rebateAmount(100_000, 0.8)).toBe(800);
    expect(rebateAmount(12_345, 0.6)).toBe(74);
    expect(rebateAmount(999, 0.5)).toBe(4);
    expect(rebateAmount(0, 1)).toBe(0);
  });

  it('shows the rates with nothing to claim, and refuses an empty claim without writing anything', async () => {
    const p = platform();
    const m = await newPlayer(p, 'rbe', 'CRP001', 100_000);
    const overview = await callAs(p, m, 'rebateSettings');
    expect(overview.status, JSON.stringify(overview.body)).toBe(200);
    expect(overview.body.value).toMatchObject({ total: 0, minClaim: 1, turnoverMultiple: 1, lastClaimAt: null, recent: [] });
    expect(overview.body.value.list.map((l: Line) => [l.category, l.rate, l.validBet, l.amount])).toEqual([
      ['LIVE', 0.6, 0, 0], ['SPORTS', 0.5, 0, 0], ['RNG', 0.8, 0, 0], ['FISH', 0.8, 0, 0], ['PVP', 0.5, 0, 0], ['LOTT', 0.3, 0, 0], ['ELOTT', 0.3, 0, 0],
    ]);
    const before = await p.rowCounts();
    const refused = await callAs(p, m, 'rebateClaim');
    expect([refused.status, refused.body.code, refused.body.value]).toEqual([409, 'rebate_nothing_to_claim', { total: 0, minClaim: 1 }]);
    const after = await p.rowCounts();
    // The claim's state row may be made (empty) before the refusal rolls back: nothing at all is written.
    expect(after).toEqual(before);
  });

  it('pays rate x valid bet per product type once, out of parallel duplicated claims, and counts a late settle next time', async () => {
    const p = platform();
    const m = await newPlayer(p, 'rbc', 'CRP001', 1_000_000);
    await playRounds(p, m, 'RNG', 10, 10_000, { payout: 5_000 }); // valid bet 1,000.00 at 0.8 %: 8.00
    await playRounds(p, m, 'LIVE', 5, 20_000, { payout: 30_000 }); // valid bet 1,000.00 at 0.6 %: 6.00
    const [open] = await playRounds(p, m, 'RNG', 1, 50_000, { settle: false }); // not settled: not a valid bet yet
    const overview = (await callAs(p, m, 'rebateSettings')).body.value;
    expect(lineOf(overview.list, 'RNG')).toEqual({ category: 'RNG', rate: 0.8, validBet: 1_000, amount: 8 });
    expect(lineOf(overview.list, 'LIVE')).toEqual({ category: 'LIVE', rate: 0.6, validBet: 1_000, amount: 6 });
    expect(overview.total).toBe(14);

    const balance = await mainBalance(p, m.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => callAs(p, m, 'rebateClaim')));
    const paid = answers.filter((a) => a.status === 200);
    expect(paid, JSON.stringify(answers.map((a) => a.body))).toHaveLength(1);
    expect(paid[0]!.body.value).toMatchObject({ amount: 14, validBet: 2_000, turnover: 14, balance: (balance + 1_400) / 100 });
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.code)).toEqual(Array(7).fill('rebate_nothing_to_claim'));
    expect(await mainBalance(p, m.id)).toBe(balance + 1_400);
    const db = p.database.db;
    const [credits] = await db.select({ n: count() }).from(bonusCredits).where(and(eq(bonusCredits.memberId, m.id), eq(bonusCredits.source, 'rebate')));
    expect(credits?.n).toBe(1);
    const requirements = await db.select().from(turnoverRequirements).where(and(eq(turnoverRequirements.memberId, m.id), eq(turnoverRequirements.source, 'bonus')));
    expect(requirements.map((r) => r.amount)).toEqual([1_400]);

    // Nothing new: nothing to claim. The open round settles: its 500.00 is claimable (4.00), not lost.
    expect((await callAs(p, m, 'rebateSettings')).body.value.total).toBe(0);
    p.advance(60_000);
    await settleRound(p, m, await gameOf(p, 'RNG'), open!, 0);
    const next = (await callAs(p, m, 'rebateSettings')).body.value;
    expect(lineOf(next.list, 'RNG')).toMatchObject({ validBet: 500, amount: 4 });
    expect(next.total).toBe(4);
    expect(next.lastClaimAt).toBe(p.now() - 60_000);
    expect(next.recent).toHaveLength(1);
    const second = await callAs(p, m, 'rebateClaim');
    expect(second.body.value).toMatchObject({ amount: 4, validBet: 500 });
    expect((await callAs(p, m, 'rebateClaim')).body.code).toBe('rebate_nothing_to_claim');
    const claims = await db.select().from(rebateClaims).where(eq(rebateClaims.memberId, m.id));
    expect(claims.map((c) => [c.claimNo, c.amount, c.validBet])).toEqual([
      [1, 1_400, 200_000],
      [2, 400, 50_000],
    ]);
    // The bonus details show both, as rebates.
    const day = new Date(p.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const details = await callAs(p, m, 'bonusDetails', { from: day, to: day, source: 'rebate' });
    expect(details.body.value.totals).toMatchObject({ count: 2, amount: 18 });
    expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });

  it("pays the VIP level's cashback rate where it is higher than the merchant's, once out of parallel claims", async () => {
    const p = platform();
    const db = p.database.db;
    const m = await newPlayer(p, 'rbv', 'CRP001', 1_000_000);
    // Crown (level 6): 1.0 % on every product type, above the merchant's 0.8 % (slots) and 0.6 % (live).
    const at = new Date(p.now());
    await db.insert(memberVip).values({ memberId: m.id, merchantId: m.merchantId, level: 6, highestLevel: 6, validBet: 0, deposit: 0, levelSince: at, computedAt: at });
    await playRounds(p, m, 'RNG', 10, 10_000, { payout: 5_000 }); // valid bet 1,000.00 at 1.0 %: 10.00
    await playRounds(p, m, 'LIVE', 5, 20_000, { payout: 30_000 }); // valid bet 1,000.00 at 1.0 %: 10.00
    const overview = (await callAs(p, m, 'rebateSettings')).body.value;
    expect(lineOf(overview.list, 'RNG')).toEqual({ category: 'RNG', rate: 1, validBet: 1_000, amount: 10 });
    expect(lineOf(overview.list, 'LIVE')).toEqual({ category: 'LIVE', rate: 1, validBet: 1_000, amount: 10 });
    expect(overview.total).toBe(20);

    const balance = await mainBalance(p, m.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => callAs(p, m, 'rebateClaim')));
    const paid = answers.filter((a) => a.status === 200);
    expect(paid, JSON.stringify(answers.map((a) => a.body))).toHaveLength(1);
    expect(paid[0]!.body.value).toMatchObject({ amount: 20, validBet: 2_000 });
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.code)).toEqual(Array(5).fill('rebate_nothing_to_claim'));
    expect(await mainBalance(p, m.id)).toBe(balance + 2_000);
    const [credits] = await db.select({ n: count() }).from(bonusCredits).where(and(eq(bonusCredits.memberId, m.id), eq(bonusCredits.source, 'rebate')));
    expect(credits?.n).toBe(1);

    // Back at Bronze (0.3 %): the merchant's higher rates apply again.
    await db.update(memberVip).set({ level: 1 }).where(eq(memberVip.memberId, m.id));
    const bronze = (await callAs(p, m, 'rebateSettings')).body.value;
    expect(lineOf(bronze.list, 'RNG')?.rate).toBe(0.8);
    expect(lineOf(bronze.list, 'LOTT')?.rate).toBe(0.3);
    expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });

  it('is refused where the merchant has no cashback (MANPLAYREB3 off)', async () => {
    const p = platform();
    const m = await newPlayer(p, 'rbj', 'JADE01', 10_000);
    for (const key of ['rebateSettings', 'rebateClaim'] as const) {
      const res = await callAs(p, m, key);
      expect([res.status, res.body.code], key).toEqual([403, 'feature_not_enabled']);
    }
  });
});
