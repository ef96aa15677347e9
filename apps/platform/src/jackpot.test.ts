/**
 * The jackpot (VIS_getJackpot, issue 15): the pool starts at its seed, grows by a share of each real-money demo slot
 * stake, is won in the demo slot when the round's random draw falls under the odds (the test fixes the random source),
 * pays the whole pool into the member's main wallet through the ledger once, and starts again at the seed. A round
 * repeated, in sequence or in parallel, contributes and pays once.
 */
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { games, ledgerTransactions } from './db/schema';
import { SPIN_INTERVAL_MS } from './games/demoVendor';
import { signLaunchToken } from './games/launchToken';
import { jackpotRound } from './services/jackpot';
import { MAIN_WALLET, auditLedger, balanceOf } from './services/wallet';
import { newMember, type TestMember } from './test/engagement';
import { forEachEngine, type TestPlatform } from './test/harness';

const GAME_SECRET = 'jackpot-test-secret';
/** The demo games' random source: every draw of a round (the spin's and the jackpot's) takes this value. */
const dice = { value: 0.5 };

async function spin(p: TestPlatform, m: TestMember, bet: number) {
  const [game] = await p.database.db.select({ id: games.id, vendor: games.vendor }).from(games).where(eq(games.demo, 'slot')).limit(1);
  const t = signLaunchToken(GAME_SECRET, {
    mid: m.id,
    mc: m.merchantId,
    gid: game!.id,
    v: game!.vendor,
    d: 'slot',
    lang: 'EN',
    trial: false,
    exp: p.now() + 60_000,
    n: randomUUID(),
  });
  p.advance(SPIN_INTERVAL_MS + 1);
  const res = await p.app.games.inject({
    method: 'POST',
    url: '/games/demo/api/slot/play',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ t, bet }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { stake: number; payout: number; balance: number; jackpot: { won: boolean; amount: number; pool: number } };
}

forEachEngine(
  'jackpot',
  (platform) => {
    it('grows by a share of each slot stake, is won in the slot, paid once, and starts again at its seed', async () => {
      const p = platform();
      const db = p.database.db;
      const start = await p.call('jackpot');
      expect(start.status).toBe(200);
      expect(start.body.value).toEqual({ amount: 10_000, lastWin: null });

      const m = await newMember(p, { balance: 100 });
      dice.value = 0.5;
      for (let i = 0; i < 3; i++) {
        const round = await spin(p, m, 1_000);
        expect(round.jackpot.won).toBe(false);
      }
      // 1 % of three stakes of 10.00 on top of the 10,000.00 seed.
      expect((await p.call('jackpot')).body.value.amount).toBe(10_000.3);

      const before = await balanceOf(db, m.merchantId, m.id, MAIN_WALLET);
      dice.value = 0.000_01;
      const win = await spin(p, m, 1_000);
      expect(win.jackpot).toEqual({ won: true, amount: 1_000_040, pool: 1_000_000 });
      expect(await balanceOf(db, m.merchantId, m.id, MAIN_WALLET)).toBe(before - 1_000 + win.payout + 1_000_040);
      expect(win.balance).toBe(before - 1_000 + win.payout + 1_000_040);
      const after = await p.call('jackpot');
      expect(after.body.value.amount).toBe(10_000);
      expect(after.body.value.lastWin).toMatchObject({ amount: 10_000.4 });
      expect(after.body.value.lastWin.account).toMatch(/^\w{2}\*\*\*\w$/);
      // The account record shows the win as a payout.
      const records = await p.call('transactionRecords', { from: '2026-11-01', to: '2026-11-30', type: 'payout' }, { token: m.token });
      expect(records.body.value.list.map((r: { amount: number }) => r.amount)).toContain(10_000.4);
      expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
    });

    it('a round repeated in parallel contributes and pays once', async () => {
      const p = platform();
      const db = p.database.db;
      const m = await newMember(p, { balance: 10 });
      const roundId = randomUUID();
      const round = { merchantId: m.merchantId, memberId: m.id, roundId, stake: 5_000, draw: 0, at: new Date(p.now()) };
      const pool = (await p.call('jackpot')).body.value.amount as number;
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => jackpotRound(db, round)));
      const expected = Math.round(pool * 100) + 50;
      expect(outcomes).toEqual(Array(5).fill({ won: true, amount: expected, pool: 1_000_000 }));
      expect(await jackpotRound(db, round)).toEqual({ won: true, amount: expected, pool: 1_000_000 });
      const wins = await db.select().from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `jackpot:%:${roundId}`));
      expect(wins.map((w) => w.kind).sort()).toEqual(['jackpot', 'jackpot_contribution', 'jackpot_seed']);
      expect(await balanceOf(db, m.merchantId, m.id, MAIN_WALLET)).toBe(1_000 + expected);
      expect((await p.call('jackpot')).body.value.amount).toBe(10_000);
      expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
    });
  },
  { gameSecret: GAME_SECRET, demoGames: { rtp: 0.96, random: () => dice.value } },
);
