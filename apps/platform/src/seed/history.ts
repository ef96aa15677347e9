/**
 * Game history of some demo members, so that the winner board has data from the first start. Each round is played
 * through the seamless wallet's own operations (bet, then settle, as a vendor would call them), so it is a bet record
 * plus two balanced ledger transactions against the merchant's house account; on a transfer-wallet merchant the stake
 * is moved to the vendor wallet first and everything back afterwards. The rounds lie in the last three days before the
 * seed time, oldest first. The opening credits are smaller by what the history won (`historyNet`), so every member ends
 * on its documented balance.
 *
 * demo01 and jade01 get no history: they are the brands' playground accounts (and the tests count their rounds).
 */
import type { Database } from '../db';
import { popular } from '../games/catalogue';
import { LAUNCH_TOKEN_TTL_MS } from '../games/launchToken';
import { playWalletKind, seamlessWallet } from '../games/seamless';
import { MAIN_WALLET, balanceOf, transfer, type Tx } from '../services/wallet';
import { hashString, prng } from './catalogue';

/** Members with a history (by account; the seed's DEMO_ACCOUNTS give their merchant and balance). */
export const HISTORY_ACCOUNTS: readonly string[] = ['agent01', 'sms01', 'mail01', 'ga01', 'bank01', 'jadeagent'];

/** How far back the history reaches. */
export const HISTORY_SPAN_MS = 3 * 86_400_000;

/** Outcome of each round, and the lobby group of its game (rotated per member, so every group has wins). */
const OUTCOMES = ['win', 'loss', 'win', 'push', 'win'] as const;
const GROUPS = ['RNG', 'LIVE', 'RNG', 'FISH', 'PVP'] as const;
/** Win multipliers (payout / stake). */
const MULTIPLIERS = [1.5, 1.85, 2.4, 3.2, 4.75, 6.1, 8.45, 10] as const;

export interface PlannedRound {
  account: string;
  /** Round number within the member's history. */
  index: number;
  group: string;
  /** Minor units. */
  stake: number;
  payout: number;
  /** The bet, ms before the seed time; the settlement follows a few seconds later. */
  before: number;
  settleAfter: number;
  /** Picks the game among the group's candidates, 0..1. */
  pick: number;
}

/**
 * The rounds of one member, from its documented balance (minor units). Stakes are 1-2 % of the balance in whole
 * currency units, wins pay 1.5-10 times the stake: what the history wins stays well under the balance.
 */
export function planRounds(account: string, balance: number, member: number): PlannedRound[] {
  const random = prng(hashString(`history:${account}`));
  const unit = Math.max(100, Math.round(balance / 10_000) * 100);
  return OUTCOMES.map((outcome, index) => {
    const stake = unit * (1 + Math.floor(random() * 2));
    const multiplier = MULTIPLIERS[Math.floor(random() * MULTIPLIERS.length)] ?? 2;
    const payout = outcome === 'win' ? Math.round(stake * multiplier) : outcome === 'push' ? stake : 0;
    return {
      account, index, group: GROUPS[(index + member) % GROUPS.length] ?? 'RNG', stake, payout,
      before: 600_000 + Math.floor(random() * (HISTORY_SPAN_MS - 600_000) / 1000) * 1000,
      settleAfter: 2000 + Math.floor(random() * 40) * 1000,
      pick: random(),
    };
  });
}

/** What each member's history wins in all (payout minus stake, minor units). */
export function historyNet(plans: readonly PlannedRound[]): Map<string, number> {
  const net = new Map<string, number>();
  for (const r of plans) net.set(r.account, (net.get(r.account) ?? 0) + r.payout - r.stake);
  return net;
}

/** Plays the planned rounds through the seamless wallet (inside the seed's transaction), oldest first. */
export async function playHistory(
  tx: Tx,
  plans: readonly PlannedRound[],
  memberOf: ReadonlyMap<string, { id: number; merchantId: number }>,
  now: Date,
): Promise<void> {
  // The wallet operations open their own (nested) transactions: on a transaction they are savepoints.
  const db: Database = tx;
  let clock = now.getTime();
  const wallet = seamlessWallet(db, () => clock);
  const candidates = new Map<string, Awaited<ReturnType<typeof popular>>>();
  const rounds = [...plans].sort((a, b) => b.before - a.before || a.account.localeCompare(b.account));
  for (const round of rounds) {
    const member = memberOf.get(round.account);
    if (!member) throw new Error(`history: no member ${round.account}`);
    let games = candidates.get(round.group);
    if (!games) candidates.set(round.group, (games = await popular(db, { exclude: [], count: 12, gameType: round.group })));
    const game = games[Math.floor(round.pick * games.length)];
    if (!game) throw new Error(`history: no ${round.group} game`);

    clock = now.getTime() - round.before;
    const at = new Date(clock);
    const kind = await playWalletKind(db, member.merchantId, game.vendor);
    if (kind !== MAIN_WALLET) await transfer(db, { merchantId: member.merchantId, memberId: member.id, from: MAIN_WALLET, to: kind, amount: round.stake, at });
    const claims = { mid: member.id, mc: member.merchantId, gid: game.id, v: game.vendor, d: game.demo, lang: 'EN', trial: false, exp: clock + LAUNCH_TOKEN_TTL_MS, n: `seed-${round.account}` };
    // The wallet operations take the launch token as read (the HTTP route verifies it); none is needed here.
    const txId = `seed-${round.account}-${round.index}`;
    const bet = await wallet.bet(claims, { token: '', txId, roundId: txId, amount: round.stake });
    clock += round.settleAfter;
    const settled = bet.ok ? await wallet.settle(claims, { token: '', txId: `${txId}-settle`, betTxId: txId, amount: round.payout }) : bet;
    if (!settled.ok) throw new Error(`history: round ${txId} refused (${settled.error ?? 'unknown'})`);
    if (kind !== MAIN_WALLET) {
      const left = await balanceOf(db, member.merchantId, member.id, kind);
      if (left > 0) await transfer(db, { merchantId: member.merchantId, memberId: member.id, from: kind, to: MAIN_WALLET, amount: left, at: new Date(clock) });
    }
  }
}
