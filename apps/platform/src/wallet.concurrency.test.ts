/**
 * The seamless wallet under fire: hundreds of signed bet / settle / rollback calls at one wallet, all at once, with
 * duplicates and out-of-order retries (settlements and rollbacks before their bets). Afterwards: every ledger
 * transaction sums to zero, every balance equals the sum of its entries and none is negative, every answer showed a
 * non-negative balance, every duplicate got exactly the first final answer (byte for byte; a settle that came before
 * its bet is refused with `bet_not_found` without that being stored), no accepted round is left open after the
 * retries, and the wallet moved by exactly what the final answers say. PGlite, and PostgreSQL (real concurrency, a
 * pool of 10) when TEST_DATABASE_URL is set.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { betRecords, games, members, merchants, walletAccounts } from './db/schema';
import { signLaunchToken } from './games/launchToken';
import { signBody, type SeamlessAnswer } from './games/seamless';
import { prng } from './seed/catalogue';
import { auditLedger, credit } from './services/wallet';
import { forEachEngine } from './test/harness';

const SECRET = 'concurrency-test-secret-0123456789';
const ROUNDS = 160;

interface Op {
  op: 'bet' | 'settle' | 'rollback';
  body: Record<string, unknown>;
  key: string;
}

forEachEngine(
  'seamless wallet concurrency',
  (platform) => {
    it('keeps the ledger balanced, never negative, strands no round, and answers every duplicate with the first final answer', async () => {
      const p = platform();
      const db = p.database.db;
      const [member] = await db.select().from(members).where(eq(members.account, 'demo01'));
      const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
      const [game] = await db.select().from(games).where(eq(games.vendor, 'PP')).limit(1);
      if (!member || !merchant || !game) throw new Error('seed missing');
      // A small balance (an operator debit through the ledger), so that some bets are refused for want of money.
      await credit(db, { merchantId: merchant.id, memberId: member.id, amount: -950_000, at: new Date(p.now()) });
      expect(await auditLedger(db)).toEqual({
        unbalancedTransactions: 0,
        driftedAccounts: 0,
        negativeMemberWallets: 0,
      });

      const token = signLaunchToken(SECRET, {
        mid: member.id,
        mc: merchant.id,
        gid: game.id,
        v: 'PP',
        d: 'slot',
        lang: 'EN',
        trial: false,
        exp: p.now() + 3_600_000,
        n: 'conc',
      });
      const random = prng(2026);
      const ops: Op[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const amount = 100 + Math.floor(random() * 4900);
        ops.push({ op: 'bet', key: `bet:B${i}`, body: { token, txId: `B${i}`, roundId: `R${i}`, amount } });
        const r = random();
        if (r < 0.6)
          ops.push({
            op: 'settle',
            key: `settle:S${i}`,
            body: { token, txId: `S${i}`, betTxId: `B${i}`, amount: Math.floor(random() * 3) * amount },
          });
        else if (r < 0.85)
          ops.push({ op: 'rollback', key: `rollback:X${i}`, body: { token, txId: `X${i}`, betTxId: `B${i}` } });
        else {
          // Both: whichever lands first wins, the other is refused (and keeps being refused).
          ops.push({
            op: 'settle',
            key: `settle:S${i}`,
            body: { token, txId: `S${i}`, betTxId: `B${i}`, amount: amount * 2 },
          });
          ops.push({ op: 'rollback', key: `rollback:X${i}`, body: { token, txId: `X${i}`, betTxId: `B${i}` } });
        }
      }
      // Duplicates (1-3 sends each), shuffled: settlements and rollbacks often arrive before their bets.
      const sends: Op[] = ops.flatMap((op) => Array.from({ length: 1 + Math.floor(random() * 3) }, () => op));
      for (let i = sends.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [sends[i], sends[j]] = [sends[j] as Op, sends[i] as Op];
      }
      expect(sends.length).toBeGreaterThan(400);

      const send = async (op: Op) => {
        const payload = JSON.stringify(op.body);
        const timestamp = p.now();
        const res = await p.app.inject({
          method: 'POST',
          url: `/seamless/v1/${op.op}`,
          payload,
          headers: {
            'content-type': 'application/json',
            'x-timestamp': String(timestamp),
            'x-signature': signBody(SECRET, timestamp, payload),
          },
        });
        expect(res.statusCode, res.body).toBe(200);
        return { key: op.key, op, raw: res.body, answer: res.json() as SeamlessAnswer };
      };
      // First wave all at once, then a wave of late retries of everything: by then every bet has its final answer,
      // so every settle of an accepted bet goes through.
      const first = await Promise.all(sends.map(send));
      const retries = await Promise.all(ops.map(send));
      const answers = new Map<string, { raw: string; answer: SeamlessAnswer }[]>();
      for (const { key, raw, answer } of [...first, ...retries])
        answers.set(key, [...(answers.get(key) ?? []), { raw, answer }]);

      const transient = (a: SeamlessAnswer) => a.error === 'bet_not_found';
      const final = new Map<string, SeamlessAnswer>();
      for (const [key, list] of answers) {
        const finals = list.filter((x) => !transient(x.answer));
        for (const x of list) expect(x.answer.balance, key).toBeGreaterThanOrEqual(0);
        // Once a final answer was given, every later repeat gets exactly it.
        const firstFinal = list.findIndex((x) => !transient(x.answer));
        if (firstFinal >= 0) {
          for (const x of list.slice(firstFinal)) expect(x.raw, key).toBe(list[firstFinal]?.raw);
          final.set(key, finals[0]?.answer as SeamlessAnswer);
        }
      }
      // What the successful final answers moved equals what the wallet moved.
      let expected = 50_000;
      for (const op of ops) {
        const answer = final.get(op.key);
        if (!answer?.ok) continue;
        if (op.op === 'bet') expected -= op.body.amount as number;
        if (op.op === 'settle') expected += op.body.amount as number;
        if (op.op === 'rollback') expected += answer.refunded ?? 0;
      }
      const [after] = await db
        .select()
        .from(walletAccounts)
        .where(and(eq(walletAccounts.memberId, member.id), eq(walletAccounts.kind, 'main')));
      expect(after?.balance).toBe(expected);
      expect(await auditLedger(db)).toEqual({
        unbalancedTransactions: 0,
        driftedAccounts: 0,
        negativeMemberWallets: 0,
      });

      // Bet records agree with the answers: settled bets had a successful settlement, rolled-back ones a refund, and
      // no accepted round is stranded open (a settle that came before its bet went through on retry).
      const records = await db.select().from(betRecords).where(eq(betRecords.memberId, member.id));
      const okBets = ops.filter((o) => o.op === 'bet' && final.get(o.key)?.ok).length;
      expect(records).toHaveLength(okBets);
      for (const record of records) {
        const i = record.betTxId.slice(1);
        const settle = final.get(`settle:S${i}`);
        const rollback = final.get(`rollback:X${i}`);
        if (record.status === 'settled') expect(settle?.ok).toBe(true);
        if (record.status === 'rolledback') expect(rollback?.refunded).toBe(record.stake);
        expect(record.status, record.betTxId).not.toBe('open');
      }
      // A settle is refused as transient only while its bet is missing: here, only for bets that were refused.
      for (const op of ops.filter((o) => o.op === 'settle' && !final.has(o.key))) {
        expect(final.get(`bet:${op.body.betTxId as string}`)?.ok, op.key).toBe(false);
      }
      // Some of everything happened.
      const kinds = [...answers.values()].flatMap((l) => l.map((x) => x.answer));
      expect(kinds.some((a) => a.error === 'insufficient_balance')).toBe(true);
      expect(kinds.some((a) => a.error === 'bet_not_found')).toBe(true);
      expect(kinds.some((a) => a.error === 'bet_cancelled')).toBe(true);
      expect(records.some((r) => r.status === 'settled')).toBe(true);
      expect(records.some((r) => r.status === 'rolledback')).toBe(true);
    }, 300_000);

    it('refuses unsigned, badly signed, stale and trial calls without writing anything', async () => {
      const p = platform();
      const before = await p.rowCounts();
      const trialToken = signLaunchToken(SECRET, {
        mid: 0,
        mc: 1,
        gid: 1,
        v: 'PP',
        d: 'slot',
        lang: 'EN',
        trial: true,
        exp: p.now() + 60_000,
        n: 'x',
      });
      const body = JSON.stringify({ token: trialToken, txId: 'T1', roundId: 'R', amount: 100 });
      const call = (headers: Record<string, string>, payload = body) =>
        p.app.inject({
          method: 'POST',
          url: '/seamless/v1/bet',
          payload,
          headers: { 'content-type': 'application/json', ...headers },
        });
      expect((await call({})).statusCode).toBe(401);
      expect((await call({ 'x-timestamp': String(p.now()), 'x-signature': 'nope' })).statusCode).toBe(401);
      expect(
        (
          await call({
            'x-timestamp': String(p.now() - 3_600_000),
            'x-signature': signBody(SECRET, p.now() - 3_600_000, body),
          })
        ).statusCode,
      ).toBe(401);
      const trial = await call({ 'x-timestamp': String(p.now()), 'x-signature': signBody(SECRET, p.now(), body) });
      expect(trial.json().error).toBe('trial_session');
      const bad = JSON.stringify({ token: 'x.y', txId: 'T1', roundId: 'R', amount: 100 });
      expect(
        (await call({ 'x-timestamp': String(p.now()), 'x-signature': signBody(SECRET, p.now(), bad) }, bad)).json()
          .error,
      ).toBe('invalid_token');
      expect(await p.rowCounts()).toEqual(before);
    });
  },
  { gameSecret: SECRET },
);
