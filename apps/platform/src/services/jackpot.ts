/**
 * The jackpot (VIS_getJackpot): a pool per merchant, the system wallet account `jackpot`, fed by a share of every
 * real-money demo slot stake (moved from the house) and won in the demo slot when the round's random draw falls under
 * the odds. A win pays the whole pool into the member's main wallet and the merchant reseeds it from its cash account.
 *
 * `jackpotRound` is one transaction per round, idempotent per round (ledger keys `jackpot:contribution:<m>:<round>`,
 * `jackpot:win:<m>:<round>`, `jackpot:seed:<m>:<round>`): a repeat of the round answers the first outcome and moves
 * nothing. Lock order: the member's main wallet (a win only), the pool, the house, the cash: member wallets first as
 * everywhere, and the seamless wallet never locks the pool.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db';
import { ledgerTransactions, members, merchants, walletAccounts, type Merchant } from '../db/schema';
import { CASH, HOUSE, MAIN_WALLET, ensureAccount, lockAccount, post, previousAnswer, toMajor, type Tx } from './wallet';

export const JACKPOT = 'jackpot';
/** 1 % of each stake. */
export const DEFAULT_JACKPOT_SHARE_BPS = 100;
/** 10,000.00: the pool at the start and after each win. */
export const DEFAULT_JACKPOT_SEED = 1_000_000;
/** 1 round in 20,000. */
export const DEFAULT_JACKPOT_ODDS_PER_MILLION = 50;

export function jackpotRules(merchant: Pick<Merchant, 'settings'>) {
  const own = merchant.settings.jackpot ?? {};
  return {
    shareBps: own.shareBps ?? DEFAULT_JACKPOT_SHARE_BPS,
    seed: own.seed ?? DEFAULT_JACKPOT_SEED,
    oddsPerMillion: own.oddsPerMillion ?? DEFAULT_JACKPOT_ODDS_PER_MILLION,
  };
}

export interface JackpotOutcome {
  won: boolean;
  /** Minor units paid to the member (0 unless won). */
  amount: number;
  /** The pool after the round, minor units. */
  pool: number;
}

async function reseed(tx: Tx, merchantId: number, pool: { id: number; balance: number }, seed: number, key: string, at: Date): Promise<number> {
  if (seed <= 0) return pool.balance;
  const cash = await lockAccount(tx, merchantId, null, CASH);
  const { balances } = await post(tx, { merchantId, memberId: null, kind: 'jackpot_seed', idempotencyKey: key, at }, [
    { accountId: pool.id, amount: seed },
    { accountId: cash.id, amount: -seed },
  ]);
  return balances.get(pool.id) ?? pool.balance + seed;
}

/** One real-money slot round's part in the jackpot: its contribution, and the win when `draw` (0 to 1) is under the odds. */
export async function jackpotRound(
  db: Database,
  round: { merchantId: number; memberId: number; roundId: string; stake: number; draw: number; at: Date },
): Promise<JackpotOutcome> {
  const [merchant] = await db.select({ settings: merchants.settings }).from(merchants).where(eq(merchants.id, round.merchantId));
  if (!merchant) throw new Error('jackpot: unknown merchant');
  const rules = jackpotRules(merchant);
  const contribution = Math.floor((round.stake * rules.shareBps) / 10_000);
  const won = round.draw < rules.oddsPerMillion / 1_000_000;
  const m = round.merchantId;
  const key = `jackpot:contribution:${m}:${round.roundId}`;
  for (const [memberId, kind] of [[null, JACKPOT], [null, HOUSE], [null, CASH], [round.memberId, MAIN_WALLET]] as const)
    await ensureAccount(db, m, memberId, kind);
  return db.transaction(async (tx) => {
    const main = won ? await lockAccount(tx, m, round.memberId, MAIN_WALLET) : null;
    const pool = await lockAccount(tx, m, null, JACKPOT);
    const previous = await previousAnswer(tx, key);
    if (previous.found) return previous.result as JackpotOutcome;
    let balance = pool.balance;
    // A pool never funded (its first round) gets its seed first.
    if ((await previousAnswer(tx, `jackpot:seed:${m}:initial`)).found === false)
      balance = await reseed(tx, m, { id: pool.id, balance }, rules.seed, `jackpot:seed:${m}:initial`, round.at);
    const house = await lockAccount(tx, m, null, HOUSE);
    balance += contribution;
    let amount = 0;
    if (won) amount = balance;
    const outcome: JackpotOutcome = { won, amount, pool: won ? rules.seed : balance };
    await post(tx, { merchantId: m, memberId: round.memberId, kind: 'jackpot_contribution', idempotencyKey: key, result: outcome, at: round.at }, [
      { accountId: pool.id, amount: contribution },
      { accountId: house.id, amount: -contribution },
    ]);
    if (won && main && amount > 0) {
      await post(
        tx,
        { merchantId: m, memberId: round.memberId, kind: 'jackpot', idempotencyKey: `jackpot:win:${m}:${round.roundId}`, result: { amount, balance: main.balance + amount }, at: round.at },
        [
          { accountId: main.id, amount },
          { accountId: pool.id, amount: -amount },
        ],
      );
      await reseed(tx, m, { id: pool.id, balance: 0 }, rules.seed, `jackpot:seed:${m}:${round.roundId}`, round.at);
    }
    return outcome;
  });
}

const maskAccount = (account: string) => (account.length <= 2 ? `${account.charAt(0)}*` : `${account.slice(0, 2)}***${account.slice(-1)}`);

/** The pool as the next round will see it (the seed before the first round), and the last win. */
export async function jackpotState(db: Database, merchant: Merchant) {
  const funded = (await previousAnswer(db, `jackpot:seed:${merchant.id}:initial`)).found;
  const [pool] = await db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.merchantId, merchant.id), isNull(walletAccounts.memberId), eq(walletAccounts.kind, JACKPOT)));
  const amount = funded ? Number(pool?.balance ?? 0) : jackpotRules(merchant).seed;
  const [last] = await db
    .select({ result: ledgerTransactions.result, at: ledgerTransactions.createdAt, account: members.account })
    .from(ledgerTransactions)
    .innerJoin(members, eq(members.id, ledgerTransactions.memberId))
    .where(and(eq(ledgerTransactions.merchantId, merchant.id), eq(ledgerTransactions.kind, 'jackpot')))
    .orderBy(desc(ledgerTransactions.id))
    .limit(1);
  const won = last ? ((typeof last.result === 'string' ? JSON.parse(last.result) : last.result) as { amount: number }) : null;
  return {
    amount: toMajor(amount),
    lastWin: last && won ? { account: maskAccount(last.account), amount: toMajor(won.amount), at: last.at.getTime() } : null,
  };
}
