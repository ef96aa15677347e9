/**
 * The VIP and points jobs as scheduled work, with two platform instances working the jobs on one database (PGlite: two
 * apps on one handle; PostgreSQL with TEST_DATABASE_URL: two apps with their own pools on one temporary database). A
 * member who has played and deposited is raised to the next level with its upgrade bonus paid once, and earns the
 * points of each round once, whichever instance runs the tick.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PlatformApp } from './app';
import { bonusCredits, depositChannels, depositOrders, games, memberPoints, memberVip, members, merchants, pointLedger } from './db/schema';
import { POINTS_JOB } from './services/points';
import { VIP_JOB } from './services/vip';
import { auditLedger, credit, seamlessOperation } from './services/wallet';
import { openSharedDatabase } from './test/sharedDatabase';

const TEST_URL = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(250);
  }
}

for (const engine of ['pglite', 'postgres'] as const) {
  const skip = engine === 'postgres' && !TEST_URL;
  if (skip) console.info('[platform tests] VIP and points jobs: PostgreSQL pass skipped (set TEST_DATABASE_URL to run it)');

  describe.skipIf(skip)(`VIP and points jobs, two instances on one database [${engine}]`, () => {
    let shared: Awaited<ReturnType<typeof openSharedDatabase>> | undefined;
    const apps: PlatformApp[] = [];
    beforeAll(async () => {
      shared = await openSharedDatabase(engine);
      for (const handle of shared.handles)
        apps.push(await buildApp({ database: handle, jobs: { pollSeconds: 0.5 } }));
    }, 180_000);
    afterAll(async () => {
      for (const app of apps.splice(0)) await app.close();
      await shared?.close();
    }, 60_000);

    it('raises the member and pays the upgrade bonus once, and credits each round its points once', async () => {
      const db = apps[0]!.platform.db;
      const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
      const [member] = await db
        .insert(members)
        .values({ merchantId: merchant!.id, account: `jobs${engine}${randomUUID().slice(0, 6)}`, type: 0, createdAt: new Date() })
        .returning();
      const m = { merchantId: merchant!.id, memberId: member!.id };
      await credit(db, { ...m, amount: 600_000, at: new Date() });
      const [game] = await db.select().from(games).where(eq(games.category, 'LIVE')).limit(1);
      // 5 rounds of 1,000 in a live game: valid bet 5,000 (Silver's), 700 points each at the live rate 0.70.
      for (let i = 0; i < 5; i++) {
        const roundId = randomUUID();
        const common = { ...m, vendor: game!.vendor, gameId: game!.id, at: new Date() };
        await seamlessOperation(db, { ...common, op: 'bet', txId: `B-${roundId}`, roundId, amount: 100_000 });
        await seamlessOperation(db, { ...common, op: 'settle', txId: `S-${roundId}`, betTxId: `B-${roundId}`, amount: 0 });
      }
      const [channel] = await db.select().from(depositChannels).where(eq(depositChannels.merchantId, merchant!.id)).limit(1);
      const at = new Date();
      await db.insert(depositOrders).values({
        orderNo: `DJOBS${randomUUID().slice(0, 8)}`,
        ...m,
        channelId: channel!.id,
        channelKey: channel!.key,
        channelKind: channel!.kind,
        channelName: 'test',
        provider: 'sandbox',
        requestId: randomUUID(),
        requestHash: 'x',
        amount: 100_000,
        fee: 0,
        feeBearer: 'member',
        creditAmount: 100_000,
        status: 'paid',
        payUrl: 'http://127.0.0.1/',
        expiresAt: at,
        createdAt: at,
        settledAt: at,
      });

      // Both instances work the jobs: each recurring tick is one job, run by one of them.
      await Promise.all(apps.map((app) => app.jobs.run()));
      await until(async () => {
        const [vip] = await db.select().from(memberVip).where(eq(memberVip.memberId, m.memberId));
        const [points] = await db.select().from(memberPoints).where(eq(memberPoints.memberId, m.memberId));
        const bonuses = await db.select().from(bonusCredits).where(eq(bonusCredits.memberId, m.memberId));
        return vip?.level === 2 && Number(points?.balance ?? 0) === 5 * 70_000 && bonuses.length === 1;
      });
      // Both keep polling a while: nothing more is paid.
      await sleep(2_500);
      const bonuses = await db
        .select({ reference: bonusCredits.reference, amount: bonusCredits.amount })
        .from(bonusCredits)
        .where(and(eq(bonusCredits.memberId, m.memberId), like(bonusCredits.reference, 'vip:%')));
      expect(bonuses).toEqual([{ reference: `vip:upgrade:${m.memberId}:2`, amount: 5_800 }]);
      const entries = await db.select().from(pointLedger).where(eq(pointLedger.memberId, m.memberId));
      expect(entries).toHaveLength(5);
      expect(new Set(entries.map((e) => e.reference)).size).toBe(5);
      expect(entries.every((e) => e.source === 'live' && Number(e.amount) === 70_000)).toBe(true);
      const [points] = await db.select().from(memberPoints).where(eq(memberPoints.memberId, m.memberId));
      expect(Number(points?.balance)).toBe(350_000);

      const jobs = (await db.execute(
        sql`select name, state from pgboss.job where name in (${VIP_JOB}, ${POINTS_JOB})`,
      )) as unknown as { rows: { name: string; state: string }[] };
      expect(jobs.rows.some((j) => j.name === VIP_JOB && j.state === 'completed')).toBe(true);
      expect(jobs.rows.some((j) => j.name === POINTS_JOB && j.state === 'completed')).toBe(true);
      expect(jobs.rows.filter((j) => j.state === 'failed')).toEqual([]);
      expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
    }, 120_000);
  });
}
