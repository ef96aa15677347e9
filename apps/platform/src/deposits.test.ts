/**
 * Deposits end to end, on PGlite and PostgreSQL: channels per merchant, orders (requestId idempotency, amount rules,
 * the open-orders cap under parallel requests), the sandbox gateway's pay page whose buttons make it POST a signed
 * callback to the platform (through app.inject), the callback's refusals (forged, late, replayed, unknown order, amount
 * mismatch), a storm of duplicated and out-of-order callbacks in parallel, fees in the ledger, expiry and its rule for
 * late payments, receipt uploads, the operator CLI, and expiry as scheduled work: orders made by an instance that works
 * no jobs and then stops are expired by the jobs it stored, worked by two other instances on the same database, once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { DEPOSIT_RECEIPT_UPLOAD, endpoints, MAX_OPEN_DEPOSIT_ORDERS, type EndpointKey } from '@croupier/contract';
import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  depositChannels,
  depositOrders,
  depositReceipts,
  ledgerEntries,
  ledgerTransactions,
  memberMessages,
  members,
  merchants,
  sessions,
  turnoverRequirements,
  walletAccounts,
} from './db/schema';
import { buildApp, type PlatformApp } from './app';
import { openDatabase } from './db';
import { runCommand } from './operator';
import { DEPOSIT_FEES, EXPIRE_DEPOSIT_JOB, expireDepositOrder, expireOverdueDeposits } from './services/deposits';
import {
  sandboxGateway,
  sandboxSecret,
  SANDBOX_CALLBACK_PATH,
  signCallback,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  type HttpTransport,
} from './services/payments/sandbox';
import { newToken, sha256 } from './services/secrets';
import { auditLedger, CASH, MAIN_WALLET } from './services/wallet';
import { forEachEngine, type CallResult, type TestPlatform } from './test/harness';
import { expectKitFonts } from './test/kitFonts';

const PUBLIC_ORIGIN = 'http://127.0.0.1:8080';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\u0000'),
  randomBytes(64),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
/** Three seconds: long enough to stop the creating instance and start two others before any order is due. */
const EXPIRY_MINUTES = 0.05;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(200);
  }
}

/** The platform under test: the sandbox gateway's HTTP POSTs are injected into it, as a real gateway's reach it. */
let current: TestPlatform | undefined;
const injectTransport: HttpTransport = async (request) => {
  if (!current) throw new Error('no platform');
  const url = new URL(request.url);
  const res = await current.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: request.headers,
    payload: request.body,
  });
  return { status: res.statusCode, body: res.body };
};

let accountCounter = 0;
const rid = () => `req-${randomUUID()}`;

interface TestMember {
  id: number;
  merchantId: number;
  merchant: string;
  token: string;
}

/** A fresh member with a live session (no password: the session is written as login would). */
async function newMember(p: TestPlatform, merchantCode = 'CRP001'): Promise<TestMember> {
  const db = p.database.db;
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
  const [member] = await db
    .insert(members)
    .values({
      merchantId: merchant!.id,
      account: `dep${p.engine.slice(0, 2)}${++accountCounter}`,
      type: 0,
      createdAt: new Date(p.now()),
    })
    .returning({ id: members.id });
  return {
    id: member!.id,
    merchantId: merchant!.id,
    merchant: merchantCode,
    token: await freshSession(p, member!.id, merchant!.id),
  };
}

/** A new session of the member at the current test time (the idle time-out ends the old one when time is moved). */
async function freshSession(p: TestPlatform, memberId: number, merchantId: number): Promise<string> {
  const token = newToken();
  const at = new Date(p.now());
  await p.database.db.insert(sessions).values({
    tokenHash: sha256(token),
    memberId,
    merchantId,
    ip: '127.0.0.1',
    expiresAt: new Date(p.now() + 86_400_000),
    lastSeenAt: at,
    createdAt: at,
  });
  return token;
}

const call = (p: TestPlatform, m: TestMember, key: EndpointKey, input?: unknown) =>
  p.call(key, input, { token: m.token, merchant: m.merchant });

async function createOrder(p: TestPlatform, m: TestMember, channel: string, amount: number, requestId = rid()) {
  const res = await call(p, m, 'depositCreate', { requestId, channel, amount });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as {
    orderNo: string;
    payUrl: string;
    amount: number;
    fee: number;
    creditAmount: number;
    instructions: Record<string, string>;
    status: string;
  };
}

const mainBalance = async (p: TestPlatform, memberId: number) =>
  Number(
    (
      await p.database.db
        .select({ b: walletAccounts.balance })
        .from(walletAccounts)
        .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, MAIN_WALLET)))
    )[0]?.b ?? 0,
  );

const gateway = (p: TestPlatform) =>
  sandboxGateway({ db: p.database.db, publicOrigin: PUBLIC_ORIGIN, transport: injectTransport, now: p.now });

async function orderRow(p: TestPlatform, orderNo: string) {
  const [row] = await p.database.db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  return row!;
}

/** Sends a gateway notice as given (for forged and malformed ones), signed with `secret` at `timestampMs`. */
async function rawCallback(
  p: TestPlatform,
  body: unknown,
  options: { secret?: string | null; timestampMs?: number; signature?: string; path?: string } = {},
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = Math.floor((options.timestampMs ?? p.now()) / 1000);
  const headers: Record<string, string> = { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp) };
  const signature = options.signature ?? (options.secret ? signCallback(options.secret, timestamp, text) : undefined);
  if (signature) headers[SIGNATURE_HEADER] = signature;
  const res = await p.app.inject({
    method: 'POST',
    url: options.path ?? SANDBOX_CALLBACK_PATH,
    headers,
    payload: text,
  });
  return { status: res.statusCode, body: res.json() as { code: string; status?: string; duplicate?: boolean } };
}

async function ledgerOf(p: TestPlatform, orderNo: string) {
  const db = p.database.db;
  const txs = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `deposit:${orderNo}`));
  const entries = txs.length
    ? await db
        .select({ amount: ledgerEntries.amount, kind: walletAccounts.kind, memberId: walletAccounts.memberId })
        .from(ledgerEntries)
        .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
        .where(
          inArray(
            ledgerEntries.transactionId,
            txs.map((t) => t.id),
          ),
        )
        .orderBy(asc(ledgerEntries.id))
    : [];
  return { txs, entries };
}

async function messagesOf(p: TestPlatform, orderNo: string) {
  return p.database.db
    .select()
    .from(memberMessages)
    .where(like(memberMessages.dedupeKey, `deposit:%:${orderNo}`));
}

async function requirementsOf(p: TestPlatform, orderNo: string) {
  return p.database.db
    .select()
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.source, 'deposit'), eq(turnoverRequirements.sourceRef, orderNo)));
}

const cleanLedger = { unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 };

/** The receipt upload through the harness: `orderNo` as the text field, the images as `files` parts (DEPOSIT_RECEIPT_UPLOAD). */
function upload(
  p: TestPlatform,
  m: TestMember,
  orderNo: string,
  files: { name: string; type: string; data: Buffer }[],
): Promise<CallResult> {
  return p.call(
    'depositReceiptUpload',
    { orderNo },
    {
      token: m.token,
      merchant: m.merchant,
      files: files.map((f) => ({ field: DEPOSIT_RECEIPT_UPLOAD.field, filename: f.name, contentType: f.type, data: f.data })),
    },
  );
}

/** The receipt upload sent as JSON (the harness sends multipart calls as multipart). */
async function uploadAsJson(p: TestPlatform, m: TestMember, orderNo: string): Promise<CallResult> {
  const res = await p.app.inject({
    method: 'POST',
    url: endpoints.depositReceiptUpload.path,
    headers: { Merchant: m.merchant, Authorization: m.token, Language: 'EN', 'content-type': 'application/json' },
    payload: JSON.stringify({ orderNo }),
  });
  return { status: res.statusCode, body: res.json() };
}

forEachEngine(
  'deposits',
  (platform) => {
    beforeAll(() => {
      current = platform();
    });

    it("lists each merchant's own channels, gated by DEPOSIT and not by the credit market", async () => {
      const p = platform();
      const crp = await newMember(p, 'CRP001');
      const jade = await newMember(p, 'JADE01');
      const crpList = (await call(p, crp, 'depositChannels')).body.value.list as {
        key: string;
        kind: string;
        minAmount: number;
        fee: { percent: number };
        feeBearer: string;
      }[];
      expect(crpList.map((c) => c.key)).toEqual(['UN', 'QPQR', 'Epay', 'USDT']);
      expect(crpList.map((c) => c.kind)).toEqual(['bank', 'qr', 'ewallet', 'crypto']);
      expect(crpList[0]).toMatchObject({ minAmount: 100, feeBearer: 'merchant' });
      const jadeList = (await call(p, jade, 'depositChannels')).body.value.list as { key: string }[];
      expect(jadeList.map((c) => c.key)).toEqual(['UN', 'WECHAT', 'ALIPAY', 'USDT']);

      const run = (...argv: string[]) => runCommand(p.database.db, argv, () => undefined, { now: p.now });
      expect(await run('flag', 'CRP001', 'CREDITMAR3', 'on')).toBe(0);
      const credit = await call(p, crp, 'depositChannels');
      expect([credit.status, credit.body.code]).toEqual([403, 'feature_not_enabled']);
      expect(await run('flag', 'CRP001', 'CREDITMAR3', 'off')).toBe(0);
      expect(await run('flag', 'CRP001', 'DEPOSIT', 'off')).toBe(0);
      expect((await call(p, crp, 'depositCreate', { requestId: rid(), channel: 'UN', amount: 100 })).body.code).toBe(
        'feature_not_enabled',
      );
      expect(await run('flag', 'CRP001', 'DEPOSIT', 'on')).toBe(0);
      expect((await call(p, crp, 'depositChannels')).status).toBe(200);
    });

    it("shows anyone the merchant's payment methods (key, kind and name only), none when it takes no deposits", async () => {
      const p = platform();
      const visitor = await p.call('paymentMethods', undefined, { merchant: 'CRP001' });
      expect(visitor.status, JSON.stringify(visitor.body)).toBe(200);
      expect(visitor.body.value.list).toEqual([
        { key: 'UN', kind: 'bank', name: 'Bank transfer' },
        { key: 'QPQR', kind: 'qr', name: 'Quick Pay QR' },
        { key: 'Epay', kind: 'ewallet', name: 'E-wallet (Epay)' },
        { key: 'USDT', kind: 'crypto', name: expect.any(String) },
      ]);
      const jade = await p.call('paymentMethods', undefined, { merchant: 'JADE01' });
      expect(jade.body.value.list.map((c: { key: string }) => c.key)).toEqual(['UN', 'WECHAT', 'ALIPAY', 'USDT']);

      const run = (...argv: string[]) => runCommand(p.database.db, argv, () => undefined, { now: p.now });
      for (const [flag, state] of [['DEPOSIT', 'off'], ['CREDITMAR3', 'on']] as const) {
        expect(await run('flag', 'CRP001', flag, state)).toBe(0);
        const none = await p.call('paymentMethods', undefined, { merchant: 'CRP001' });
        expect([none.status, none.body.value]).toEqual([200, { list: [] }]);
        expect(await run('flag', 'CRP001', flag, state === 'on' ? 'off' : 'on')).toBe(0);
      }
    });

    it('pays an order through the pay page: the gateway posts its signed callback, the member is credited once, with turnover and a message', async () => {
      const p = platform();
      const m = await newMember(p);
      const order = await createOrder(p, m, 'UN', 1000);
      expect(order).toMatchObject({ status: 'pending', amount: 1000, fee: 0, creditAmount: 1000 });
      expect(order.payUrl.startsWith(`${PUBLIC_ORIGIN}/sandbox/pay/${order.orderNo}?t=`)).toBe(true);
      expect(order.instructions).toMatchObject({
        bankName: 'Croupier Trust Bank',
        accountNumber: '0012345678',
        reference: order.orderNo,
      });

      const pagePath = order.payUrl.slice(PUBLIC_ORIGIN.length);
      const page = await p.app.inject({ method: 'GET', url: pagePath });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(page.body).toContain('Croupier');
      expect(page.body).toContain(order.orderNo);
      expect(page.body).toContain('1,000.00');
      expect(page.body).not.toMatch(/<script/i);
      // Its Japanese text in the kit's own faces (no system CJK font needed).
      await expectKitFonts((url) => p.app.inject({ method: 'GET', url }), page.body, '/sandbox/fonts');
      expect(page.body).toMatch(/:root\{[^}]*font-family:"Noto Sans","Noto Sans JP"/);
      // A forged or foreign link shows no order.
      const forged = await p.app.inject({
        method: 'GET',
        url: `/sandbox/pay/${order.orderNo}?t=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      });
      expect(forged.statusCode).toBe(404);
      expect(forged.body).not.toContain('1,000.00');

      const token = new URL(order.payUrl).searchParams.get('t')!;
      const paid = await p.app.inject({
        method: 'POST',
        url: `/sandbox/pay/${order.orderNo}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ t: token, outcome: 'paid', lang: 'JA' }).toString(),
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.body).toContain('data-result="paid"');
      expect(paid.body).toContain('サイトに戻る');

      const status = await call(p, m, 'depositOrder', { orderNo: order.orderNo });
      expect(status.body.value).toMatchObject({ status: 'paid', sumBalance: 1000, creditAmount: 1000 });
      expect(await mainBalance(p, m.id)).toBe(100_000);
      const { txs, entries } = await ledgerOf(p, order.orderNo);
      expect(txs.map((t) => t.kind)).toEqual(['deposit']);
      expect(entries.map((e) => [e.kind, e.amount]).sort()).toEqual(
        [
          [MAIN_WALLET, 100_000],
          [CASH, -100_000],
        ].sort(),
      );
      expect((await requirementsOf(p, order.orderNo)).map((r) => r.amount)).toEqual([100_000]);
      const messages = await messagesOf(p, order.orderNo);
      expect(messages.map((x) => [x.kind, x.params])).toEqual([
        ['deposit_credited', { orderNo: order.orderNo, amount: 1000, channel: 'UN' }],
      ]);
      expect((await orderRow(p, order.orderNo)).ledgerTransactionId).toBe(txs[0]!.id);

      // Pressing Pay again (a second tab): the page shows the order paid and the gateway sends nothing.
      const again = await p.app.inject({
        method: 'POST',
        url: `/sandbox/pay/${order.orderNo}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ t: token, outcome: 'paid' }).toString(),
      });
      expect(again.body).toContain('data-result="closedPaid"');
      expect((await ledgerOf(p, order.orderNo)).txs).toHaveLength(1);
      const history = await call(p, m, 'depositHistory', { pageNo: 1, pageSize: 10 });
      expect(history.body.value).toMatchObject({ total: 1, pageNum: 1, totalPages: 1 });
      expect(history.body.value.list[0]).toMatchObject({ orderNo: order.orderNo, status: 'paid' });
      const inbox = await call(p, m, 'inbox', { pageNo: 1, pageSize: 10 });
      expect(inbox.body.value.list.map((x: { kind: string }) => x.kind)).toEqual(['deposit_credited']);
      expect(await auditLedger(p.database.db)).toEqual(cleanLedger);
    });

    it('a double click or a retry answers the first order; the same requestId with other content is a conflict', async () => {
      const p = platform();
      const m = await newMember(p);
      const requestId = rid();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call(p, m, 'depositCreate', { requestId, channel: 'UN', amount: 250.5 })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((a) => a.body.value.orderNo)).size).toBe(1);
      expect(
        (await p.database.db.select({ n: count() }).from(depositOrders).where(eq(depositOrders.memberId, m.id)))[0]?.n,
      ).toBe(1);
      const before = await p.rowCounts();
      const retry = await call(p, m, 'depositCreate', { requestId, channel: 'UN', amount: 250.5 });
      expect(retry.body.value.orderNo).toBe(answers[0]!.body.value.orderNo);
      for (const other of [
        { requestId, channel: 'UN', amount: 251 },
        { requestId, channel: 'QPQR', amount: 250.5 },
      ]) {
        const res = await call(p, m, 'depositCreate', other);
        expect([res.status, res.body.code]).toEqual([409, 'request_conflict']);
      }
      expect(await p.rowCounts()).toEqual(before);
    });

    it('refuses bad amounts, limits, channels and requests with a 4xx and changes nothing', async () => {
      const p = platform();
      const m = await newMember(p);
      const jade = await newMember(p, 'JADE01');
      await p.database.db
        .update(depositChannels)
        .set({ enabled: false })
        .where(and(eq(depositChannels.key, 'USDT'), eq(depositChannels.merchantId, m.merchantId)));
      const before = await p.rowCounts();
      const cases: [TestMember, Record<string, unknown>, number, string][] = [
        [m, { channel: 'UN', amount: 0 }, 422, 'deposit_amount_invalid'],
        [m, { channel: 'UN', amount: -100 }, 422, 'deposit_amount_invalid'],
        [m, { channel: 'UN', amount: 100.001 }, 422, 'deposit_amount_invalid'],
        [m, { channel: 'UN', amount: 99.99 }, 422, 'deposit_amount_out_of_range'],
        [m, { channel: 'UN', amount: 500_000.01 }, 422, 'deposit_amount_out_of_range'],
        [m, { channel: 'NOPE', amount: 100 }, 404, 'deposit_channel_unavailable'],
        [m, { channel: 'USDT', amount: 100 }, 404, 'deposit_channel_unavailable'],
        [m, { channel: 'WECHAT', amount: 100 }, 404, 'deposit_channel_unavailable'],
        [jade, { channel: 'QPQR', amount: 100 }, 404, 'deposit_channel_unavailable'],
        [m, { channel: 'UN', amount: '100' }, 422, 'validation_failed'],
        [m, { channel: 'UN', amount: 1e13 }, 422, 'validation_failed'],
        [m, { channel: '', amount: 100 }, 422, 'validation_failed'],
      ];
      for (const [who, body, status, code] of cases) {
        const res = await call(p, who, 'depositCreate', { requestId: rid(), ...body });
        expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
      }
      const limits = await call(p, m, 'depositCreate', { requestId: rid(), channel: 'UN', amount: 50 });
      expect(limits.body.value).toEqual({ minAmount: 100, maxAmount: 500_000 });
      for (const requestId of ['short', 'x'.repeat(65), 'bad id with spaces']) {
        const res = await call(p, m, 'depositCreate', { requestId, channel: 'UN', amount: 100 });
        expect([res.status, res.body.code]).toEqual([422, 'validation_failed']);
      }
      expect(await p.rowCounts()).toEqual(before);
      const trial = await newMember(p);
      await p.database.db.update(members).set({ type: 4 }).where(eq(members.id, trial.id));
      const before2 = await p.rowCounts();
      const trialAnswer = await call(p, trial, 'depositCreate', { requestId: rid(), channel: 'UN', amount: 100 });
      expect([trialAnswer.status, trialAnswer.body.code]).toEqual([403, 'trial_not_allowed']);
      expect(await p.rowCounts()).toEqual(before2);
      const foreign = await call(p, jade, 'depositOrder', { orderNo: 'D26112000000000000001' });
      expect([foreign.status, foreign.body.code]).toEqual([404, 'deposit_order_not_found']);
      expect((await call(p, m, 'depositOrder', { orderNo: 'nope' })).status).toBe(422);
      expect((await call(p, m, 'depositHistory', { startDate: '2026-11-30', endDate: '2026-11-01' })).status).toBe(422);
      expect((await call(p, m, 'depositHistory', { startDate: '2026-02-30' })).status).toBe(422);
      expect(await p.rowCounts()).toEqual(before2);
      // Someone else's order is not found either.
      const order = await createOrder(p, m, 'UN', 100);
      const theirs = await call(p, await newMember(p), 'depositOrder', { orderNo: order.orderNo });
      expect([theirs.status, theirs.body.code]).toEqual([404, 'deposit_order_not_found']);
      await p.database.db.update(depositChannels).set({ enabled: true }).where(eq(depositChannels.key, 'USDT'));
    });

    it(`allows at most ${MAX_OPEN_DEPOSIT_ORDERS} unpaid orders per member, however many are asked for at once`, async () => {
      const p = platform();
      const m = await newMember(p);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call(p, m, 'depositCreate', { requestId: rid(), channel: 'UN', amount: 100 + i }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_OPEN_DEPOSIT_ORDERS);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.map((a) => [a.status, a.body.code, a.body.value])).toEqual(
        Array(5).fill([409, 'deposit_open_orders_limit', { max: MAX_OPEN_DEPOSIT_ORDERS }]),
      );
      // Paying one frees a place.
      const first = answers.find((a) => a.status === 200)!.body.value as { orderNo: string; amount: number };
      const paid = await gateway(p).notify({
        merchantId: m.merchantId,
        merchantCode: 'CRP001',
        orderNo: first.orderNo,
        status: 'paid',
        amount: Math.round(first.amount * 100),
      });
      expect(paid.status).toBe(200);
      expect((await call(p, m, 'depositCreate', { requestId: rid(), channel: 'UN', amount: 300 })).status).toBe(200);
      expect((await call(p, m, 'depositCreate', { requestId: rid(), channel: 'UN', amount: 301 })).body.code).toBe(
        'deposit_open_orders_limit',
      );
    });

    it('posts fees in the ledger: borne by the member (credited amount - fee) or absorbed by the merchant (deposit_fees)', async () => {
      const p = platform();
      const m = await newMember(p);
      const jade = await newMember(p, 'JADE01');
      await p.database.db
        .update(merchants)
        .set({ settings: sql`${merchants.settings} || '{"turnoverMultiplier": 2.5}'::jsonb` })
        .where(eq(merchants.code, 'JADE01'));
      const epay = await createOrder(p, m, 'Epay', 200);
      expect(epay).toMatchObject({ amount: 200, fee: 2, creditAmount: 198, feeBearer: 'member' });
      const qr = await createOrder(p, m, 'QPQR', 200);
      expect(qr).toMatchObject({ amount: 200, fee: 3, creditAmount: 200, feeBearer: 'merchant' });
      expect(qr.instructions.qrCode).toBe(qr.payUrl);
      const alipay = await createOrder(p, jade, 'ALIPAY', 1234.56);
      expect(alipay).toMatchObject({ fee: 9.88, creditAmount: 1224.68 });
      for (const [who, order] of [
        [m, epay],
        [m, qr],
        [jade, alipay],
      ] as const) {
        const res = await gateway(p).notify({
          merchantId: who.merchantId,
          merchantCode: who.merchant,
          orderNo: order.orderNo,
          status: 'paid',
          amount: Math.round(order.amount * 100),
        });
        expect(res.body).toMatchObject({ code: 'SUCCESS', status: 'PAID', duplicate: false });
      }
      expect((await ledgerOf(p, epay.orderNo)).entries.map((e) => [e.kind, e.amount]).sort()).toEqual(
        [
          [MAIN_WALLET, 19_800],
          [CASH, -19_800],
        ].sort(),
      );
      expect((await ledgerOf(p, qr.orderNo)).entries.map((e) => [e.kind, e.amount]).sort()).toEqual(
        [
          [MAIN_WALLET, 20_000],
          [CASH, -19_700],
          [DEPOSIT_FEES, -300],
        ].sort(),
      );
      expect(await mainBalance(p, m.id)).toBe(39_800);
      expect((await requirementsOf(p, alipay.orderNo)).map((r) => r.amount)).toEqual([Math.round(122_468 * 2.5)]);
      expect(await auditLedger(p.database.db)).toEqual(cleanLedger);
      await p.database.db
        .update(merchants)
        .set({ settings: sql`${merchants.settings} - 'turnoverMultiplier'` })
        .where(eq(merchants.code, 'JADE01'));
    });

    it('refuses forged, unsigned, late, replayed-elsewhere, unknown-order and wrong-amount callbacks, changing nothing', async () => {
      const p = platform();
      const m = await newMember(p);
      const order = await createOrder(p, m, 'UN', 500);
      const secret = (await sandboxSecret(p.database.db, m.merchantId, false))!;
      const notice = {
        eventId: `evt_${randomUUID().replaceAll('-', '')}`,
        merchantNo: 'CRP001',
        orderNo: order.orderNo,
        status: 'PAID',
        amount: '500.00',
        providerRef: 'SBXTEST1',
        timestamp: p.now(),
      };
      const before = await p.rowCounts();
      const refusals: [Awaited<ReturnType<typeof rawCallback>>, number, string][] = [
        [await rawCallback(p, notice, { secret: 'not-the-merchant-secret-at-all' }), 401, 'INVALID_SIGNATURE'],
        [await rawCallback(p, notice, {}), 401, 'INVALID_SIGNATURE'],
        [
          await rawCallback(p, notice, { signature: signCallback(secret, 1, JSON.stringify(notice)) }),
          401,
          'INVALID_SIGNATURE',
        ],
        [
          await rawCallback(
            p,
            { ...notice, amount: '5000.00' },
            { signature: signCallback(secret, Math.floor(p.now() / 1000), JSON.stringify(notice)) },
          ),
          401,
          'INVALID_SIGNATURE',
        ],
        [await rawCallback(p, { ...notice, merchantNo: 'JADE01' }, { secret }), 401, 'INVALID_SIGNATURE'],
        [await rawCallback(p, notice, { secret, timestampMs: p.now() - 10 * 60_000 }), 400, 'TIMESTAMP_OUT_OF_WINDOW'],
        [await rawCallback(p, notice, { secret, timestampMs: p.now() + 10 * 60_000 }), 400, 'TIMESTAMP_OUT_OF_WINDOW'],
        [await rawCallback(p, { ...notice, orderNo: 'D26112000000000000009' }, { secret }), 404, 'ORDER_NOT_FOUND'],
        [await rawCallback(p, { ...notice, amount: '499.99' }, { secret }), 422, 'AMOUNT_MISMATCH'],
        [await rawCallback(p, { ...notice, status: 'REFUNDED' }, { secret }), 400, 'BAD_REQUEST'],
        [await rawCallback(p, '{"not json', { secret }), 400, 'BAD_REQUEST'],
      ];
      for (const [res, status, code] of refusals) expect([res.status, res.body.code]).toEqual([status, code]);
      const unknownProvider = await rawCallback(p, notice, { secret, path: '/wps/payment/callback/nobody' });
      expect(unknownProvider.status).toBe(404);
      expect(await p.rowCounts()).toEqual(before);
      expect((await orderRow(p, order.orderNo)).status).toBe('pending');

      // The genuine notice is taken; a capture of it replayed after the window is refused, and its id reused with other
      // content too, changing nothing.
      const ok = await rawCallback(p, notice, { secret });
      expect([ok.status, ok.body.code, ok.body.status]).toEqual([200, 'SUCCESS', 'PAID']);
      const afterCredit = await p.rowCounts();
      const balance = await mainBalance(p, m.id);
      const captured = { text: JSON.stringify(notice), at: p.now() };
      p.advance(6 * 60_000);
      const replayed = await rawCallback(p, captured.text, {
        signature: signCallback(secret, Math.floor(captured.at / 1000), captured.text),
        timestampMs: captured.at,
      });
      expect([replayed.status, replayed.body.code]).toEqual([400, 'TIMESTAMP_OUT_OF_WINDOW']);
      const reused = await rawCallback(p, { ...notice, status: 'FAILED', timestamp: p.now() }, { secret });
      expect([reused.status, reused.body.code]).toEqual([409, 'EVENT_CONFLICT']);
      expect(await p.rowCounts()).toEqual(afterCredit);
      expect(await mainBalance(p, m.id)).toBe(balance);
      expect((await ledgerOf(p, order.orderNo)).txs).toHaveLength(1);
    });

    it('a storm of duplicated and out-of-order callbacks in parallel credits each paid order exactly once', async () => {
      const p = platform();
      const db = p.database.db;
      const people = await Promise.all(Array.from({ length: 4 }, (_, i) => newMember(p, i % 2 ? 'JADE01' : 'CRP001')));
      const orders = (
        await Promise.all(
          people.flatMap((who) =>
            [0, 1, 2].map(async (i) => ({
              who,
              order: await createOrder(p, who, 'UN', 200 + i * 10 + (who.id % 7)),
              fate: (['paid', 'failed', 'contested'] as const)[i]!,
            })),
          ),
        )
      ).map((o) => ({ ...o, amountMinor: Math.round(o.order.amount * 100) }));
      const gw = gateway(p);
      const send = (
        o: (typeof orders)[number],
        status: 'paid' | 'failed',
        extra: { eventId?: string; providerRef?: string } = {},
      ) =>
        gw.notify({
          merchantId: o.who.merchantId,
          merchantCode: o.who.merchant,
          orderNo: o.order.orderNo,
          status,
          amount: o.amountMinor,
          ...extra,
        });

      // Wave 1: each order's outcome, delivered three times with one event id and twice more as new notices of the same
      // payment; the contested orders get paid and failed notices racing each other.
      const wave1 = orders.flatMap((o) => {
        const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
        const providerRef = `SBXREF${o.order.orderNo.slice(-8)}`;
        if (o.fate === 'contested')
          return [0, 1, 2].flatMap(() => [send(o, 'paid', { providerRef }), send(o, 'failed', { providerRef })]);
        const status = o.fate;
        return [
          ...[0, 1, 2].map(() => send(o, status, { eventId, providerRef })),
          send(o, status, { providerRef }),
          send(o, status, { providerRef }),
        ];
      });
      const answers1 = await Promise.all(wave1);
      for (const a of answers1) expect([200, 409]).toContain(a.status);
      for (const o of orders.filter((x) => x.fate !== 'contested')) {
        const mine = answers1.filter((a) => a.notice.orderNo === o.order.orderNo);
        expect(mine.map((a) => a.status)).toEqual(Array(5).fill(200));
        // One event delivered three times gets one answer three times.
        expect(mine[1]!.body).toEqual(mine[0]!.body);
        expect(mine[2]!.body).toEqual(mine[0]!.body);
      }

      // Wave 2, out of order: failures after payments, payments after failures, a second payment of a paid order.
      const wave2 = orders.flatMap((o) => {
        if (o.fate === 'paid')
          return [send(o, 'failed'), send(o, 'failed'), send(o, 'paid', { providerRef: 'SBXSECOND' })];
        if (o.fate === 'failed') return [send(o, 'paid'), send(o, 'paid')];
        return [send(o, 'paid'), send(o, 'failed')];
      });
      const answers2 = await Promise.all(wave2);
      for (const o of orders.filter((x) => x.fate !== 'contested')) {
        const mine = answers2.filter((a) => a.notice.orderNo === o.order.orderNo);
        if (o.fate === 'paid')
          expect(mine.map((a) => [a.notice.status, a.status])).toEqual([
            ['FAILED', 200],
            ['FAILED', 200],
            ['PAID', 409],
          ]);
        else
          expect(mine.map((a) => [a.notice.status, a.status, (a.body as { code: string }).code])).toEqual(
            Array(2).fill(['PAID', 409, 'ORDER_CLOSED']),
          );
      }

      const credits = new Map<number, number>();
      for (const o of orders) {
        const row = await orderRow(p, o.order.orderNo);
        if (o.fate !== 'contested') expect(row.status).toBe(o.fate);
        const { txs, entries } = await ledgerOf(p, o.order.orderNo);
        const messages = await messagesOf(p, o.order.orderNo);
        const requirements = await requirementsOf(p, o.order.orderNo);
        if (row.status === 'paid') {
          expect(txs).toHaveLength(1);
          expect(entries.filter((e) => e.kind === MAIN_WALLET).map((e) => e.amount)).toEqual([o.amountMinor]);
          expect(messages.map((x) => x.kind)).toEqual(['deposit_credited']);
          expect(requirements.map((r) => r.amount)).toEqual([o.amountMinor]);
          credits.set(o.who.id, (credits.get(o.who.id) ?? 0) + o.amountMinor);
        } else {
          expect(row.status).toBe('failed');
          expect(txs).toHaveLength(0);
          expect(messages.map((x) => x.kind)).toEqual(['deposit_failed']);
          expect(requirements).toHaveLength(0);
        }
      }
      for (const who of people) expect(await mainBalance(p, who.id)).toBe(credits.get(who.id) ?? 0);
      expect(await auditLedger(db)).toEqual(cleanLedger);
    }, 120_000);

    it('an order past its deadline reads expired, refuses a late payment, and expires once with one message', async () => {
      const p = platform();
      const m = await newMember(p);
      const late = await createOrder(p, m, 'UN', 700);
      const swept = await createOrder(p, m, 'QPQR', 50);
      const jobbed = await createOrder(p, m, 'Epay', 60);
      // Each order's expiry job is stored with the order's number as its key, due at its deadline.
      const jobs = (await p.database.db.execute(
        sql`select singleton_key as key from pgboss.job where name = 'deposit.expire' and singleton_key in (${late.orderNo}, ${swept.orderNo}, ${jobbed.orderNo})`,
      )) as unknown as { rows: { key: string }[] };
      expect(jobs.rows.map((r) => r.key).sort()).toEqual([late.orderNo, swept.orderNo, jobbed.orderNo].sort());
      expect(await expireDepositOrder(p.database.db, jobbed.orderNo, p.now())).toBe('not_due');

      p.advance(31 * 60_000);
      m.token = await freshSession(p, m.id, m.merchantId);
      const shown = await call(p, m, 'depositOrder', { orderNo: late.orderNo });
      expect(shown.body.value).toMatchObject({ status: 'expired', sumBalance: 0 });
      expect((await call(p, m, 'depositHistory', { status: 'expired' })).body.value.total).toBe(3);
      expect((await call(p, m, 'depositHistory', { status: 'pending' })).body.value.total).toBe(0);
      // The pay page no longer takes it.
      const page = await p.app.inject({ method: 'GET', url: late.payUrl.slice(PUBLIC_ORIGIN.length) });
      expect(page.body).toContain('data-result="closedExpired"');

      // The rule: the deadline decides. A payment notice after it is refused (the gateway returns the money) and the
      // order becomes expired then and there, with the member's notice; nothing is credited.
      const paid = await gateway(p).notify({
        merchantId: m.merchantId,
        merchantCode: 'CRP001',
        orderNo: late.orderNo,
        status: 'paid',
        amount: 70_000,
      });
      expect([paid.status, (paid.body as { code: string }).code]).toEqual([409, 'ORDER_CLOSED']);
      expect((await orderRow(p, late.orderNo)).status).toBe('expired');
      expect((await ledgerOf(p, late.orderNo)).txs).toHaveLength(0);
      expect(await mainBalance(p, m.id)).toBe(0);
      const again = await gateway(p).notify({
        merchantId: m.merchantId,
        merchantCode: 'CRP001',
        orderNo: late.orderNo,
        status: 'paid',
        amount: 70_000,
      });
      expect(again.status).toBe(409);

      // The job's handler and the sweep: once each, whoever comes first; repeats change nothing.
      expect(await expireDepositOrder(p.database.db, jobbed.orderNo, p.now())).toBe('expired');
      expect(await expireDepositOrder(p.database.db, jobbed.orderNo, p.now())).toBe('settled');
      expect(await expireDepositOrder(p.database.db, late.orderNo, p.now())).toBe('settled');
      // (The sweep also expires what earlier tests left pending.)
      expect(await expireOverdueDeposits(p.database.db, p.now())).toBeGreaterThanOrEqual(1);
      expect(await expireOverdueDeposits(p.database.db, p.now())).toBe(0);
      for (const order of [late, swept, jobbed]) {
        expect((await orderRow(p, order.orderNo)).status).toBe('expired');
        expect((await messagesOf(p, order.orderNo)).map((x) => [x.kind, x.params])).toEqual([
          [
            'deposit_failed',
            { orderNo: order.orderNo, amount: order.amount, channel: (await orderRow(p, order.orderNo)).channelKey },
          ],
        ]);
      }
      // An expired order frees its place: three new orders are allowed.
      for (let i = 0; i < MAX_OPEN_DEPOSIT_ORDERS; i++) await createOrder(p, m, 'UN', 100 + i);
      expect(await auditLedger(p.database.db)).toEqual(cleanLedger);
    });

    it('takes receipt images by content (PNG, JPEG), at most 3 per order and 5 MB each, into the database', async () => {
      const p = platform();
      const m = await newMember(p);
      const order = await createOrder(p, m, 'UN', 100);
      const ok = await upload(p, m, order.orderNo, [
        { name: 'slip.png', type: 'image/png', data: PNG },
        { name: 'photo', type: 'application/octet-stream', data: JPEG },
      ]);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.value).toMatchObject({ orderNo: order.orderNo, receipts: 2 });
      expect(ok.body.value.uploaded.map((u: { contentType: string }) => u.contentType)).toEqual([
        'image/png',
        'image/jpeg',
      ]);
      const stored = await p.database.db
        .select()
        .from(depositReceipts)
        .where(
          inArray(
            depositReceipts.id,
            ok.body.value.uploaded.map((u: { id: number }) => u.id),
          ),
        )
        .orderBy(asc(depositReceipts.id));
      expect(stored.map((r) => Buffer.compare(r.data, r.contentType === 'image/png' ? PNG : JPEG))).toEqual([0, 0]);
      expect((await call(p, m, 'depositOrder', { orderNo: order.orderNo })).body.value.receipts).toBe(2);

      const stranger = await newMember(p);
      const before = await p.rowCounts();
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const refusals: [CallResult, number, string][] = [
        [
          await upload(p, m, order.orderNo, [{ name: 'receipt.png', type: 'image/png', data: GIF }]),
          415,
          'upload_type_invalid',
        ],
        [
          await upload(p, m, order.orderNo, [
            { name: 'receipt.jpg', type: 'image/jpeg', data: Buffer.from('%PDF-1.7 not an image') },
          ]),
          415,
          'upload_type_invalid',
        ],
        [
          await upload(p, m, order.orderNo, [{ name: 'big.png', type: 'image/png', data: big }]),
          413,
          'upload_too_large',
        ],
        [
          await upload(
            p,
            m,
            order.orderNo,
            Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', data: PNG })),
          ),
          422,
          'upload_too_many',
        ],
        // Two more would make four on the order.
        [
          await upload(
            p,
            m,
            order.orderNo,
            [PNG, PNG].map((data, i) => ({ name: `${i}.png`, type: 'image/png', data })),
          ),
          422,
          'upload_too_many',
        ],
        [await upload(p, m, order.orderNo, []), 422, 'validation_failed'],
        [
          await upload(p, m, 'D26112000000000000001', [{ name: 'a.png', type: 'image/png', data: PNG }]),
          404,
          'deposit_order_not_found',
        ],
        [
          await upload(p, stranger, order.orderNo, [{ name: 'a.png', type: 'image/png', data: PNG }]),
          404,
          'deposit_order_not_found',
        ],
        [await uploadAsJson(p, m, order.orderNo), 415, 'unsupported_media_type'],
      ];
      for (const [res, status, code] of refusals)
        expect([res.status, res.body.code], JSON.stringify(res.body)).toEqual([status, code]);
      expect(await p.rowCounts()).toEqual(before);
      expect(
        (await upload(p, m, order.orderNo, [{ name: 'last.jpg', type: 'image/jpeg', data: JPEG }])).body.value.receipts,
      ).toBe(3);

      // A paid order needs no receipt; without DEPUPDATEREM3 there is no upload.
      const paidOrder = await createOrder(p, m, 'UN', 120);
      await gateway(p).notify({
        merchantId: m.merchantId,
        merchantCode: 'CRP001',
        orderNo: paidOrder.orderNo,
        status: 'paid',
        amount: 12_000,
      });
      expect((await upload(p, m, paidOrder.orderNo, [{ name: 'a.png', type: 'image/png', data: PNG }])).body.code).toBe(
        'operation_not_allowed',
      );
      await runCommand(p.database.db, ['flag', 'CRP001', 'DEPUPDATEREM3', 'off'], () => undefined);
      expect((await upload(p, m, order.orderNo, [{ name: 'a.png', type: 'image/png', data: PNG }])).body.code).toBe(
        'feature_not_enabled',
      );
      await runCommand(p.database.db, ['flag', 'CRP001', 'DEPUPDATEREM3', 'on'], () => undefined);
    });

    it('operator CLI: deposit list shows orders; deposit callback sends the signed sandbox notice', async () => {
      const p = platform();
      const m = await newMember(p, 'JADE01');
      const order = await createOrder(p, m, 'WECHAT', 88.8);
      const run = async (...argv: string[]) => {
        const lines: string[] = [];
        const code = await runCommand(p.database.db, argv, (l) => lines.push(l), {
          now: p.now,
          payments: { publicOrigin: PUBLIC_ORIGIN, transport: injectTransport },
        });
        return { code, text: lines.join('\n') };
      };
      expect((await run('deposit', 'list', 'pending')).text).toMatch(
        new RegExp(`${order.orderNo}\\s+JADE01 \\S+\\s+WECHAT\\s+88\\.80.*pending`),
      );
      const sent = await run('deposit', 'callback', order.orderNo, 'paid');
      expect(sent.code).toBe(0);
      expect(sent.text).toContain('answered 200 SUCCESS (order paid)');
      expect(await mainBalance(p, m.id)).toBe(8_880);
      const again = await run('deposit', 'callback', order.orderNo, 'failed');
      expect(again.code).toBe(0);
      expect((await orderRow(p, order.orderNo)).status).toBe('paid');
      expect((await run('deposit', 'list', 'paid')).text).toContain(order.orderNo);
      expect((await run('deposit', 'callback', 'D00000000000000000000', 'paid')).code).toBe(1);
      for (const argv of [['deposit'], ['deposit', 'list', 'lost'], ['deposit', 'callback', order.orderNo, 'maybe']])
        expect((await run(...argv)).code).toBe(2);
      // Nobody listening at the public origin: said plainly.
      const unreachable = await runCommand(
        p.database.db,
        ['deposit', 'callback', order.orderNo, 'paid'],
        () => undefined,
        {
          now: p.now,
          payments: { publicOrigin: PUBLIC_ORIGIN, transport: () => Promise.reject(new Error('connect ECONNREFUSED')) },
        },
      );
      expect(unreachable).toBe(1);
    });

    // Last: its workers run in real time, and their overdue sweep settles what the tests above left pending.
    it('expires each order once, by the job its creator stored, worked by two other instances after the creator stopped', async () => {
      const p = platform();
      const first = p.database;
      // Two instances: one PGlite handle shared (one process owns it), or a second pool on the same PostgreSQL database.
      const second =
        first.driver.kind === 'postgres'
          ? await openDatabase({ dataDir: '', databaseUrl: first.driver.url, migrate: false })
          : first;
      const db = first.db;
      const workers: PlatformApp[] = [];
      try {
        await db
          .update(merchants)
          .set({
            settings: sql`${merchants.settings} || ${JSON.stringify({ depositExpiryMinutes: EXPIRY_MINUTES })}::jsonb`,
          })
          .where(eq(merchants.code, 'CRP001'));
        // Members with sessions in real time (the apps below run on the real clock, as the job queue does).
        const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'CRP001'));
        const people = await db
          .insert(members)
          .values(
            [1, 2].map((i) => ({
              merchantId: merchant!.id,
              account: `expiry${p.engine}${i}`,
              type: 0,
              createdAt: new Date(),
            })),
          )
          .returning({ id: members.id });
        const tokens = people.map(() => newToken());
        await db.insert(sessions).values(
          people.map((m, i) => ({
            tokenHash: sha256(tokens[i]!),
            memberId: m.id,
            merchantId: merchant!.id,
            ip: '127.0.0.1',
            expiresAt: new Date(Date.now() + 3_600_000),
            lastSeenAt: new Date(),
            createdAt: new Date(),
          })),
        );

        // The creator takes the orders, works no jobs, and stops.
        const creator = await buildApp({ database: first, jobs: false });
        const orderNos: string[] = [];
        for (const token of tokens)
          for (let i = 0; i < MAX_OPEN_DEPOSIT_ORDERS; i++) {
            const res = await creator.inject({
              method: 'POST',
              url: endpoints.depositCreate.path,
              headers: { Merchant: 'CRP001', Authorization: token, 'content-type': 'application/json' },
              payload: JSON.stringify({
                requestId: `expiry-${token.slice(0, 8)}-${i}`,
                channel: 'UN',
                amount: 100 + i,
              }),
            });
            expect(res.statusCode, res.body).toBe(200);
            orderNos.push((res.json() as { value: { orderNo: string } }).value.orderNo);
          }
        await creator.close();

        // Two workers start before the orders are due.
        for (const database of [first, second]) {
          const app = await buildApp({ database, jobs: { pollSeconds: 0.5 } });
          workers.push(app);
          await app.listen({ port: 0, host: '127.0.0.1' });
        }
        await until(async () => workers.every((app) => app.jobs.running));
        const statuses = async () =>
          db
            .select({
              orderNo: depositOrders.orderNo,
              status: depositOrders.status,
              settledAt: depositOrders.settledAt,
            })
            .from(depositOrders)
            .where(inArray(depositOrders.orderNo, orderNos))
            .orderBy(asc(depositOrders.id));
        await until(async () => (await statuses()).every((row) => row.status === 'expired'));
        const settled = await statuses();
        // Both workers keep polling for a while: nothing happens twice.
        await sleep(2_000);
        expect(await statuses()).toEqual(settled);
        const messages = await db
          .select({ key: memberMessages.dedupeKey })
          .from(memberMessages)
          .where(
            inArray(
              memberMessages.memberId,
              people.map((m) => m.id),
            ),
          );
        expect(messages.map((m) => m.key).sort()).toEqual(orderNos.map((no) => `deposit:failed:${no}`).sort());
        // One job per order (its number is the key), run to completion by one of the workers.
        const jobs = (await db.execute(
          sql`select singleton_key as key, state from pgboss.job where name = ${EXPIRE_DEPOSIT_JOB} and singleton_key in (${sql.join(
            orderNos.map((no) => sql`${no}`),
            sql`, `,
          )})`,
        )) as unknown as { rows: { key: string; state: string }[] };
        expect(jobs.rows.map((row) => row.key).sort()).toEqual([...orderNos].sort());
        expect(new Set(jobs.rows.map((row) => row.state))).toEqual(new Set(['completed']));
      } finally {
        for (const app of workers) await app.close();
        if (second !== first) await second.close();
        await db
          .update(merchants)
          .set({ settings: sql`${merchants.settings} - 'depositExpiryMinutes'` })
          .where(eq(merchants.code, 'CRP001'));
      }
    }, 90_000);
  },
  { paymentTransport: injectTransport, publicOrigin: PUBLIC_ORIGIN },
);
