/**
 * The cashier's withdrawal side end to end, on PGlite and PostgreSQL: the payment password and its lockout, payout
 * accounts and the real-name rule, remaining turnover, withdrawals (refusals that change nothing, idempotency, parallel
 * requests and bets that never overdraw), the operator's review (approve, reject, twice and at once), the receipt
 * confirmation with proof images, the forced receipt, consolidated funds and the transfer to the upline. The ledger
 * audit is clean after every test.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  games,
  ledgerTransactions,
  memberMessages,
  members,
  memberVip,
  merchants,
  paymentPasswords,
  vipLevels,
  withdrawalProofs,
  withdrawals,
} from './db/schema';
import { runCommand } from './operator';
import { PAYMENT_PASSWORD_LOCKOUT_MS } from './services/paymentPassword';
import { addRequirement, walkTurnover } from './services/turnover';
import { HOLD, MAIN_WALLET, auditLedger, balanceOf, credit, seamlessOperation } from './services/wallet';
import { WITHDRAWAL_RECEIPT_JOB, forceOverdueReceipts, forceReceipt } from './services/withdrawals';
import { forEachEngine, type CallResult, type TestFile, type TestPlatform } from './test/harness';

const REGISTER = { login: true, registerUrl: 'http://localhost:8080/register', registerMethod: 'WEB', agreement: true };
const PASSWORD = 'Passw0rd';
const PAY = '246810';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0fake jpeg body'),
  Buffer.from([0xff, 0xd9]),
]);

interface TestMember {
  token: string;
  id: number;
  merchantId: number;
  account: string;
  merchant: string;
}

let sequence = 0;
const codes = (results: CallResult[]) => results.map((r) => (r.body.success ? 'ok' : r.body.code));

describe('remaining turnover, the walk', () => {
  it('adds requirements, credits valid bets placed since, and never banks what is bet while nothing is outstanding', () => {
    expect(walkTurnover([])).toEqual({ required: 0, completed: 0, remaining: 0 });
    expect(walkTurnover([{ amount: 10_000, betsUntilNext: 3_000 }])).toEqual({
      required: 10_000,
      completed: 3_000,
      remaining: 7_000,
    });
    // The second requirement arrives while 70.00 is outstanding: one period of 150.00, covered.
    expect(
      walkTurnover([
        { amount: 10_000, betsUntilNext: 3_000 },
        { amount: 5_000, betsUntilNext: 20_000 },
      ]),
    ).toEqual({ required: 15_000, completed: 15_000, remaining: 0 });
    // 50.00 of surplus before the second requirement is not kept: a new period starts.
    expect(
      walkTurnover([
        { amount: 10_000, betsUntilNext: 15_000 },
        { amount: 4_000, betsUntilNext: 0 },
      ]),
    ).toEqual({ required: 4_000, completed: 0, remaining: 4_000 });
    expect(walkTurnover([{ amount: 10_000, betsUntilNext: 15_000 }])).toEqual({
      required: 10_000,
      completed: 10_000,
      remaining: 0,
    });
  });
});

forEachEngine('withdrawals', (platform) => {
  const db = () => platform().database.db;

  afterEach(async () => {
    expect(await auditLedger(db())).toEqual({
      unbalancedTransactions: 0,
      driftedAccounts: 0,
      negativeMemberWallets: 0,
    });
  });

  async function newMember(
    p: TestPlatform,
    extra: Record<string, unknown> = {},
    merchant = 'CRP001',
  ): Promise<TestMember> {
    const username = `wd${String(++sequence).padStart(4, '0')}`;
    const res = await p.call(
      'register',
      { ...REGISTER, username, password: PASSWORD, confirmPassword: PASSWORD, ...extra },
      { merchant },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await p.database.db
      .select({ id: members.id, merchantId: members.merchantId })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(and(eq(members.account, username), eq(merchants.code, merchant)));
    if (!row) throw new Error('member not found');
    return {
      token: res.body.value.token as string,
      id: row.id,
      merchantId: row.merchantId,
      account: username,
      merchant,
    };
  }

  const call = (m: TestMember, key: Parameters<TestPlatform['call']>[0], input?: unknown, files?: TestFile[]) =>
    platform().call(key, input, { token: m.token, merchant: m.merchant, ...(files ? { files } : {}) });

  async function fund(m: TestMember, major: number): Promise<void> {
    const p = platform();
    await credit(p.database.db, {
      merchantId: m.merchantId,
      memberId: m.id,
      amount: Math.round(major * 100),
      at: new Date(p.now()),
    });
  }

  /** A new session (moving the clock past the inactivity time-out ends the old one). */
  async function relogin(m: TestMember): Promise<void> {
    const res = await platform().call(
      'login',
      { username: m.account, password: PASSWORD, type: 'username' },
      { merchant: m.merchant },
    );
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
    m.token = res.body.value.token as string;
  }

  const main = (m: TestMember) => balanceOf(db(), m.merchantId, m.id, MAIN_WALLET);
  const held = (m: TestMember) => balanceOf(db(), m.merchantId, m.id, HOLD);

  async function setPayPass(m: TestMember, pw = PAY): Promise<void> {
    const res = await call(m, 'paymentPasswordSet', {
      loginPassword: PASSWORD,
      paymentPassword: pw,
      confirmPaymentPassword: pw,
    });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
  }

  let cards = 0;
  const card = () => `62220212${String(++cards).padStart(8, '0')}`;
  async function addBank(m: TestMember, holderName: string, cardNumber = card()): Promise<number> {
    const res = await call(m, 'payoutAccountAdd', { type: 'bank', holderName, bankName: 'Croupier Bank', cardNumber });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
    return res.body.value.account.id as number;
  }

  /** A member ready to withdraw: funded, a payment password, a bank card. */
  async function ready(balance: number, extra: Record<string, unknown> = {}) {
    const m = await newMember(platform(), { payeeName: 'Ready Member', ...extra });
    await fund(m, balance);
    await setPayPass(m);
    const accountId = await addBank(m, 'Ready Member');
    return { m, accountId };
  }

  const withdraw = (m: TestMember, accountId: number, amount: unknown, extra: Record<string, unknown> = {}) =>
    call(m, 'withdrawalCreate', { requestId: randomUUID(), accountId, amount, paymentPassword: PAY, ...extra });

  const run = async (...argv: string[]) => {
    const p = platform();
    const lines: string[] = [];
    const code = await runCommand(p.database.db, argv, (line) => lines.push(line), { now: p.now, jobs: p.app.jobs });
    return { code, text: lines.join('\n') };
  };

  async function messagesOf(m: TestMember, kind: string) {
    return db()
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, m.id), eq(memberMessages.kind, kind)));
  }

  async function ledgerOf(key: string) {
    return db().select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
  }

  let betSeq = 0;
  async function bet(
    m: TestMember,
    stakeMajor: number,
    end: 'settle' | 'rollback' | 'open' = 'settle',
  ): Promise<{ ok: boolean; txId: string }> {
    const p = platform();
    const [game] = await db().select().from(games).where(eq(games.vendor, 'PP')).limit(1);
    if (!game) throw new Error('no PP game');
    const txId = `WDT${++betSeq}`;
    const common = {
      merchantId: m.merchantId,
      memberId: m.id,
      vendor: game.vendor,
      gameId: game.id,
      at: new Date(p.now()),
    };
    const placed = await seamlessOperation<{ ok: boolean }>(db(), {
      ...common,
      op: 'bet',
      txId,
      roundId: `R${txId}`,
      amount: Math.round(stakeMajor * 100),
    });
    if (placed.answer.ok && end !== 'open')
      await seamlessOperation(db(), { ...common, op: end, txId: `${end}-${txId}`, betTxId: txId, amount: 0 });
    return { ok: placed.answer.ok, txId };
  }

  // ---- payment password --------------------------------------------------------------------------------------

  it('sets the first payment password with the login password (sealed), refuses a second set, changes it with the old one', async () => {
    const p = platform();
    const m = await newMember(p);
    const before = await p.rowCounts();
    expect(
      (
        await p.call(
          'paymentPasswordSet',
          { loginPassword: PASSWORD, paymentPassword: PAY, confirmPaymentPassword: PAY },
          { token: m.token, unsealed: true },
        )
      ).body.code,
    ).toBe('payload_not_sealed');
    expect(
      (
        await call(m, 'paymentPasswordSet', {
          loginPassword: PASSWORD,
          paymentPassword: '12345',
          confirmPaymentPassword: '12345',
        })
      ).body.code,
    ).toBe('validation_failed');
    expect(
      (
        await call(m, 'paymentPasswordSet', {
          loginPassword: PASSWORD,
          paymentPassword: PAY,
          confirmPaymentPassword: '246811',
        })
      ).body.code,
    ).toBe('validation_failed');
    const wrongLogin = await call(m, 'paymentPasswordSet', {
      loginPassword: 'Wrong1234',
      paymentPassword: PAY,
      confirmPaymentPassword: PAY,
    });
    expect(wrongLogin.body.code).toBe('wrong_credentials');
    // The wrong login password counted as a login failure.
    expect((await db().select({ n: members.failedLogins }).from(members).where(eq(members.id, m.id)))[0]?.n).toBe(1);
    expect(await p.rowCounts()).toEqual(before);
    expect((await call(m, 'securityConfig')).body.value.paymentPasswordSet).toBe(false);

    await setPayPass(m);
    expect((await db().select({ n: members.failedLogins }).from(members).where(eq(members.id, m.id)))[0]?.n).toBe(0);
    const [stored] = await db().select().from(paymentPasswords).where(eq(paymentPasswords.memberId, m.id));
    expect(stored?.hash).toMatch(/^\$argon2id\$/);
    expect((await call(m, 'securityConfig')).body.value.paymentPasswordSet).toBe(true);
    expect(
      (
        await call(m, 'paymentPasswordSet', {
          loginPassword: PASSWORD,
          paymentPassword: '135790',
          confirmPaymentPassword: '135790',
        })
      ).body.code,
    ).toBe('payment_password_exists');

    const wrongOld = await call(m, 'paymentPasswordChange', {
      oldPaymentPassword: '000000',
      newPaymentPassword: '135790',
      confirmNewPaymentPassword: '135790',
    });
    expect(wrongOld.body).toMatchObject({ code: 'payment_password_invalid', value: { remainingTries: 4 } });
    expect(
      (
        await call(m, 'paymentPasswordChange', {
          oldPaymentPassword: PAY,
          newPaymentPassword: PAY,
          confirmNewPaymentPassword: PAY,
        })
      ).body.code,
    ).toBe('password_weak');
    expect(
      (
        await call(m, 'paymentPasswordChange', {
          oldPaymentPassword: PAY,
          newPaymentPassword: '135790',
          confirmNewPaymentPassword: '135790',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(m, 'paymentPasswordChange', {
          oldPaymentPassword: PAY,
          newPaymentPassword: '135791',
          confirmNewPaymentPassword: '135791',
        })
      ).body.code,
    ).toBe('payment_password_invalid');
    expect(
      (
        await call(m, 'paymentPasswordChange', {
          oldPaymentPassword: '135790',
          newPaymentPassword: PAY,
          confirmNewPaymentPassword: PAY,
        })
      ).status,
    ).toBe(200);
  });

  it('registration with a payment password stores it like a set one', async () => {
    const p = platform();
    await p.database.db.execute(
      sql`update merchants set register_validation = jsonb_set(register_validation, '{paymentPassword,enabled}', 'true') where code = 'CRP001'`,
    );
    try {
      const m = await newMember(p, { paymentPassword: '112233' });
      expect((await call(m, 'securityConfig')).body.value.paymentPasswordSet).toBe(true);
      expect(
        (
          await call(m, 'paymentPasswordChange', {
            oldPaymentPassword: '112233',
            newPaymentPassword: PAY,
            confirmNewPaymentPassword: PAY,
          })
        ).status,
      ).toBe(200);
    } finally {
      await p.database.db.execute(
        sql`update merchants set register_validation = jsonb_set(register_validation, '{paymentPassword,enabled}', 'false') where code = 'CRP001'`,
      );
    }
  });

  it("locks the payment password after the merchant's limit of wrong ones in a row, counted one by one in a parallel storm; a right one is refused while locked", async () => {
    const p = platform();
    const { m, accountId } = await ready(1_000);
    const before = await p.rowCounts();
    const storm = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(m, accountId, 100, { paymentPassword: '999999' })),
    );
    const answers = codes(storm);
    // Five checks in all (the default limit): four wrong, the fifth starts the lockout; the rest were never checked.
    expect(answers.filter((c) => c === 'payment_password_invalid')).toHaveLength(4);
    expect(answers.filter((c) => c === 'payment_password_locked')).toHaveLength(16);
    for (const r of storm) expect(r.status).toBeGreaterThanOrEqual(400);
    const right = await withdraw(m, accountId, 100);
    expect(right.status).toBe(423);
    expect(right.body.code).toBe('payment_password_locked');
    expect(right.body.value.retryAfterMs).toBeGreaterThan(0);
    expect(await p.rowCounts()).toEqual(before);
    expect(await main(m)).toBe(100_000);
    expect((await call(m, 'withdrawalInfo')).body.value.paymentPasswordLockedUntil).toBe(
      p.now() + PAYMENT_PASSWORD_LOCKOUT_MS,
    );
    // The change of password is locked as well.
    expect(
      (
        await call(m, 'paymentPasswordChange', {
          oldPaymentPassword: PAY,
          newPaymentPassword: '135790',
          confirmNewPaymentPassword: '135790',
        })
      ).body.code,
    ).toBe('payment_password_locked');

    p.advance(PAYMENT_PASSWORD_LOCKOUT_MS + 1);
    await relogin(m);
    const after = await withdraw(m, accountId, 100);
    expect(after.body, JSON.stringify(after.body)).toMatchObject({ success: true });
    // A right one resets the count.
    expect((await withdraw(m, accountId, 100, { paymentPassword: '999999' })).body.value.remainingTries).toBe(4);
  });

  // ---- payout accounts -------------------------------------------------------------------------------------------

  it('payout accounts: real name matched (case and spacing ignored), masked, at most 5, no duplicates, own ids only', async () => {
    const p = platform();
    const m = await newMember(p, { payeeName: 'Taro Yamada' });
    const other = await newMember(p, { payeeName: 'Jiro Suzuki' });
    const first = await call(m, 'payoutAccountAdd', {
      type: 'bank',
      holderName: 'TARO  YAMADA',
      bankName: 'MUFG',
      branch: 'Shibuya',
      cardNumber: '6222 0212 3456 7890',
    });
    expect(first.body.value.account).toMatchObject({
      type: 'bank',
      bankName: 'MUFG',
      branch: 'Shibuya',
      number: '**** 7890',
    });
    const before = await p.rowCounts();
    expect(
      (
        await call(m, 'payoutAccountAdd', {
          type: 'bank',
          holderName: 'Hanako Yamada',
          bankName: 'MUFG',
          cardNumber: '6222021234567891',
        })
      ).body.code,
    ).toBe('payee_name_mismatch');
    expect(
      (
        await call(m, 'payoutAccountAdd', {
          type: 'bank',
          holderName: 'Taro Yamada',
          bankName: 'Other Bank',
          cardNumber: '6222-0212-3456-7890',
        })
      ).body.code,
    ).toBe('payout_account_duplicate');
    expect(
      (
        await call(m, 'payoutAccountAdd', {
          type: 'bank',
          holderName: 'Taro Yamada',
          bankName: 'MUFG',
          cardNumber: '123456789',
        })
      ).body.code,
    ).toBe('validation_failed');
    expect(
      (
        await call(m, 'payoutAccountAdd', {
          type: 'usdt',
          network: 'TRC20',
          address: '0x52908400098527886E0F7030069857D2E4169EE7',
        })
      ).body.code,
    ).toBe('validation_failed');
    expect(await p.rowCounts()).toEqual(before);

    await call(m, 'payoutAccountAdd', {
      type: 'ewallet',
      holderName: 'taro yamada',
      provider: 'PayPay',
      accountId: 'taro.yamada@example.com',
    });
    await call(m, 'payoutAccountAdd', {
      type: 'usdt',
      network: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    });
    const erc = await call(m, 'payoutAccountAdd', {
      type: 'usdt',
      network: 'ERC20',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(erc.body.value.account).toMatchObject({ holderName: null, network: 'ERC20', number: '0x5290****9EE7' });
    // The same address in other letter case is the same ERC20 account.
    expect(
      (
        await call(m, 'payoutAccountAdd', {
          type: 'usdt',
          network: 'ERC20',
          address: '0x52908400098527886e0f7030069857d2e4169ee7',
        })
      ).body.code,
    ).toBe('payout_account_duplicate');
    await addBank(m, 'Taro Yamada');
    const sixth = await call(m, 'payoutAccountAdd', {
      type: 'bank',
      holderName: 'Taro Yamada',
      bankName: 'MUFG',
      cardNumber: card(),
    });
    expect(sixth.body).toMatchObject({ code: 'payout_account_limit', value: { max: 5 } });

    const list = await call(m, 'payoutAccounts');
    expect(list.body.value).toMatchObject({ max: 5, realName: 'Taro Yamada' });
    expect(list.body.value.list).toHaveLength(5);
    const text = JSON.stringify(list.body.value);
    for (const secret of ['6222021234567890', 'taro.yamada@example.com', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'])
      expect(text).not.toContain(secret);
    expect(list.body.value.list.map((a: { number: string }) => a.number)).toContain('ta****om');

    // Another member's id is unknown; one's own is removed, after which the card may come back.
    expect((await call(other, 'payoutAccountRemove', { id: first.body.value.account.id })).body.code).toBe('not_found');
    expect((await call(m, 'payoutAccountRemove', { id: first.body.value.account.id })).body.value).toEqual({
      removed: 1,
    });
    expect((await call(m, 'payoutAccountRemove', { id: first.body.value.account.id })).body.code).toBe('not_found');
    expect(
      (
        await call(m, 'payoutAccountAdd', {
          type: 'bank',
          holderName: 'Taro Yamada',
          bankName: 'MUFG',
          cardNumber: '6222021234567890',
        })
      ).status,
    ).toBe(200);
  });

  it('the first bank or e-wallet account sets a missing real name (once, under parallel adds); at most 5 accounts under parallel adds', async () => {
    const p = platform();
    const m = await newMember(p);
    const names = ['Alice Brown', 'Bob Green', 'Carol White', 'Dan Black'];
    const answers = await Promise.all(
      names.map((holderName) =>
        call(m, 'payoutAccountAdd', { type: 'bank', holderName, bankName: 'Bank', cardNumber: card() }),
      ),
    );
    expect(codes(answers).filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes(answers).filter((c) => c === 'payee_name_mismatch')).toHaveLength(3);
    const winner = answers.find((r) => r.body.success)!.body.value.account.holderName as string;
    expect(
      (await db().select({ payeeName: members.payeeName }).from(members).where(eq(members.id, m.id)))[0]?.payeeName,
    ).toBe(winner);
    // The merchant's real-name rule applies to the name it sets (default brand: English letters and spaces).
    const fresh = await newMember(p);
    expect(
      (
        await call(fresh, 'payoutAccountAdd', {
          type: 'bank',
          holderName: '山田 太郎',
          bankName: 'Bank',
          cardNumber: card(),
        })
      ).body,
    ).toMatchObject({
      code: 'validation_failed',
      value: { issues: [{ path: ['holderName'], message: 'validation:pattern8' }] },
    });

    const storm = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(m, 'payoutAccountAdd', { type: 'bank', holderName: winner, bankName: 'Bank', cardNumber: card() }),
      ),
    );
    expect(codes(storm).filter((c) => c === 'ok')).toHaveLength(4);
    expect(codes(storm).filter((c) => c === 'payout_account_limit')).toHaveLength(4);
    expect((await call(m, 'payoutAccounts')).body.value.list).toHaveLength(5);
  });

  // ---- remaining turnover ------------------------------------------------------------------------------------------

  it('remaining turnover: requirements less the valid bets of settled rounds placed since, never banking a surplus', async () => {
    const p = platform();
    const { m, accountId } = await ready(1_000);
    await bet(m, 50);
    p.advance(1_000);
    const at = () => new Date(p.now());
    await addRequirement(db(), {
      merchantId: m.merchantId,
      memberId: m.id,
      source: 'deposit',
      sourceRef: `wd-test-${m.id}-1`,
      amount: 10_000,
      at: at(),
    });
    const turnover = async () => (await call(m, 'withdrawalInfo')).body.value.turnover;
    // The bet before the requirement does not count.
    expect(await turnover()).toEqual({ required: 100, completed: 0, remaining: 100 });
    p.advance(1_000);
    await bet(m, 30);
    const open = await bet(m, 20, 'open');
    await bet(m, 25, 'rollback');
    expect(await turnover()).toEqual({ required: 100, completed: 30, remaining: 70 });

    const before = await p.rowCounts();
    const refused = await withdraw(m, accountId, 100);
    expect(refused.body).toMatchObject({ code: 'turnover_not_met', value: { remaining: 70 } });
    expect((await call(m, 'fundsConsolidated')).body.value.turnoverRemaining).toBe(70);
    expect(await p.rowCounts()).toEqual(before);

    // The open round counts once settled (as placed, before the next requirement).
    const [game] = await db().select().from(games).where(eq(games.vendor, 'PP')).limit(1);
    await seamlessOperation(db(), {
      op: 'settle',
      merchantId: m.merchantId,
      memberId: m.id,
      vendor: 'PP',
      gameId: game!.id,
      txId: `settle-${open.txId}`,
      betTxId: open.txId,
      amount: 0,
      at: at(),
    });
    expect(await turnover()).toEqual({ required: 100, completed: 50, remaining: 50 });
    await bet(m, 80);
    expect(await turnover()).toEqual({ required: 100, completed: 100, remaining: 0 });
    p.advance(1_000);
    await addRequirement(db(), {
      merchantId: m.merchantId,
      memberId: m.id,
      source: 'bonus',
      sourceRef: `wd-test-${m.id}-2`,
      amount: 4_000,
      at: at(),
    });
    // The 30.00 bet beyond the first requirement is not kept for the second.
    expect(await turnover()).toEqual({ required: 40, completed: 0, remaining: 40 });
    p.advance(1_000);
    await bet(m, 40);
    expect(await turnover()).toEqual({ required: 40, completed: 40, remaining: 0 });
    expect((await withdraw(m, accountId, 100)).status).toBe(200);
  });

  // ---- withdrawals -----------------------------------------------------------------------------------------------

  it("refuses bad amounts, limits, a wrong or missing password, the balance, the daily count and others' accounts, changing nothing", async () => {
    const p = platform();
    const { m, accountId } = await ready(60_000);
    const other = await ready(1_000);
    const before = await p.rowCounts();
    const expectRefused = async (res: CallResult, code: string, status?: number) => {
      expect(res.body.code, JSON.stringify(res.body)).toBe(code);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      if (status) expect(res.status).toBe(status);
    };
    for (const amount of [0, -100, 100.123, 0.001, '100', null])
      await expectRefused(await withdraw(m, accountId, amount), 'validation_failed', 422);
    await expectRefused(await withdraw(m, accountId, 99.99), 'amount_out_of_range');
    const tooMuch = await withdraw(m, accountId, 50_000.01);
    await expectRefused(tooMuch, 'amount_out_of_range');
    expect(tooMuch.body.value).toEqual({ min: 100, max: 50_000 });
    await expectRefused(await withdraw(m, accountId, 100, { paymentPassword: undefined }), 'validation_failed');
    await expectRefused(await withdraw(m, accountId, 100, { paymentPassword: '135790' }), 'payment_password_invalid');
    await expectRefused(await withdraw(m, other.accountId, 100), 'not_found', 404);
    await expectRefused(await withdraw(other.m, accountId, 100), 'not_found', 404);
    await expectRefused(await withdraw(other.m, other.accountId, 1_000.01), 'insufficient_balance');
    await expectRefused(
      await call(m, 'withdrawalCreate', { requestId: 'short', accountId, amount: 100, paymentPassword: PAY }),
      'validation_failed',
    );
    const unsealed = await p.call(
      'withdrawalCreate',
      { requestId: randomUUID(), accountId, amount: 100, paymentPassword: PAY },
      { token: m.token, unsealed: true },
    );
    await expectRefused(unsealed, 'payload_not_sealed');
    expect(await p.rowCounts()).toEqual(before);

    const noPassword = await newMember(p, { payeeName: 'No Password' });
    await fund(noPassword, 500);
    const npAccount = await addBank(noPassword, 'No Password');
    const beforeNp = await p.rowCounts();
    await expectRefused(await withdraw(noPassword, npAccount, 100), 'payment_password_not_set');
    expect(await p.rowCounts()).toEqual(beforeNp);

    // Five a day (default brand), rejected ones not counted; the count starts again at 00:00 UTC.
    for (let i = 0; i < 5; i++) expect((await withdraw(m, accountId, 100)).status).toBe(200);
    const info = (await call(m, 'withdrawalInfo')).body.value;
    expect(info.dailyCount).toMatchObject({ limit: 5, used: 5 });
    const full = await p.rowCounts();
    const sixth = await withdraw(m, accountId, 100);
    await expectRefused(sixth, 'daily_limit_reached');
    expect(sixth.body.value).toEqual({ limit: 5 });
    expect(await p.rowCounts()).toEqual(full);
    const [pending] = info.pending as { id: number }[];
    expect((await run('withdrawal', 'reject', String(pending!.id), 'limit test')).code).toBe(0);
    expect((await withdraw(m, accountId, 100)).status).toBe(200);
    p.advance(info.dailyCount.resetsAt - p.now());
    await relogin(m);
    expect((await call(m, 'withdrawalInfo')).body.value.dailyCount.used).toBe(0);
  });

  it("applies the member's VIP level's limits when stricter: largest amount, and a day's count exact under parallel requests", async () => {
    const p = platform();
    const d = db();
    const { m, accountId } = await ready(2_000);
    // Silver (level 2) of CRP001 made stricter than the merchant (5 a day, up to 50,000.00): 2 a day, up to 300.00.
    const level = and(eq(vipLevels.merchantId, m.merchantId), eq(vipLevels.level, 2));
    const [silver] = await d.select().from(vipLevels).where(level);
    await d.update(vipLevels).set({ withdrawalDailyCount: 2, withdrawalMaxAmount: 30_000 }).where(level);
    try {
      const at = new Date(p.now());
      await d.insert(memberVip).values({ memberId: m.id, merchantId: m.merchantId, level: 2, highestLevel: 2, validBet: 0, deposit: 0, levelSince: at, computedAt: at });
      const info = (await call(m, 'withdrawalInfo')).body.value;
      expect(info).toMatchObject({ minAmount: 100, maxAmount: 300, dailyCount: { limit: 2, used: 0 }, vipLevel: 2 });

      const before = await p.rowCounts();
      const tooMuch = await withdraw(m, accountId, 300.01);
      expect([tooMuch.status, tooMuch.body.code, tooMuch.body.value]).toEqual([422, 'vip_withdrawal_amount_limit', { max: 300, level: 2 }]);
      expect(await p.rowCounts()).toEqual(before);
      expect(await main(m)).toBe(200_000);

      // Four at once for a level that allows two: exactly two are created, the others refused with the level's code.
      const answers = await Promise.all(Array.from({ length: 4 }, () => withdraw(m, accountId, 100)));
      expect(codes(answers).sort()).toEqual(['ok', 'ok', 'vip_withdrawal_daily_limit', 'vip_withdrawal_daily_limit']);
      const refused = answers.find((a) => !a.body.success)!;
      expect([refused.status, refused.body.value]).toEqual([409, { limit: 2, level: 2 }]);
      const rows = await d.select().from(withdrawals).where(eq(withdrawals.memberId, m.id));
      expect(rows).toHaveLength(2);
      expect(await main(m)).toBe(180_000);
      expect(await held(m)).toBe(20_000);
      expect((await call(m, 'withdrawalInfo')).body.value.dailyCount).toMatchObject({ limit: 2, used: 2 });

      // At Crown (20 a day, up to 1,000,000.00) the merchant's limits are the stricter ones.
      await d.update(memberVip).set({ level: 6, highestLevel: 6 }).where(eq(memberVip.memberId, m.id));
      const crown = (await call(m, 'withdrawalInfo')).body.value;
      expect(crown).toMatchObject({ maxAmount: 50_000, dailyCount: { limit: 5, used: 2 }, vipLevel: 6 });
    } finally {
      await d.update(vipLevels).set({ withdrawalDailyCount: silver!.withdrawalDailyCount, withdrawalMaxAmount: silver!.withdrawalMaxAmount }).where(level);
    }
  });

  it('holds the amount in one ledger transaction, answers a repeat with the first answer, and refuses the id for other content', async () => {
    const p = platform();
    const { m, accountId } = await ready(1_000);
    const requestId = randomUUID();
    const first = await call(m, 'withdrawalCreate', { requestId, accountId, amount: 250.5, paymentPassword: PAY });
    expect(first.body.value).toMatchObject({
      balance: 749.5,
      withdrawal: {
        amount: 250.5,
        status: 'pending',
        destination: { accountId, type: 'bank', holderName: 'Ready Member' },
      },
    });
    expect(first.body.value.withdrawal.orderNo).toMatch(/^W\d{8}$/);
    expect(await main(m)).toBe(74_950);
    expect(await held(m)).toBe(25_050);
    const [hold] = await ledgerOf(`withdrawal:${requestId}`);
    expect(hold?.kind).toBe('withdrawal_hold');

    const stranger = await ready(1_000);
    const counts = await p.rowCounts();
    const again = await call(m, 'withdrawalCreate', { requestId, accountId, amount: 250.5, paymentPassword: PAY });
    expect(again.body.value).toEqual(first.body.value);
    const twins = await Promise.all(
      Array.from({ length: 3 }, () =>
        call(m, 'withdrawalCreate', { requestId, accountId, amount: 250.5, paymentPassword: PAY }),
      ),
    );
    for (const twin of twins) expect(twin.body.value).toEqual(first.body.value);
    expect(
      (await call(m, 'withdrawalCreate', { requestId, accountId, amount: 250.51, paymentPassword: PAY })).body.code,
    ).toBe('request_conflict');
    expect(
      (
        await call(stranger.m, 'withdrawalCreate', {
          requestId,
          accountId: stranger.accountId,
          amount: 250.5,
          paymentPassword: PAY,
        })
      ).body.code,
    ).toBe('request_conflict');
    expect(await p.rowCounts()).toEqual(counts);
    expect(await main(m)).toBe(74_950);

    // Info, list, funds and the wallet balance (the held amount is not spendable).
    const info = (await call(m, 'withdrawalInfo')).body.value;
    expect(info).toMatchObject({
      balance: 749.5,
      minAmount: 100,
      maxAmount: 50_000,
      paymentPasswordRequired: true,
      hasPaymentPassword: true,
      maxAccounts: 5,
    });
    expect(info.pending.map((w: { id: number }) => w.id)).toEqual([first.body.value.withdrawal.id]);
    expect((await call(m, 'withdrawalList', { status: 'pending' })).body.value).toMatchObject({
      total: 1,
      list: [{ amount: 250.5 }],
    });
    expect((await call(m, 'walletBalance')).body.value.sumBalance).toBe(749.5);
    expect((await call(m, 'memberInfo')).body.value.sumBalance).toBe(749.5);
    expect((await call(m, 'fundsConsolidated')).body.value).toEqual({
      mainBalance: 749.5,
      vendorWallets: [],
      held: 250.5,
      total: 1_000,
      turnoverRemaining: 0,
    });
  });

  it('ten parallel withdrawals of 60% of the balance: exactly one goes through', async () => {
    const p = platform();
    const { m, accountId } = await ready(1_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(m, accountId, 600)));
    const results = codes(answers);
    expect(results.filter((c) => c === 'ok')).toHaveLength(1);
    // The others: not enough left, or refused before their password was checked (at most five checks at a time).
    for (const code of results.filter((c) => c !== 'ok'))
      expect(['insufficient_balance', 'payment_password_locked']).toContain(code);
    expect(await main(m)).toBe(40_000);
    expect(await held(m)).toBe(60_000);
    expect(await db().select().from(withdrawals).where(eq(withdrawals.memberId, m.id))).toHaveLength(1);
    void p;
  });

  it('parallel game bets and a withdrawal never overdraw the wallet', async () => {
    const { m, accountId } = await ready(1_000);
    const [w, ...bets] = await Promise.all([
      withdraw(m, accountId, 700),
      ...Array.from({ length: 20 }, () => bet(m, 25, 'open')),
    ]);
    const placed = bets.filter((b) => b.ok).length;
    const withdrawn = w!.body.success ? 70_000 : 0;
    if (!w!.body.success) expect(w!.body.code).toBe('insufficient_balance');
    expect(placed * 2_500 + withdrawn).toBeLessThanOrEqual(100_000);
    expect(await main(m)).toBe(100_000 - withdrawn - placed * 2_500);
    expect(await held(m)).toBe(withdrawn);
    expect(await main(m)).toBeGreaterThanOrEqual(0);
  });

  // ---- the operator's review -------------------------------------------------------------------------------------

  it('approve pays out (once, twice or at once), moves the hold to the payout account, tells the member and schedules the forced receipt', async () => {
    const p = platform();
    const { m, accountId } = await ready(1_000);
    const created = (await withdraw(m, accountId, 300)).body.value.withdrawal;
    const list = await run('withdrawal', 'list');
    expect(list.text).toContain(`#${created.id} ${created.orderNo}`);
    expect(list.text).toContain('**** ');

    const attempts = await Promise.all(
      Array.from({ length: 4 }, () => run('withdrawal', 'approve', String(created.id))),
    );
    expect(attempts.filter((a) => a.code === 0)).toHaveLength(1);
    expect(attempts.find((a) => a.code === 0)!.text).toContain('paid out 300.00');
    expect((await run('withdrawal', 'approve', String(created.id))).text).toContain('not pending');
    expect((await run('withdrawal', 'reject', String(created.id))).code).toBe(1);
    expect((await run('withdrawal', 'approve', '99999999')).text).toContain('no withdrawal');
    for (const argv of [
      ['withdrawal'],
      ['withdrawal', 'approve'],
      ['withdrawal', 'approve', 'x1'],
      ['withdrawal', 'list', 'nope'],
      ['withdrawal', 'proof', '1'],
      ['withdrawal', 'frob'],
    ]) {
      const bad = await run(...argv);
      expect(bad.code, argv.join(' ')).toBe(2);
      expect(bad.text).toContain('Usage: pnpm platform');
    }

    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, created.id));
    expect(row).toMatchObject({ status: 'awaiting_confirmation', payoutReference: expect.stringMatching(/^SBX-/) });
    expect(row!.receiptDeadline!.getTime()).toBe(p.now() + 30 * 60_000);
    expect(await held(m)).toBe(0);
    expect(await main(m)).toBe(70_000);
    expect(await ledgerOf(`withdrawal:paid:${created.id}`)).toHaveLength(1);
    const approvedMessages = await messagesOf(m, 'withdrawal_approved');
    expect(approvedMessages).toHaveLength(1);
    expect(approvedMessages[0]!.params).toMatchObject({ orderNo: created.orderNo, amount: 300, receiptMinutes: 30 });
    const jobs = (await db().execute(
      sql`select singleton_key from pgboss.job where name = ${WITHDRAWAL_RECEIPT_JOB} and singleton_key = ${`withdrawal:${created.id}`}`,
    )) as unknown as { rows: unknown[] };
    expect(jobs.rows).toHaveLength(1);
    expect((await call(m, 'withdrawalInfo')).body.value.pending).toEqual([]);
  });

  it('reject gives the amount back and tells the member; a reject and an approve at once act once; a declined payout stays pending', async () => {
    const { m, accountId } = await ready(1_000);
    const a = (await withdraw(m, accountId, 200)).body.value.withdrawal;
    const rejects = await Promise.all([
      run('withdrawal', 'reject', String(a.id), 'name', 'check'),
      run('withdrawal', 'reject', String(a.id)),
    ]);
    expect(rejects.filter((r) => r.code === 0)).toHaveLength(1);
    expect(await main(m)).toBe(100_000);
    expect(await held(m)).toBe(0);
    const [rejected] = await db().select().from(withdrawals).where(eq(withdrawals.id, a.id));
    expect(rejected?.status).toBe('rejected');
    expect(await messagesOf(m, 'withdrawal_rejected')).toHaveLength(1);

    const b = (await withdraw(m, accountId, 200)).body.value.withdrawal;
    const both = await Promise.all([
      run('withdrawal', 'approve', String(b.id)),
      run('withdrawal', 'reject', String(b.id)),
    ]);
    expect(both.filter((r) => r.code === 0)).toHaveLength(1);
    const [decided] = await db().select().from(withdrawals).where(eq(withdrawals.id, b.id));
    if (decided!.status === 'rejected') expect(await main(m)).toBe(100_000);
    else {
      expect(decided!.status).toBe('awaiting_confirmation');
      expect(await main(m)).toBe(80_000);
    }
    expect(await held(m)).toBe(0);

    // The sandbox declines destinations ending in 0000.
    const declinedAccount = await addBank(m, 'Ready Member', '6222021200000000');
    const c = (await withdraw(m, declinedAccount, 100)).body.value.withdrawal;
    const declined = await run('withdrawal', 'approve', String(c.id));
    expect(declined.code).toBe(1);
    expect(declined.text).toContain('declined');
    const [still] = await db().select().from(withdrawals).where(eq(withdrawals.id, c.id));
    expect(still?.status).toBe('pending');
    expect(await held(m)).toBe(10_000);
    expect((await run('withdrawal', 'reject', String(c.id))).code).toBe(0);
    expect(await held(m)).toBe(0);
  });

  // ---- receipt confirmation -----------------------------------------------------------------------------------------

  async function paidOut(amount = 300) {
    const r = await ready(1_000);
    const created = (await withdraw(r.m, r.accountId, amount)).body.value.withdrawal;
    expect((await run('withdrawal', 'approve', String(created.id))).code).toBe(0);
    return { ...r, withdrawal: created as { id: number; orderNo: string } };
  }

  it('lists withdrawals awaiting confirmation with their deadlines; full completes, once, before the deadline', async () => {
    const p = platform();
    const { m, withdrawal } = await paidOut();
    const listed = (await call(m, 'paymentConfirmationList')).body.value;
    expect(listed.serverTime).toBe(p.now());
    expect(listed.list).toEqual([
      expect.objectContaining({
        id: withdrawal.id,
        status: 'awaiting_confirmation',
        receiptDeadline: p.now() + 30 * 60_000,
      }),
    ]);
    const stranger = await newMember(p);
    expect(
      (await call(stranger, 'processC2CTransaction', { withdrawalId: withdrawal.id, outcome: 'full' })).body.code,
    ).toBe('not_found');
    // JSON is not this call's body.
    expect(
      (
        await p.app.inject({
          method: 'POST',
          url: '/wps/relay/MCSFE_processC2CTransaction',
          headers: { Merchant: 'CRP001', Authorization: m.token, 'content-type': 'application/json' },
          payload: JSON.stringify({ withdrawalId: withdrawal.id, outcome: 'full' }),
        })
      ).statusCode,
    ).toBe(415);
    const done = await call(m, 'processC2CTransaction', {
      withdrawalId: withdrawal.id,
      outcome: 'full',
      remark: 'thanks',
    });
    expect(done.body.value.withdrawal).toMatchObject({
      status: 'completed',
      outcome: 'full',
      receivedAmount: 300,
      remark: 'thanks',
      confirmedAt: p.now(),
    });
    expect((await call(m, 'processC2CTransaction', { withdrawalId: withdrawal.id, outcome: 'full' })).body.code).toBe(
      'confirmation_closed',
    );
    expect((await call(m, 'paymentConfirmationList')).body.value.list).toEqual([]);
    expect(await main(m)).toBe(70_000);
  });

  it('partial and none go to dispute with their proof images (png or jpg by content, at most 3, 5 MB each) for the operator', async () => {
    const p = platform();
    const { m, withdrawal } = await paidOut();
    const proof = (data: Buffer, filename = 'proof.png', contentType = 'image/png'): TestFile => ({
      field: 'proof',
      filename,
      contentType,
      data,
    });
    const before = await p.rowCounts();
    const refuse = async (input: Record<string, unknown>, files: TestFile[], code: string) => {
      const res = await call(m, 'processC2CTransaction', input, files);
      expect(res.body.code, JSON.stringify(res.body)).toBe(code);
      expect(res.status).toBeLessThan(500);
    };
    await refuse({ withdrawalId: withdrawal.id, outcome: 'none' }, [], 'validation_failed');
    await refuse(
      { withdrawalId: withdrawal.id, outcome: 'none' },
      [proof(Buffer.from('not an image, whatever the name says'))],
      'upload_type_invalid',
    );
    await refuse(
      { withdrawalId: withdrawal.id, outcome: 'none' },
      [proof(Buffer.from('GIF89a...'), 'proof.gif', 'image/gif')],
      'upload_type_invalid',
    );
    await refuse(
      { withdrawalId: withdrawal.id, outcome: 'none' },
      [proof(PNG), proof(PNG), proof(JPG, 'a.jpg', 'image/jpeg'), proof(PNG)],
      'upload_too_many',
    );
    await refuse(
      { withdrawalId: withdrawal.id, outcome: 'none' },
      [proof(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))],
      'upload_too_large',
    );
    await refuse({ withdrawalId: withdrawal.id, outcome: 'partial', receivedAmount: 300 }, [], 'amount_out_of_range');
    await refuse({ withdrawalId: withdrawal.id, outcome: 'partial' }, [], 'validation_failed');
    await refuse(
      { withdrawalId: withdrawal.id, outcome: 'none', remark: 'x'.repeat(141) },
      [proof(PNG)],
      'validation_failed',
    );
    await refuse({ withdrawalId: withdrawal.id, outcome: 'full' }, [proof(PNG)], 'validation_failed');
    await refuse({ withdrawalId: 'abc', outcome: 'none' }, [proof(PNG)], 'validation_failed');
    await refuse(
      { withdrawalId: withdrawal.id, outcome: 'none', remark: 'a\u0000b' },
      [proof(PNG)],
      'validation_failed',
    );
    await refuse(
      { withdrawalId: withdrawal.id, outcome: 'none', extra: 'x'.repeat(5_000) },
      [proof(PNG)],
      'validation_failed',
    );
    await refuse(
      { withdrawalId: withdrawal.id, outcome: 'none' },
      [{ ...proof(PNG), field: 'other' }],
      'validation_failed',
    );
    expect(await p.rowCounts()).toEqual(before);

    // A file declared as a png but holding a jpg is stored as what it is.
    const disputed = await call(
      m,
      'processC2CTransaction',
      { withdrawalId: withdrawal.id, outcome: 'none', remark: 'nothing arrived' },
      [proof(PNG), proof(JPG, 'camera.png', 'image/png')],
    );
    expect(disputed.body.value.withdrawal).toMatchObject({
      status: 'disputed',
      outcome: 'none',
      receivedAmount: 0,
      remark: 'nothing arrived',
    });
    const stored = await db()
      .select()
      .from(withdrawalProofs)
      .where(eq(withdrawalProofs.withdrawalId, withdrawal.id))
      .orderBy(withdrawalProofs.id);
    expect(stored.map((s) => s.contentType)).toEqual(['image/png', 'image/jpeg']);
    expect(Buffer.compare(stored[0]!.data, PNG)).toBe(0);
    expect(Buffer.compare(stored[1]!.data, JPG)).toBe(0);
    // No money moves: a dispute is the operator's.
    expect(await main(m)).toBe(70_000);

    const partial = await paidOut(200);
    const answer = await call(
      partial.m,
      'processC2CTransaction',
      { withdrawalId: partial.withdrawal.id, outcome: 'partial', receivedAmount: 150.25 },
      [proof(JPG, 'p.jpg', 'image/jpeg')],
    );
    expect(answer.body.value.withdrawal).toMatchObject({
      status: 'disputed',
      outcome: 'partial',
      receivedAmount: 150.25,
    });

    const disputes = await run('withdrawal', 'disputes');
    expect(disputes.text).toContain(`${withdrawal.orderNo}`);
    expect(disputes.text).toContain('member says nothing received');
    expect(disputes.text).toContain('member says 150.25 received');
    expect(disputes.text).toContain('remark: nothing arrived');
    const dir = mkdtempSync(join(tmpdir(), 'croupier-proof-'));
    try {
      const file = join(dir, 'proof.jpg');
      expect((await run('withdrawal', 'proof', String(stored[1]!.id), file)).code).toBe(0);
      expect(Buffer.compare(readFileSync(file), JPG)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('after the deadline a confirmation is refused and the withdrawal counts as received (forced, not refunded), once', async () => {
    const p = platform();
    const { m, withdrawal } = await paidOut();
    const pendingOne = await ready(1_000);
    const stillPending = (await withdraw(pendingOne.m, pendingOne.accountId, 100)).body.value.withdrawal;
    expect(await forceReceipt(db(), withdrawal.id, p.now())).toBe('not_due');
    expect(
      (await call(pendingOne.m, 'processC2CTransaction', { withdrawalId: stillPending.id, outcome: 'full' })).body.code,
    ).toBe('operation_not_allowed');
    p.advance(30 * 60_000);
    await relogin(m);
    const before = await p.rowCounts();
    expect((await call(m, 'processC2CTransaction', { withdrawalId: withdrawal.id, outcome: 'full' })).body.code).toBe(
      'confirmation_closed',
    );
    expect(await p.rowCounts()).toEqual(before);
    expect((await call(m, 'paymentConfirmationList')).body.value.list).toEqual([]);
    const results = await Promise.all(Array.from({ length: 3 }, () => forceReceipt(db(), withdrawal.id, p.now())));
    expect(results.filter((r) => r === 'forced')).toHaveLength(1);
    expect(results.filter((r) => r === 'closed')).toHaveLength(2);
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, withdrawal.id));
    expect(row).toMatchObject({ status: 'forced_received', outcome: 'forced', confirmedAt: new Date(p.now()) });
    p.advance(1_000);
    await forceOverdueReceipts(db(), p.now());
    expect(await forceReceipt(db(), withdrawal.id, p.now())).toBe('closed');
    const [again] = await db().select().from(withdrawals).where(eq(withdrawals.id, withdrawal.id));
    expect(again?.confirmedAt).toEqual(row!.confirmedAt);
    expect(await main(m)).toBe(70_000);
    expect(await held(m)).toBe(0);
    // A pending withdrawal is not touched by the sweep.
    const [pendingRow] = await db().select().from(withdrawals).where(eq(withdrawals.id, stillPending.id));
    expect(pendingRow?.status).toBe('pending');
    expect((await run('withdrawal', 'reject', String(stillPending.id))).code).toBe(0);
  });

  it("follows the merchant's features: no payment password without PAYMENTPASS3; no withdrawals without WITHDRAW or on a credit market", async () => {
    const { m, accountId } = await ready(1_000);
    try {
      expect((await run('flag', 'default', 'PAYMENTPASS3', 'off')).code).toBe(0);
      expect((await call(m, 'withdrawalInfo')).body.value.paymentPasswordRequired).toBe(false);
      expect((await withdraw(m, accountId, 100, { paymentPassword: undefined })).status).toBe(200);
      expect(
        (
          await call(m, 'paymentPasswordChange', {
            oldPaymentPassword: PAY,
            newPaymentPassword: '135790',
            confirmNewPaymentPassword: '135790',
          })
        ).body.code,
      ).toBe('feature_not_enabled');
      expect((await run('flag', 'default', 'PAYMENTPASS3', 'on')).code).toBe(0);
      expect((await withdraw(m, accountId, 100, { paymentPassword: undefined })).body.code).toBe('validation_failed');
      expect((await run('flag', 'default', 'CREDITMAR3', 'on')).code).toBe(0);
      expect((await call(m, 'withdrawalInfo')).body.code).toBe('feature_not_enabled');
      expect((await run('flag', 'default', 'CREDITMAR3', 'off')).code).toBe(0);
      expect((await run('flag', 'default', 'WITHDRAW', 'off')).code).toBe(0);
      expect((await withdraw(m, accountId, 100)).body.code).toBe('feature_not_enabled');
      expect((await call(m, 'payoutAccounts')).body.code).toBe('feature_not_enabled');
    } finally {
      await run('flag', 'default', 'PAYMENTPASS3', 'on');
      await run('flag', 'default', 'CREDITMAR3', 'off');
      await run('flag', 'default', 'WITHDRAW', 'on');
    }
    const [pending] = (await call(m, 'withdrawalInfo')).body.value.pending as { id: number }[];
    expect((await run('withdrawal', 'reject', String(pending!.id))).code).toBe(0);
  });

  // ---- funds and the transfer to the upline -----------------------------------------------------------------------

  it('consolidated funds of a merchant with transfer wallets: main, vendor wallets, held and their total', async () => {
    const p = platform();
    const m = await newMember(p, { payeeName: 'JADE TESTER', email: `jade${sequence}@example.com` }, 'JADE01');
    await fund(m, 1_000);
    await setPayPass(m);
    const accountId = await addBank(m, 'JADE TESTER');
    expect((await call(m, 'walletTransfer', { from: 'main', to: 'PP', amount: 120 })).status).toBe(200);
    // The jade brand's minimum is 50.00.
    expect((await withdraw(m, accountId, 49.99)).body).toMatchObject({
      code: 'amount_out_of_range',
      value: { min: 50, max: 20_000 },
    });
    expect((await withdraw(m, accountId, 80)).status).toBe(200);
    expect((await call(m, 'fundsConsolidated')).body.value).toEqual({
      mainBalance: 800,
      vendorWallets: [{ wallet: 'PP', balance: 120 }],
      held: 80,
      total: 1_000,
      turnoverRemaining: 0,
    });
    expect((await call(m, 'withdrawalInfo')).body.value.dailyCount.limit).toBe(3);
    const pendingId = (await call(m, 'withdrawalInfo')).body.value.pending[0].id as number;
    expect((await run('withdrawal', 'reject', String(pendingId))).code).toBe(0);
  });

  it('transfers to the upline agent: one ledger transaction, payment password, idempotent, refused without an upline or the money', async () => {
    const p = platform();
    const m = await newMember(p, { affiliateCode: 'AGENT01' });
    expect((await call(m, 'memberInfo')).body.value.toUpline).toBe(true);
    await fund(m, 100);
    await setPayPass(m);
    const [agent] = await db().select().from(members).where(eq(members.account, 'agent01'));
    const agentBefore = await balanceOf(db(), agent!.merchantId, agent!.id, MAIN_WALLET);
    const requestId = randomUUID();
    const sent = await call(m, 'transferToUpline', { requestId, amount: 40.5, paymentPassword: PAY });
    expect(sent.body.value).toEqual({ balance: 59.5, amount: 40.5, upline: 'agent01', transferredAt: p.now() });
    expect((await call(m, 'transferToUpline', { requestId, amount: 40.5, paymentPassword: PAY })).body.value).toEqual(
      sent.body.value,
    );
    expect(await balanceOf(db(), agent!.merchantId, agent!.id, MAIN_WALLET)).toBe(agentBefore + 4_050);
    expect(await main(m)).toBe(5_950);
    const [tx] = await ledgerOf(`upline:${requestId}`);
    expect(tx?.kind).toBe('upline_transfer');

    const before = await p.rowCounts();
    expect((await call(m, 'transferToUpline', { requestId, amount: 41, paymentPassword: PAY })).body.code).toBe(
      'request_conflict',
    );
    expect(
      (await call(m, 'transferToUpline', { requestId: randomUUID(), amount: 59.51, paymentPassword: PAY })).body.code,
    ).toBe('insufficient_balance');
    expect(
      (await call(m, 'transferToUpline', { requestId: randomUUID(), amount: 10, paymentPassword: '135790' })).body.code,
    ).toBe('payment_password_invalid');
    expect(
      (await call(m, 'transferToUpline', { requestId: randomUUID(), amount: 0, paymentPassword: PAY })).body.code,
    ).toBe('validation_failed');
    await addRequirement(db(), {
      merchantId: m.merchantId,
      memberId: m.id,
      source: 'deposit',
      sourceRef: `wd-upline-${m.id}`,
      amount: 1_000,
      at: new Date(p.now()),
    });
    const afterRequirement = await p.rowCounts();
    expect(
      (await call(m, 'transferToUpline', { requestId: randomUUID(), amount: 10, paymentPassword: PAY })).body,
    ).toMatchObject({ code: 'turnover_not_met', value: { remaining: 10 } });
    expect(await p.rowCounts()).toEqual(afterRequirement);
    expect({ ...before, turnoverRequirements: before.turnoverRequirements! + 1 }).toEqual(afterRequirement);

    const loner = await newMember(p);
    await fund(loner, 10);
    await setPayPass(loner);
    expect((await call(loner, 'memberInfo')).body.value.toUpline).toBe(false);
    expect(
      (await call(loner, 'transferToUpline', { requestId: randomUUID(), amount: 1, paymentPassword: PAY })).body.code,
    ).toBe('operation_not_allowed');
    // Parallel transfers never overdraw.
    const rich = await newMember(p, { affiliateCode: 'AGENT02' });
    await fund(rich, 100);
    await setPayPass(rich);
    const parallel = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(rich, 'transferToUpline', { requestId: randomUUID(), amount: 40, paymentPassword: PAY }),
      ),
    );
    expect(codes(parallel).filter((c) => c === 'ok')).toHaveLength(2);
    expect(await main(rich)).toBe(2_000);
  });
});
