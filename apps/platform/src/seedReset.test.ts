/**
 * `pnpm platform seed` resets a used database: every table the seed fills is emptied (one TRUNCATE, identities
 * restarted) and seeded again, on both engines: the merchants, the demo members, the catalogue with its lotteries and
 * their week of draws, and a ledger that balances.
 */
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { lotteryDraws, lotteryGames, members, merchants } from './db/schema';
import { DEMO_ACCOUNTS, seed } from './seed/seed';
import { auditLedger } from './services/wallet';
import { newMember } from './test/engagement';
import { forEachEngine } from './test/harness';

forEachEngine('seed reset', (platform) => {
  it('empties what the seed fills and seeds it again', async () => {
    const p = platform();
    const db = p.database.db;
    await newMember(p, { balance: 10 });
    await seed(db, { reset: true, now: new Date(p.now()) });
    const [merchantCount] = await db.select({ n: count() }).from(merchants);
    const [memberCount] = await db.select({ n: count() }).from(members);
    const [gameCount] = await db.select({ n: count() }).from(lotteryGames);
    const [drawCount] = await db.select({ n: count() }).from(lotteryDraws);
    expect(Number(merchantCount?.n)).toBe(2);
    expect(Number(memberCount?.n)).toBe(DEMO_ACCOUNTS.length);
    expect(Number(gameCount?.n)).toBe(16);
    expect(Number(drawCount?.n)).toBeGreaterThan(16 * 7);
    expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
    // The whole seed (10,000 games) twice: on PGlite, beside the other test files, it took 49 s once.
  }, 120_000);
});
