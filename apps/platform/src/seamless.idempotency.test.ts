/**
 * The seamless wallet's idempotency rules (issue 13, defects 2, 3, 6 and 9), each as a vendor would run into it:
 * a settle that arrives before its bet goes through on retry; a repeat of a transaction id with other content or from
 * another member gets `duplicate_transaction_conflict` and changes nothing, sequentially and in parallel; identical
 * parallel repeats move money once; signatures are checked over the raw bytes (spaces, `1.0`), a tampered byte is
 * refused; a launch token whose member was deleted gets a 4xx. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { and, count, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { betRecords, games, ledgerTransactions, members, merchants, walletAccounts } from './db/schema';
import { signLaunchToken } from './games/launchToken';
import { signBody, type SeamlessAnswer } from './games/seamless';
import { auditLedger } from './services/wallet';
import { forEachEngine, type TestPlatform } from './test/harness';

const SECRET = 'idempotency-test-secret-0123456789';

interface Sent {
  status: number;
  raw: string;
  answer: SeamlessAnswer;
}

async function seamless(
  p: TestPlatform,
  op: string,
  body: Record<string, unknown> | string,
  sign?: string,
): Promise<Sent> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = p.now();
  const res = await p.app.inject({
    method: 'POST',
    url: `/seamless/v1/${op}`,
    payload,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': String(timestamp),
      'x-signature': signBody(SECRET, timestamp, sign ?? payload),
    },
  });
  return { status: res.statusCode, raw: res.body, answer: res.json() as SeamlessAnswer };
}

async function memberToken(p: TestPlatform, account: string): Promise<{ token: string; memberId: number }> {
  const db = p.database.db;
  const [member] = await db.select().from(members).where(eq(members.account, account));
  const [game] = await db.select().from(games).where(eq(games.vendor, 'PP')).limit(1);
  if (!member || !game) throw new Error('seed missing');
  const token = signLaunchToken(SECRET, {
    mid: member.id,
    mc: member.merchantId,
    gid: game.id,
    v: 'PP',
    d: 'slot',
    lang: 'EN',
    trial: false,
    exp: p.now() + 3_600_000,
    n: `t-${account}`,
  });
  return { token, memberId: member.id };
}

async function mainBalance(p: TestPlatform, memberId: number): Promise<number> {
  const [row] = await p.database.db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, 'main')));
  return Number(row?.balance ?? 0);
}

const keyRows = async (p: TestPlatform, txId: string) =>
  (
    await p.database.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `seamless:%:PP:%:${txId}`))
  )[0]?.n ?? 0;

const clean = { unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 };

forEachEngine(
  'seamless wallet idempotency',
  (platform) => {
    it('refuses a settle that arrives before its bet without storing that, and settles it on retry', async () => {
      const p = platform();
      const { token, memberId } = await memberToken(p, 'mail01');
      const start = await mainBalance(p, memberId);

      const early = await seamless(p, 'settle', { token, txId: 'E1-S', betTxId: 'E1', amount: 2500 });
      expect(early.status).toBe(200);
      expect(early.answer).toMatchObject({ ok: false, error: 'bet_not_found' });
      expect(await keyRows(p, 'E1-S')).toBe(0);
      // Still not there: refused again, still not stored.
      expect((await seamless(p, 'settle', { token, txId: 'E1-S', betTxId: 'E1', amount: 2500 })).answer.error).toBe(
        'bet_not_found',
      );

      expect((await seamless(p, 'bet', { token, txId: 'E1', roundId: 'E1', amount: 1000 })).answer).toMatchObject({
        ok: true,
        balance: start - 1000,
      });
      const retried = await seamless(p, 'settle', { token, txId: 'E1-S', betTxId: 'E1', amount: 2500 });
      expect(retried.answer).toEqual({ ok: true, balance: start + 1500, txId: 'E1-S' });
      // From now on the answer is final, byte for byte.
      const again = await seamless(p, 'settle', { token, txId: 'E1-S', betTxId: 'E1', amount: 2500 });
      expect(again.raw).toBe(retried.raw);
      expect(await mainBalance(p, memberId)).toBe(start + 1500);
      const [record] = await p.database.db
        .select()
        .from(betRecords)
        .where(and(eq(betRecords.memberId, memberId), eq(betRecords.betTxId, 'E1')));
      expect(record).toMatchObject({ status: 'settled', stake: 1000, payout: 2500 });

      // A rollback before its bet is final: the bet is refused when it lands, and so is its settle.
      expect((await seamless(p, 'rollback', { token, txId: 'E2-X', betTxId: 'E2' })).answer).toMatchObject({
        ok: true,
        refunded: 0,
      });
      expect((await seamless(p, 'bet', { token, txId: 'E2', roundId: 'E2', amount: 1000 })).answer.error).toBe(
        'bet_cancelled',
      );
      expect((await seamless(p, 'settle', { token, txId: 'E2-S', betTxId: 'E2', amount: 500 })).answer.error).toBe(
        'bet_cancelled',
      );
      expect(await mainBalance(p, memberId)).toBe(start + 1500);
      expect(await auditLedger(p.database.db)).toEqual(clean);
    });

    it('answers a repeat of a transaction id with other content or from another member with a conflict, changing nothing', async () => {
      const p = platform();
      const a = await memberToken(p, 'mail01');
      const b = await memberToken(p, 'ga01');
      const bet = { token: a.token, txId: 'C1', roundId: 'C1', amount: 500, detail: { lines: 20 } };
      const first = await seamless(p, 'bet', bet);
      expect(first.answer.ok).toBe(true);
      const settle = { token: a.token, txId: 'C1-S', betTxId: 'C1', amount: 100 };
      const settled = await seamless(p, 'settle', settle);
      expect(settled.answer.ok).toBe(true);
      const refused = await seamless(p, 'bet', { token: a.token, txId: 'C2', roundId: 'C2', amount: 900_000_000 });
      expect(refused.answer.error).toBe('insufficient_balance');

      const before = await p.rowCounts();
      const balances = [await mainBalance(p, a.memberId), await mainBalance(p, b.memberId)];
      const conflicts = [
        await seamless(p, 'bet', { ...bet, amount: 600 }),
        await seamless(p, 'bet', { ...bet, roundId: 'C1-other' }),
        await seamless(p, 'bet', { ...bet, detail: { lines: 25 } }),
        await seamless(p, 'bet', { ...bet, token: b.token }),
        await seamless(p, 'settle', { ...settle, amount: 900 }),
        await seamless(p, 'settle', { ...settle, betTxId: 'C2' }),
        await seamless(p, 'settle', { ...settle, token: b.token }),
        // A final refusal binds its key too: the same id with an amount that would fit is still that refused request.
        await seamless(p, 'bet', { token: a.token, txId: 'C2', roundId: 'C2', amount: 100 }),
      ];
      for (const c of conflicts) {
        expect(c.status, c.raw).toBe(409);
        expect(c.answer).toMatchObject({ ok: false, error: 'duplicate_transaction_conflict' });
      }
      // The other member learns nothing of the first member's wallet.
      expect(conflicts[3]?.answer.balance).toBe(balances[1]);
      expect(await p.rowCounts()).toEqual(before);
      expect([await mainBalance(p, a.memberId), await mainBalance(p, b.memberId)]).toEqual(balances);

      // The same content, however its JSON is spelled, is a repeat: the first answer byte for byte.
      expect(
        (await seamless(p, 'bet', { amount: 500, detail: { lines: 20 }, roundId: 'C1', txId: 'C1', token: a.token }))
          .raw,
      ).toBe(first.raw);
      expect((await seamless(p, 'settle', settle)).raw).toBe(settled.raw);
      expect((await seamless(p, 'bet', { token: a.token, txId: 'C2', roundId: 'C2', amount: 900_000_000 })).raw).toBe(
        refused.raw,
      );
      expect(await p.rowCounts()).toEqual(before);
      expect(await auditLedger(p.database.db)).toEqual(clean);
    });

    it('moves money once for parallel identical repeats, and never answers a 500 to parallel conflicting ones', async () => {
      const p = platform();
      const a = await memberToken(p, 'mail01');
      const b = await memberToken(p, 'ga01');
      const startA = await mainBalance(p, a.memberId);
      const startB = await mainBalance(p, b.memberId);

      const same = await Promise.all(
        Array.from({ length: 24 }, () =>
          seamless(p, 'bet', { token: a.token, txId: 'P1', roundId: 'P1', amount: 700 }),
        ),
      );
      for (const s of same) {
        expect(s.status).toBe(200);
        expect(s.raw).toBe(same[0]?.raw);
      }
      expect(same[0]?.answer).toEqual({ ok: true, balance: startA - 700, txId: 'P1' });
      const settles = await Promise.all(
        Array.from({ length: 24 }, () =>
          seamless(p, 'settle', { token: a.token, txId: 'P1-S', betTxId: 'P1', amount: 1400 }),
        ),
      );
      for (const s of settles) expect(s.raw).toBe(settles[0]?.raw);
      expect(await mainBalance(p, a.memberId)).toBe(startA + 700);
      expect(await keyRows(p, 'P1')).toBe(1);

      // One transaction id from two members with two amounts, all at once.
      const mixed = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          seamless(p, 'bet', {
            token: i % 2 ? a.token : b.token,
            txId: 'Q1',
            roundId: 'Q1',
            amount: i % 3 ? 100 : 200,
          }),
        ),
      );
      for (const m of mixed) expect([200, 409], m.raw).toContain(m.status);
      const accepted = mixed.filter((m) => m.status === 200);
      expect(accepted.length).toBeGreaterThan(0);
      for (const m of accepted) expect(m.raw).toBe(accepted[0]?.raw);
      const moved = startA + 700 - (await mainBalance(p, a.memberId)) + (startB - (await mainBalance(p, b.memberId)));
      expect([100, 200]).toContain(moved);
      expect(await keyRows(p, 'Q1')).toBe(1);
      const [records] = await p.database.db.select({ n: count() }).from(betRecords).where(eq(betRecords.betTxId, 'Q1'));
      expect(records?.n).toBe(1);
      expect(await auditLedger(p.database.db)).toEqual(clean);
    });

    it('checks the signature over the raw bytes: spaces and 1.0 are accepted, a tampered byte is refused', async () => {
      const p = platform();
      const { token, memberId } = await memberToken(p, 'ga01');
      const start = await mainBalance(p, memberId);
      const payload = `{ "token" : "${token}",\n  "txId": "RAW1", "roundId": "RAW1",  "amount": 300.0 , "detail": { "b": 1.50, "a": [1.0, "x"] } }`;
      const first = await seamless(p, 'bet', payload);
      expect(first.status, first.raw).toBe(200);
      expect(first.answer).toEqual({ ok: true, balance: start - 300, txId: 'RAW1' });
      expect((await seamless(p, 'bet', payload)).raw).toBe(first.raw);

      const before = await p.rowCounts();
      const tampered = await seamless(p, 'bet', payload.replace('300.0', '900.0'), payload);
      expect(tampered.status).toBe(401);
      expect(tampered.answer.error).toBe('invalid_signature');
      const spaced = await seamless(p, 'bet', payload.replace('"amount": 300.0', '"amount":  300.0'), payload);
      expect(spaced.status).toBe(401);
      expect(await p.rowCounts()).toEqual(before);
      expect(await mainBalance(p, memberId)).toBe(start - 300);

      // Text PostgreSQL cannot store as sent is bad input (400), not a 500.
      for (const bad of [
        { token, txId: 'NUL\u0000', roundId: 'R', amount: 100 },
        { token, txId: 'LONE', roundId: '\ud800', amount: 100 },
        { token, txId: 'DETAIL', roundId: 'R', amount: 100, detail: { note: 'a\u0000b' } },
      ]) {
        const res = await seamless(p, 'bet', bad);
        expect(res.status, res.raw).toBe(400);
        expect(res.answer.error).toBe('invalid_request');
      }
      expect((await seamless(p, 'bet', `{"token": "${token}", "txId": "X"`)).status).toBe(400);
      expect(await p.rowCounts()).toEqual(before);
    });

    it('answers a launch token whose member was deleted with member_not_found (4xx), writing nothing', async () => {
      const p = platform();
      const db = p.database.db;
      const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
      const [gone] = await db
        .insert(members)
        .values({ merchantId: merchant?.id ?? 0, account: 'gone01', createdAt: new Date(p.now()) })
        .returning();
      const [game] = await db.select().from(games).where(eq(games.vendor, 'PP')).limit(1);
      const token = signLaunchToken(SECRET, {
        mid: gone?.id ?? 0,
        mc: merchant?.id ?? 0,
        gid: game?.id ?? 0,
        v: 'PP',
        d: 'slot',
        lang: 'EN',
        trial: false,
        exp: p.now() + 3_600_000,
        n: 'gone',
      });
      await db.delete(members).where(eq(members.id, gone?.id ?? 0));
      const before = await p.rowCounts();
      for (const [op, body] of [
        ['balance', { token }],
        ['bet', { token, txId: 'G1', roundId: 'G1', amount: 100 }],
        ['settle', { token, txId: 'G1-S', betTxId: 'G1', amount: 100 }],
        ['rollback', { token, txId: 'G1-X', betTxId: 'G1' }],
      ] as const) {
        const res = await seamless(p, op, body);
        expect(res.status, `${op}: ${res.raw}`).toBe(404);
        expect(res.answer).toMatchObject({ ok: false, error: 'member_not_found' });
      }
      expect(await p.rowCounts()).toEqual(before);
    });
  },
  { gameSecret: SECRET },
);
