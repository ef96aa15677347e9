/**
 * `lotteryBench()`: settling one e-lottery period with 100,000 bets (issue 16's budget: at most 10 s on PostgreSQL, with
 * zero drift), on a temporary PostgreSQL database (dropped afterwards), migrated and seeded. 10,000 members hold 10
 * big/small/odd/even bets each on one drawn period (loaded by `generate_series`: the bets and their bet records; the
 * stakes are not posted, so the wallets start at zero and end at their payouts); then `settleDraw` as the settlement
 * job runs it. Beside it, in the same run, the reference: one bare statement that touches the same 100,000 bet rows
 * (`UPDATE lottery_bets SET settled_at = ...`, no rules, no ledger), and the ratio of the two. Afterwards: no bet
 * pending, one win transaction per won bet, every wallet equal to its ledger entries (the audit), and the wallets' sum
 * equal to the payouts.
 */
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db';
import { games, lotteryDraws, merchants } from '../db/schema';
import { seed } from '../seed/seed';
import { drawNumbers, seedHashOf, settleDraw } from '../services/lottery';
import { auditLedger } from '../services/wallet';
import { createTemporaryDatabase } from '../tempDatabase';
import { familyOf } from '@croupier/contract';

export interface LotteryBenchRow {
  name: string;
  value: number;
  unit: string;
  budget?: number;
}

export const LOTTERY_SETTLE_BUDGET_MS = 10_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function load(db: Database, bets: number, perMember: number): Promise<{ drawId: number; members: number }> {
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'CRP001'));
  const [game] = await db.select({ id: games.id, vendor: games.vendor, category: games.category }).from(games).where(eq(games.code, 'ELOTT_0001'));
  if (!merchant || !game) throw new Error('lottery bench: no CRP001 or ELOTT_0001');
  const memberCount = Math.ceil(bets / perMember);
  const at = new Date('2026-11-20T09:00:00Z');
  await db.execute(sql`
    insert into members (merchant_id, account, type, created_at)
    select ${merchant.id}, 'lb' || lpad(g::text, 6, '0'), 0, ${at} from generate_series(1, ${memberCount}) g`);
  await db.execute(sql`
    insert into wallet_accounts (merchant_id, member_id, kind, balance, allow_negative)
    select ${merchant.id}, m.id, 'main', 0, false from members m where m.account like 'lb%' and m.merchant_id = ${merchant.id}`);
  const periodNo = '20261121-0001';
  const seedText = 'b'.repeat(64);
  const numbers = drawNumbers(familyOf('ELOTT')!, 'ELOTT_0001', periodNo, seedText);
  const [draw] = await db
    .insert(lotteryDraws)
    .values({ gameId: game.id, periodNo, opensAt: new Date(at.getTime() - 70_000), closesAt: new Date(at.getTime() - 10_000), drawAt: at, seed: seedText, seedHash: seedHashOf(seedText), numbers, status: 'drawn', drawnAt: at })
    .returning({ id: lotteryDraws.id });
  // Bet records first (their ids in the members' order), then the bets pointing at them.
  await db.execute(sql`
    insert into bet_records (merchant_id, member_id, game_id, vendor, category, bet_tx_id, round_id, stake, status, created_at)
    select ${merchant.id}, m.id, ${game.id}, ${game.vendor}, ${game.category}, 'LB-' || m.id || '-' || k, 'ELOTT_0001:' || ${periodNo}, 100 * (1 + k % 5), 'open', ${at}
    from (select id from members where account like 'lb%' and merchant_id = ${merchant.id}) m cross join generate_series(0, ${perMember - 1}) k`);
  await db.execute(sql`
    insert into lottery_bets (merchant_id, member_id, draw_id, game_id, order_no, play_type, selection, amount, odds_cents, status, bet_record_id, created_at)
    select r.merchant_id, r.member_id, ${draw!.id}, r.game_id, 'LB' || r.member_id, 'ELOTT_DS', (array['B','S','O','E'])[1 + (r.id % 4)], r.stake, 194, 'pending', r.id, ${at}
    from bet_records r where r.bet_tx_id like 'LB-%'`);
  await db.execute(sql`analyze`);
  return { drawId: draw!.id, members: memberCount };
}

export async function lotteryBench(options: { postgresUrl?: string | undefined; bets?: number } = {}): Promise<{ rows: LotteryBenchRow[]; skipped: string[]; failed: boolean }> {
  const bets = options.bets ?? 100_000;
  const rows: LotteryBenchRow[] = [];
  const skipped: string[] = [];
  if (!options.postgresUrl) return { rows, skipped: ['lottery settlement: skipped: no PostgreSQL URL'], failed: false };
  let temporary: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  try {
    temporary = await createTemporaryDatabase(options.postgresUrl, { prefix: 'croupier_bench', connectTimeoutMs: 3_000 });
  } catch (error) {
    return { rows, skipped: [`lottery settlement: skipped: no PostgreSQL (${error instanceof Error ? error.message : String(error)})`], failed: false };
  }
  let failed = false;
  try {
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: temporary.url });
    try {
      const db = database.db;
      await seed(db, { now: new Date('2026-11-20T09:00:00Z') });
      const { drawId } = await load(db, bets, 10);

      // The reference: one bare statement over the same rows (then put back, so the settlement finds them pending).
      const refStart = performance.now();
      await db.execute(sql`update lottery_bets set settled_at = now() where draw_id = ${drawId}`);
      const referenceMs = performance.now() - refStart;
      await db.execute(sql`update lottery_bets set settled_at = null where draw_id = ${drawId}`);
      await db.execute(sql`vacuum analyze lottery_bets`);

      const start = performance.now();
      const result = await settleDraw(db, drawId, Date.parse('2026-11-20T09:00:05Z'));
      const settleMs = performance.now() - start;

      const [check] = rowsOf<{ pending: number; won: number; paid: string | number; wins: number; balances: string | number }>(
        await db.execute(sql`
          select
            (select count(*)::int from lottery_bets where draw_id = ${drawId} and status = 'pending') as pending,
            (select count(*)::int from lottery_bets where draw_id = ${drawId} and status = 'won') as won,
            (select coalesce(sum(payout), 0) from lottery_bets where draw_id = ${drawId}) as paid,
            (select count(*)::int from ledger_transactions where kind = 'lottery_win') as wins,
            (select coalesce(sum(a.balance), 0) from wallet_accounts a join members m on m.id = a.member_id where m.account like 'lb%' and a.kind = 'main') as balances`),
      );
      const audit = await auditLedger(db);
      const drift = audit.driftedAccounts + audit.unbalancedTransactions + audit.negativeMemberWallets;
      const wrong = !check || check.pending !== 0 || check.wins !== check.won || Number(check.paid) !== Number(check.balances) || result.bets !== bets;
      if (drift > 0 || wrong) {
        failed = true;
        console.warn(`lottery settlement: wrong result: ${JSON.stringify({ check, audit, result })}`);
      }
      rows.push(
        { name: `lottery: settle one period of ${bets.toLocaleString('en')} bets (PostgreSQL)`, value: Math.round(settleMs), unit: 'ms', budget: LOTTERY_SETTLE_BUDGET_MS },
        { name: 'lottery: reference, one bare UPDATE of the same bets', value: Math.round(referenceMs), unit: 'ms' },
        { name: 'lottery: settlement / reference', value: Math.round((settleMs / Math.max(1, referenceMs)) * 10) / 10, unit: 'x' },
        { name: `lottery: won bets paid (one ledger transaction each)`, value: check?.won ?? 0, unit: 'bets' },
        { name: 'lottery: ledger drift after settlement (must be 0)', value: drift + (wrong ? 1 : 0), unit: 'accounts', budget: 0 },
      );
    } finally {
      await database.close();
    }
  } finally {
    await temporary.drop();
  }
  return { rows, skipped, failed };
}
