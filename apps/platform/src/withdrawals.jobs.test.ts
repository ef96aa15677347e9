/**
 * The forced receipt as a scheduled job, with two platform instances working the jobs on one database (PGlite: two
 * apps on one handle; PostgreSQL with TEST_DATABASE_URL: two apps with their own pools on one temporary database).
 * Withdrawals approved through either instance are forced at their deadline exactly once: one job per withdrawal
 * (enqueueing it again from the other instance adds none), finished on its first run, the status and the confirmation
 * time written once, no money moved; one confirmed in time is left alone.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PlatformApp } from './app';
import { members, merchants, paymentPasswords, turnoverRequirements, withdrawals } from './db/schema';
import { addPayoutAccount } from './services/payoutAccounts';
import { sandboxPayouts } from './services/payouts';
import { hashPassword } from './services/secrets';
import { HOLD, MAIN_WALLET, auditLedger, balanceOf } from './services/wallet';
import { WITHDRAWAL_RECEIPT_JOB, approveWithdrawal, confirmReceipt, createWithdrawal } from './services/withdrawals';
import { openSharedDatabase } from './test/sharedDatabase';

const TEST_URL = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(200);
  }
}

for (const engine of ['pglite', 'postgres'] as const) {
  const skip = engine === 'postgres' && !TEST_URL;
  if (skip) console.info('[platform tests] forced receipts: PostgreSQL pass skipped (set TEST_DATABASE_URL to run it)');

  describe.skipIf(skip)(`forced withdrawal receipts, two instances on one database [${engine}]`, () => {
    let shared: Awaited<ReturnType<typeof openSharedDatabase>> | undefined;
    const apps: PlatformApp[] = [];
    beforeAll(async () => {
      shared = await openSharedDatabase(engine);
      for (const handle of shared.handles)
        apps.push(await buildApp({ database: handle, jobs: { pollSeconds: 0.5 } }));
      await Promise.all(apps.map((app) => app.jobs.run()));
    }, 180_000);
    afterAll(async () => {
      for (const app of apps.splice(0)) await app.close();
      await shared?.close();
    }, 60_000);

    it('forces each unconfirmed withdrawal once at its deadline, whichever instance approved it', async () => {
      const [a, b] = apps as [PlatformApp, PlatformApp];
      const db = a.platform.db;
      // A receipt window of 3 s, so the deadline comes within the test.
      await db.execute(
        sql`update merchants set settings = settings || '{"withdrawalReceiptMinutes": 0.05}'::jsonb where code = 'CRP001'`,
      );
      const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
      const [member] = await db
        .select()
        .from(members)
        .where(and(eq(members.account, 'demo01'), eq(members.merchantId, merchant!.id)));
      if (!merchant || !member) throw new Error('seed without demo01');
      // demo01's seeded welcome bonus asks for turnover: this member has met it.
      await db.delete(turnoverRequirements).where(eq(turnoverRequirements.memberId, member.id));
      await db
        .insert(paymentPasswords)
        .values({
          memberId: member.id,
          merchantId: merchant.id,
          hash: await hashPassword('246810'),
          changedAt: new Date(),
        });
      const { account } = await addPayoutAccount(a.platform, merchant, member, {
        type: 'bank',
        holderName: 'Demo Member',
        bankName: 'Croupier Bank',
        cardNumber: '6222021234567890',
      });
      const before = await balanceOf(db, merchant.id, member.id, MAIN_WALLET);

      const ids: number[] = [];
      for (let i = 0; i < 4; i++) {
        const app = i % 2 === 0 ? a : b;
        const created = await createWithdrawal(app.platform, merchant, member, {
          requestId: `jobs-test-${engine}-${i}`,
          accountId: account.id,
          amount: 100 + i,
          paymentPassword: '246810',
        });
        ids.push(created.withdrawal.id);
      }
      // Approved through both instances; each approval enqueues the withdrawal's job once.
      const approved = await Promise.all(
        ids.map((id, i) =>
          approveWithdrawal(db, id, { payouts: sandboxPayouts(), jobs: (i % 2 === 0 ? a : b).jobs, nowMs: Date.now() }),
        ),
      );
      expect(approved.map((r) => r.outcome)).toEqual(['approved', 'approved', 'approved', 'approved']);
      // The other instance asks for the same jobs again: deduplicated while they wait.
      const again = await Promise.all(
        ids.map((id, i) =>
          (i % 2 === 0 ? b : a).jobs.enqueue(
            WITHDRAWAL_RECEIPT_JOB,
            { withdrawalId: id },
            { key: `withdrawal:${id}`, delayMs: 1_000 },
          ),
        ),
      );
      expect(again).toEqual([null, null, null, null]);
      // One is confirmed in time: its job finds nothing to do.
      const confirmedId = ids[3]!;
      await confirmReceipt(b.platform, merchant, member, { withdrawalId: confirmedId, outcome: 'full' }, []);

      const statusOf = async () =>
        db
          .select({ id: withdrawals.id, status: withdrawals.status, confirmedAt: withdrawals.confirmedAt })
          .from(withdrawals)
          .where(eq(withdrawals.memberId, member.id));
      await until(async () => (await statusOf()).filter((w) => w.status === 'forced_received').length === 3);
      const forced = await statusOf();
      // Both instances keep polling for a while: nothing changes any more.
      await sleep(2_500);
      expect(await statusOf()).toEqual(forced);
      expect(forced.find((w) => w.id === confirmedId)?.status).toBe('completed');

      const jobs = (await db.execute(
        sql`select singleton_key, state, retry_count from pgboss.job where name = ${WITHDRAWAL_RECEIPT_JOB} order by singleton_key`,
      )) as unknown as { rows: { singleton_key: string; state: string; retry_count: number }[] };
      expect(jobs.rows.map((j) => j.singleton_key).sort()).toEqual(ids.map((id) => `withdrawal:${id}`).sort());
      for (const job of jobs.rows) expect(job.state).toBe('completed');

      // Forced, not refunded: the money left with the payouts.
      expect(await balanceOf(db, merchant.id, member.id, MAIN_WALLET)).toBe(before - (100 + 101 + 102 + 103) * 100);
      expect(await balanceOf(db, merchant.id, member.id, HOLD)).toBe(0);
      expect(await auditLedger(db)).toEqual({
        unbalancedTransactions: 0,
        driftedAccounts: 0,
        negativeMemberWallets: 0,
      });
    }, 120_000);
  });
}
