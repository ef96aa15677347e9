/**
 * The contract settlement as scheduled work with two platform instances on one database (PGlite: two apps on one handle;
 * PostgreSQL with TEST_DATABASE_URL: two apps with their own pools on one temporary database). Real-time salary
 * contracts signed 16 minutes ago, rounds played in each 5-minute period since: both instances' job ticks (every 2 s
 * here) and direct runs through both pools at once settle each contract's periods once, one payment each.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PlatformApp } from './app';
import { agentContracts, games, members, merchants } from './db/schema';
import { SETTLE_GRACE_MS, settleDueContracts } from './services/agentContracts';
import { auditLedger, credit, seamlessOperation } from './services/wallet';
import { openSharedDatabase } from './test/sharedDatabase';

const TEST_URL = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const PERIOD = 5 * 60_000;

for (const engine of ['pglite', 'postgres'] as const) {
  const skip = engine === 'postgres' && !TEST_URL;
  if (skip) console.info('[platform tests] contract jobs: PostgreSQL pass skipped (set TEST_DATABASE_URL to run it)');

  describe.skipIf(skip)(`contract settlement, two instances on one database [${engine}]`, () => {
    let shared: Awaited<ReturnType<typeof openSharedDatabase>> | undefined;
    const apps: PlatformApp[] = [];
    beforeAll(async () => {
      shared = await openSharedDatabase(engine);
      for (const handle of shared.handles)
        apps.push(await buildApp({ database: handle, jobs: { pollSeconds: 0.5 }, contractSettleSeconds: 2 }));
    }, 180_000);
    afterAll(async () => {
      for (const app of apps.splice(0)) await app.close();
      await shared?.close();
    }, 60_000);

    it('settles each contract period once across the instances', async () => {
      const db = apps[0]!.platform.db;
      const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
      const [game] = await db.select({ id: games.id, vendor: games.vendor }).from(games).where(eq(games.category, 'RNG')).limit(1);
      const now = Date.now();
      const signedAt = new Date(Math.floor((now - 16 * 60_000) / PERIOD) * PERIOD + 1_000);
      const make = async (type: number, uplineId: number | null) => {
        const [m] = await db
          .insert(members)
          .values({ merchantId: merchant!.id, account: `cj${engine.slice(0, 2)}${randomUUID().slice(0, 8)}`, type, uplineId, createdAt: signedAt })
          .returning();
        return m!;
      };
      const top = await make(1, null);
      const agent = await make(1, top.id);
      const player = await make(0, agent.id);
      await db.insert(agentContracts).values([
        { merchantId: merchant!.id, type: 'realtime', status: 'signed', uplineId: null, downlineId: top.id, rateBp: 50, period: 'realtime', createdAt: signedAt, signedAt },
        { merchantId: merchant!.id, type: 'realtime', status: 'signed', uplineId: top.id, downlineId: agent.id, rateBp: 30, period: 'realtime', createdAt: signedAt, signedAt },
      ]);
      await credit(db, { merchantId: merchant!.id, memberId: player.id, amount: 1_000_000, at: signedAt });
      // 100.00 played in each 5-minute period since the signature.
      for (let at = signedAt.getTime() + 10_000; at < now - 5_000; at += PERIOD) {
        const roundId = randomUUID();
        const common = { merchantId: merchant!.id, memberId: player.id, vendor: game!.vendor, gameId: game!.id, at: new Date(at) };
        await seamlessOperation(db, { ...common, op: 'bet', txId: `B-${roundId}`, roundId, amount: 10_000 });
        await seamlessOperation(db, { ...common, op: 'settle', txId: `S-${roundId}`, betTxId: `B-${roundId}`, amount: 0 });
      }
      const duePeriods = Math.floor((now - SETTLE_GRACE_MS) / PERIOD) - Math.floor(signedAt.getTime() / PERIOD);
      expect(duePeriods).toBeGreaterThanOrEqual(2);

      await Promise.all(apps.map((app) => app.jobs.run()));
      // Direct runs through both instances at once, racing the ticks.
      await Promise.all(apps.map((app) => settleDueContracts(app.platform.db, new Date(now))));
      const counts = async () =>
        rowsOf(
          await db.execute(sql`select c.downline_id, count(*)::int as periods, count(distinct s.period_start)::int as distinct_periods,
              coalesce(sum(s.amount), 0)::int as paid, count(s.transaction_id)::int as payments
            from agent_contracts c left join agent_contract_settlements s on s.contract_id = c.id and s.period_end <= ${new Date(now - SETTLE_GRACE_MS)}
            where c.downline_id in (${top.id}, ${agent.id}) group by c.downline_id order by c.downline_id`),
        ).map((r) => [Number(r.downline_id), Number(r.periods), Number(r.distinct_periods), Number(r.paid), Number(r.payments)]);
      // Let the ticks run a few times over what is already settled.
      await sleep(6_000);
      // Each period: the agent 0.30 % of 100.00 = 0.30; its upline the difference 0.20.
      expect(await counts()).toEqual([
        [top.id, duePeriods, duePeriods, 20 * duePeriods, duePeriods],
        [agent.id, duePeriods, duePeriods, 30 * duePeriods, duePeriods],
      ]);
      const keys = rowsOf(
        await db.execute(sql`select count(*)::int as n, count(distinct idempotency_key)::int as k from ledger_transactions
          where member_id in (${top.id}, ${agent.id}) and kind = 'agent_salary'`),
      );
      expect(Number(keys[0]?.n)).toBe(Number(keys[0]?.k));
      expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
    }, 120_000);
  });
}
