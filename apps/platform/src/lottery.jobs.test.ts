/**
 * Lottery draws and settlements as scheduled work with two platform instances working the jobs on one database (PGlite:
 * two apps on one handle; PostgreSQL with TEST_DATABASE_URL: two apps with their own pools on one temporary database).
 * A 10-second game (the operator's schedule) runs for a few periods while members bet on each: every period is created
 * once with one seed, drawn once with the numbers of that seed, and every bet settled and paid exactly once.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PlatformApp } from './app';
import { games, lotteryBets, lotteryDraws, lotteryGames, members, merchants } from './db/schema';
import { drawNumbers, placeLotteryBet, seedHashOf } from './services/lottery';
import { MAIN_WALLET, auditLedger, balanceOf, credit } from './services/wallet';
import { openSharedDatabase } from './test/sharedDatabase';
import { familyOf } from '@croupier/contract';

const TEST_URL = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const engine of ['pglite', 'postgres'] as const) {
  const skip = engine === 'postgres' && !TEST_URL;
  if (skip) console.info('[platform tests] lottery jobs: PostgreSQL pass skipped (set TEST_DATABASE_URL to run it)');

  describe.skipIf(skip)(`lottery draws and settlements, two instances on one database [${engine}]`, () => {
    let shared: Awaited<ReturnType<typeof openSharedDatabase>> | undefined;
    const apps: PlatformApp[] = [];
    beforeAll(async () => {
      shared = await openSharedDatabase(engine);
      for (const handle of shared.handles) apps.push(await buildApp({ database: handle, jobs: { pollSeconds: 0.5 } }));
    }, 180_000);
    afterAll(async () => {
      for (const app of apps.splice(0)) await app.close();
      await shared?.close();
    }, 60_000);

    it('creates, draws and settles each period once, paying every bet once', async () => {
      const db = apps[0]!.platform.db;
      const [game] = await db.select({ id: games.id, code: games.code }).from(games).where(eq(games.code, 'ELOTT_0001'));
      // Only this game runs, every 10 seconds, betting closing 2 seconds before each draw.
      await db.update(lotteryGames).set({ enabled: false });
      await db.update(lotteryGames).set({ enabled: true, intervalSeconds: 10, closeSeconds: 2, offsetSeconds: 0 }).where(eq(lotteryGames.gameId, game!.id));
      const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
      const players = [];
      for (let i = 0; i < 3; i++) {
        const [member] = await db.insert(members).values({ merchantId: merchant!.id, account: `lj${engine.slice(0, 2)}${randomUUID().slice(0, 8)}`, type: 0, createdAt: new Date() }).returning();
        await credit(db, { merchantId: merchant!.id, memberId: member!.id, amount: 100_000, at: new Date() });
        players.push(member!);
      }
      const started = Date.now();
      await Promise.all(apps.map((app) => app.jobs.run()));

      // For ~22 s, each player bets on whatever period is open, through either instance's database handle.
      const betPeriods = new Set<number>();
      let placed = 0;
      while (Date.now() - started < 22_000) {
        const [open] = await db
          .select()
          .from(lotteryDraws)
          .where(sql`${lotteryDraws.gameId} = ${game!.id} and ${lotteryDraws.status} = 'open' and ${lotteryDraws.opensAt} <= now() and ${lotteryDraws.closesAt} > now() + interval '500 milliseconds'`)
          .limit(1);
        if (open && !betPeriods.has(open.id)) {
          betPeriods.add(open.id);
          await Promise.all(
            players.map((member, i) =>
              placeLotteryBet(apps[i % 2]!.platform.db, {
                merchant: merchant!,
                member,
                request: { requestId: randomUUID(), gameCode: 'ELOTT_0001', periodNo: open.periodNo, playType: 'ELOTT_DS', selections: ['B', 'S', 'O', 'E'], unitStake: 1, multiplier: 1 + i },
                nowMs: Date.now(),
                language: 'EN',
              }),
            ),
          );
          placed += players.length * 4;
        }
        await sleep(400);
      }
      expect(betPeriods.size).toBeGreaterThanOrEqual(2);
      // Wait until every period bet on is settled.
      const deadline = Date.now() + 40_000;
      for (;;) {
        const rows = await db.select({ status: lotteryDraws.status }).from(lotteryDraws).where(inArray(lotteryDraws.id, [...betPeriods]));
        if (rows.every((r) => r.status === 'settled')) break;
        if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(rows)}`);
        await sleep(500);
      }
      await sleep(2_000);

      // One row per period number; each drawn period's numbers are its seed's, under the hash published.
      const draws = await db.select().from(lotteryDraws).where(eq(lotteryDraws.gameId, game!.id));
      const fresh = draws.filter((d) => d.drawAt.getTime() > started - 1_000);
      expect(new Set(fresh.map((d) => d.periodNo)).size).toBe(fresh.length);
      const family = familyOf('ELOTT')!;
      for (const d of fresh.filter((x) => x.numbers)) {
        expect(seedHashOf(d.seed)).toBe(d.seedHash);
        expect(d.numbers).toEqual(drawNumbers(family, 'ELOTT_0001', d.periodNo, d.seed));
      }
      // Every bet settled once: one win transaction per won bet, nothing pending, the balances the ledger's.
      const bets = await db.select().from(lotteryBets).where(inArray(lotteryBets.drawId, [...betPeriods]));
      expect(bets).toHaveLength(placed);
      expect(bets.filter((b) => b.status === 'pending')).toHaveLength(0);
      const wins = await db.execute(sql`select count(*)::int as n, count(distinct idempotency_key)::int as d from ledger_transactions where kind = 'lottery_win' and member_id in (${sql.join(players.map((p) => sql`${p.id}`), sql`, `)})`);
      const [counts] = (wins as unknown as { rows: { n: number; d: number }[] }).rows;
      expect(Number(counts!.n)).toBe(bets.filter((b) => b.status === 'won').length);
      expect(Number(counts!.d)).toBe(Number(counts!.n));
      for (const [i, member] of players.entries()) {
        const mine = bets.filter((b) => b.memberId === member.id);
        const expected = 100_000 - mine.reduce((s, b) => s + b.amount, 0) + mine.reduce((s, b) => s + b.payout, 0);
        expect(await balanceOf(db, merchant!.id, member.id, MAIN_WALLET), `player ${i}`).toBe(expected);
      }
      expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
    }, 150_000);
  });
}
