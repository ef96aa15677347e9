/**
 * Deposits: the merchant's channels, orders (made idempotently by the client's requestId), the provider's callbacks
 * that settle them, their expiry, the member's history and receipt uploads.
 *
 * An order is `pending` until exactly one of: a paid callback (credited), a failed callback, or its deadline (expired,
 * by the expiry job, the overdue sweep, or a late paid callback). Each is a conditional update `where status =
 * 'pending'` in the same transaction as its effects (the ledger credit, the turnover requirement, the inbox message), so
 * an order is credited at most once whatever arrives twice, in parallel or out of order.
 *
 * The rules of a callback (`applyNotice`), as a real cashier applies them:
 * - paid, order pending and not past its deadline: credit it;
 * - paid, order already paid by the same payment (provider reference): a redelivery, acknowledged, nothing changes;
 * - paid, order failed, expired, past its deadline, or paid by another payment: refused (`order_closed`), nothing is
 *   credited. Final states are final: an expired order's amount and reference may already be reused by the member's
 *   next order, and crediting a closed order is how one payment gets credited twice. The gateway is told to return
 *   the payment to the payer, and support can reconcile from the receipt the member uploads on the closed order. A
 *   pending order whose deadline passed before the expiry job ran counts as expired: the deadline decides, not the
 *   job's timing (the callback expires it then and there);
 * - failed, order pending: it fails; failed on a paid, failed or expired order: a stale notice, acknowledged, nothing
 *   changes (a failure never takes money back: reversing a credit is an operator's adjustment).
 *
 * Fees: the gateway keeps a channel's fee from what the member pays (`amount`); the merchant's cash account receives
 * `amount - fee` either way. When the member bears the fee, the wallet is credited `amount - fee` and the fee never
 * passes through the merchant's books (two entries). When the merchant bears it, the wallet is credited `amount` and the
 * fee is the merchant's expense, posted to its `deposit_fees` account (three entries). Either way the entries sum to zero.
 */
import { randomInt } from 'node:crypto';
import {
  depositAmountProblem,
  isFeatureEnabled,
  isTrialAccount,
  MAX_OPEN_DEPOSIT_ORDERS,
  UPLOAD_LIMITS,
  type DepositChannel,
  type DepositCreateRequest,
  type DepositOrder,
  type DepositOrderStatus,
  type PaymentMethod,
} from '@croupier/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { depositCredited } from './events';
import {
  DEFAULT_DEPOSIT_EXPIRY_MINUTES,
  DEFAULT_TURNOVER_MULTIPLIER,
  depositChannels,
  depositOrders,
  depositReceipts,
  members,
  merchants,
  paymentEvents,
  type DepositChannelRow,
  type DepositOrderRow,
  type Member,
  type Merchant,
} from '../db/schema';
import { ApiFailure } from '../failure';
import type { JobQueue } from '../jobs/queue';
import { sendMessage } from './inbox';
import type {
  CallbackOutcome,
  GatewayAnswer,
  PaymentProvider,
  PaymentProviders,
  VerifiedEvent,
} from './payments/provider';
import { sha256 } from './secrets';
import { imageTypeOf } from './uploads';
import { addRequirement } from './turnover';
import {
  canonicalJson,
  CASH,
  ensureAccount,
  lockAccount,
  MAIN_WALLET,
  post,
  toMajor,
  toMinor,
  walletSummary,
  type Movement,
  type Tx,
} from './wallet';

/** The merchant's account of the deposit fees it absorbs (a system account, like `cash`). */
export const DEPOSIT_FEES = 'deposit_fees';
/** One job per order, due at its deadline (key: the order number). */
export const EXPIRE_DEPOSIT_JOB = 'deposit.expire';
/** Once a minute: expires what the per-order jobs missed (an enqueue that failed after the order was stored). */
export const EXPIRE_OVERDUE_JOB = 'deposit.expire-overdue';
const OVERDUE_BATCH = 500;
/** Advisory lock class of "one member's order creation at a time" (the key's other half is the member id). */
const CREATE_LOCK_CLASS = 0x44455030;

export interface DepositServices {
  db: Database;
  now(): number;
  providers: PaymentProviders;
  jobs: Pick<JobQueue, 'enqueue'>;
  warn(message: string): void;
}

const feeOf = (amount: number, channel: Pick<DepositChannelRow, 'feeFixed' | 'feeBps'>): number =>
  channel.feeFixed + Number((BigInt(amount) * BigInt(channel.feeBps) + 5000n) / 10000n);

function channelView(row: DepositChannelRow): DepositChannel {
  return {
    key: row.key,
    kind: row.kind,
    name: row.name,
    minAmount: toMajor(row.minAmount),
    maxAmount: toMajor(row.maxAmount),
    fee: { fixed: toMajor(row.feeFixed), percent: row.feeBps / 100 },
    feeBearer: row.feeBearer,
  };
}

/** Pending but past its deadline reads as expired everywhere, whether or not the expiry job has run yet. */
const isOverdue = (row: Pick<DepositOrderRow, 'status' | 'expiresAt'>, now: number) =>
  row.status === 'pending' && row.expiresAt.getTime() <= now;

function orderView(row: DepositOrderRow, receipts: number, now: number): DepositOrder {
  const overdue = isOverdue(row, now);
  return {
    orderNo: row.orderNo,
    channel: row.channelKey,
    channelKind: row.channelKind,
    channelName: row.channelName,
    amount: toMajor(row.amount),
    fee: toMajor(row.fee),
    feeBearer: row.feeBearer,
    creditAmount: toMajor(row.creditAmount),
    status: overdue ? 'expired' : row.status,
    payUrl: row.payUrl,
    instructions: row.instructions,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    settledAt: overdue ? row.expiresAt.getTime() : (row.settledAt?.getTime() ?? null),
    receipts,
  };
}

// Spelled out: inside a one-table select drizzle writes columns unqualified, and "id" would be the receipt's own.
const receiptCount =
  sql<number>`(select count(*) from deposit_receipts r where r.order_id = "deposit_orders"."id")`.mapWith(Number);

// ---- channels --------------------------------------------------------------------------------------------------------

export async function listDepositChannels(db: Database, merchantId: number): Promise<{ list: DepositChannel[] }> {
  const rows = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.enabled, true)))
    .orderBy(asc(depositChannels.sort), asc(depositChannels.id));
  return { list: rows.map(channelView) };
}

/**
 * The footer's payment methods, for anyone (visitors too): each enabled channel's key, kind and name, nothing of its
 * limits, fees or instructions; none when the merchant takes no deposits (DEPOSIT off, or a credit market).
 */
export async function listPaymentMethods(db: Database, merchant: Pick<Merchant, 'id' | 'features'>): Promise<{ list: PaymentMethod[] }> {
  if (!isFeatureEnabled(merchant.features, 'DEPOSIT') || isFeatureEnabled(merchant.features, 'CREDITMAR3')) return { list: [] };
  const rows = await db
    .select({ key: depositChannels.key, kind: depositChannels.kind, name: depositChannels.name })
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchant.id), eq(depositChannels.enabled, true)))
    .orderBy(asc(depositChannels.sort), asc(depositChannels.id));
  return { list: rows };
}

// ---- orders ----------------------------------------------------------------------------------------------------------

/** `D`, the day (yyMMdd, UTC), 14 random digits. */
function newOrderNo(now: number): string {
  const day = new Date(now).toISOString().slice(2, 10).replaceAll('-', '');
  return `D${day}${String(randomInt(0, 10 ** 14)).padStart(14, '0')}`;
}

const openOrders = async (db: Database | Tx, memberId: number, now: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.status, 'pending'),
        gt(depositOrders.expiresAt, new Date(now)),
      ),
    );
  return Number(row?.n ?? 0);
};

const byRequest = async (db: Database | Tx, memberId: number, requestId: string) =>
  (
    await db
      .select({ order: depositOrders, receipts: receiptCount })
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, requestId)))
  )[0];

function repeatOf(found: { order: DepositOrderRow; receipts: number }, requestHash: string, now: number): DepositOrder {
  if (found.order.requestHash !== requestHash)
    throw new ApiFailure('request_conflict', 'this request id was already used for a deposit with another channel or amount');
  return orderView(found.order, found.receipts, now);
}

const limitFailure = () =>
  new ApiFailure('deposit_open_orders_limit', `at most ${MAX_OPEN_DEPOSIT_ORDERS} unpaid deposit orders at once`, {
    max: MAX_OPEN_DEPOSIT_ORDERS,
  });

/**
 * Creates an order, or answers the one the same requestId made (a double click, a retry). At most
 * MAX_OPEN_DEPOSIT_ORDERS unpaid orders per member: creations of one member take turns (an advisory lock per member),
 * so parallel requests cannot all pass the count. The expiry job is enqueued after the commit; were that to fail, the
 * overdue sweep expires the order.
 */
export async function createDepositOrder(
  svc: DepositServices,
  input: { merchant: Merchant; member: Member; request: DepositCreateRequest; language: string },
): Promise<DepositOrder> {
  const { db } = svc;
  const { merchant, member, request } = input;
  const now = svc.now();
  if (isTrialAccount(member.type))
    throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
  const channelKey = request.channel.trim();
  const requestHash = sha256(canonicalJson({ channel: channelKey, amount: request.amount }));
  const previous = await byRequest(db, member.id, request.requestId);
  if (previous) return repeatOf(previous, requestHash, now);

  const [channel] = await db
    .select()
    .from(depositChannels)
    .where(
      and(
        eq(depositChannels.merchantId, merchant.id),
        eq(depositChannels.key, channelKey),
        eq(depositChannels.enabled, true),
      ),
    );
  const provider = channel ? svc.providers.get(channel.provider) : undefined;
  if (!channel || !provider) throw new ApiFailure('deposit_channel_unavailable', `no deposit channel ${channelKey}`);
  const view = channelView(channel);
  const problem = depositAmountProblem(request.amount, view);
  if (problem)
    throw new ApiFailure(
      problem,
      problem === 'deposit_amount_invalid'
        ? 'the amount must be positive with at most two decimals'
        : 'the amount is outside the channel limits',
      {
        minAmount: view.minAmount,
        maxAmount: view.maxAmount,
      },
    );
  if ((await openOrders(db, member.id, now)) >= MAX_OPEN_DEPOSIT_ORDERS) throw limitFailure();

  const amount = toMinor(request.amount);
  const fee = feeOf(amount, channel);
  const creditAmount = channel.feeBearer === 'member' ? amount - fee : amount;
  const expiresAt = new Date(now + (merchant.settings.depositExpiryMinutes ?? DEFAULT_DEPOSIT_EXPIRY_MINUTES) * 60_000);

  for (let attempt = 0; ; attempt++) {
    const orderNo = newOrderNo(now);
    const payment = await provider.createPayment({
      merchant: { id: merchant.id, code: merchant.code, name: merchant.name },
      orderNo,
      amount,
      channel: { key: channel.key, kind: channel.kind, name: channel.name, instructions: channel.instructions },
      expiresAt,
      language: input.language,
    });
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK_CLASS}::integer, ${member.id}::integer)`);
      const again = await byRequest(tx, member.id, request.requestId);
      if (again) return { repeat: again };
      if ((await openOrders(tx, member.id, now)) >= MAX_OPEN_DEPOSIT_ORDERS) throw limitFailure();
      const [row] = await tx
        .insert(depositOrders)
        .values({
          orderNo,
          merchantId: merchant.id,
          memberId: member.id,
          channelId: channel.id,
          channelKey: channel.key,
          channelKind: channel.kind,
          channelName: channel.name,
          provider: provider.id,
          requestId: request.requestId,
          requestHash,
          amount,
          fee,
          feeBearer: channel.feeBearer,
          creditAmount,
          status: 'pending',
          payUrl: payment.payUrl,
          instructions: payment.instructions,
          expiresAt,
          createdAt: new Date(now),
        })
        .onConflictDoNothing({ target: depositOrders.orderNo })
        .returning();
      return { created: row };
    });
    if (result.repeat) return repeatOf(result.repeat, requestHash, now);
    if (!result.created) {
      // Another order drew the same number (14 random digits a day): draw again.
      if (attempt < 3) continue;
      throw new Error('deposit: could not draw a free order number');
    }
    await svc.jobs
      .enqueue(EXPIRE_DEPOSIT_JOB, { orderNo }, { key: orderNo, delayMs: Math.max(0, expiresAt.getTime() - now) })
      .catch((error: unknown) =>
        svc.warn(
          `deposit ${orderNo}: expiry job not enqueued (${(error as Error).message}); the overdue sweep expires it`,
        ),
      );
    return orderView(result.created, 0, now);
  }
}

async function ownOrder(db: Database, member: Member, orderNo: string) {
  const [found] = await db
    .select({ order: depositOrders, receipts: receiptCount })
    .from(depositOrders)
    .where(and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.memberId, member.id)));
  if (!found) throw new ApiFailure('deposit_order_not_found', 'no such deposit order');
  return found;
}

/** One of the member's orders and the balance (the deposit page polls this). */
export async function getDepositOrder(db: Database, member: Member, orderNo: string, now: number) {
  const found = await ownOrder(db, member, orderNo);
  const { sumBalance } = await walletSummary(db, member.merchantId, member.id);
  return { ...orderView(found.order, found.receipts, now), sumBalance };
}

export interface DepositHistoryQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
  utcOffsetMinutes?: number | undefined;
  status?: DepositOrderStatus | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

/** The member's orders, newest first; days are the member's (`utcOffsetMinutes`), the status is the shown one. */
export async function depositHistory(db: Database, member: Member, query: DepositHistoryQuery, now: number) {
  const pageSize = query.pageSize ?? 20;
  const pageNo = query.pageNo ?? 1;
  const offsetMs = (query.utcOffsetMinutes ?? 0) * 60_000;
  const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - offsetMs);
  const at = new Date(now);
  const statusIs: Record<DepositOrderStatus, SQL | undefined> = {
    pending: and(eq(depositOrders.status, 'pending'), gt(depositOrders.expiresAt, at)),
    expired: or(
      eq(depositOrders.status, 'expired'),
      and(eq(depositOrders.status, 'pending'), lte(depositOrders.expiresAt, at)),
    ),
    paid: eq(depositOrders.status, 'paid'),
    failed: eq(depositOrders.status, 'failed'),
  };
  const where = and(
    eq(depositOrders.memberId, member.id),
    query.startDate ? gte(depositOrders.createdAt, dayStart(query.startDate)) : undefined,
    query.endDate ? lt(depositOrders.createdAt, new Date(dayStart(query.endDate).getTime() + 86_400_000)) : undefined,
    query.status ? statusIs[query.status] : undefined,
  );
  const [totals] = await db.select({ n: count() }).from(depositOrders).where(where);
  const total = Number(totals?.n ?? 0);
  const offset = (pageNo - 1) * pageSize;
  const rows =
    offset < total
      ? await db
          .select({ order: depositOrders, receipts: receiptCount })
          .from(depositOrders)
          .where(where)
          .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
          .limit(pageSize)
          .offset(offset)
      : [];
  return {
    list: rows.map((row) => orderView(row.order, row.receipts, now)),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    total,
  };
}

// ---- receipts --------------------------------------------------------------------------------------------------------

/** Stores receipt images of the member's order (not a paid one: nothing is left to prove), at most UPLOAD_LIMITS.maxFiles per order. */
export async function uploadDepositReceipts(
  db: Database,
  input: { member: Member; orderNo: string; files: readonly { data: Buffer }[]; now: number },
) {
  const { member, files } = input;
  if (files.length === 0)
    throw new ApiFailure('validation_failed', 'no image', {
      issues: [{ path: ['files'], message: 'at least one image' }],
    });
  if (files.length > UPLOAD_LIMITS.maxFiles)
    throw new ApiFailure('upload_too_many', `at most ${UPLOAD_LIMITS.maxFiles} images`, { max: UPLOAD_LIMITS.maxFiles });
  const typed = files.map((file) => ({ data: file.data, type: imageTypeOf(file.data) }));
  if (typed.some((file) => file.type === null)) throw new ApiFailure('upload_type_invalid', 'PNG or JPEG images only');
  if (typed.some((file) => file.data.length > UPLOAD_LIMITS.maxBytes))
    throw new ApiFailure('upload_too_large', `each image takes at most ${UPLOAD_LIMITS.maxBytes} bytes`, { maxBytes: UPLOAD_LIMITS.maxBytes });
  const { order } = await ownOrder(db, member, input.orderNo);
  return db.transaction(async (tx) => {
    // The order's row lock orders parallel uploads: the count below sees every earlier one.
    const [locked] = await tx
      .select({ status: depositOrders.status })
      .from(depositOrders)
      .where(eq(depositOrders.id, order.id))
      .for('update');
    if (locked?.status === 'paid')
      throw new ApiFailure('operation_not_allowed', 'the order is paid: no receipt is needed');
    const [held] = await tx.select({ n: count() }).from(depositReceipts).where(eq(depositReceipts.orderId, order.id));
    const already = Number(held?.n ?? 0);
    if (already + typed.length > UPLOAD_LIMITS.maxFiles)
      throw new ApiFailure(
        'upload_too_many',
        `an order holds at most ${UPLOAD_LIMITS.maxFiles} images (it has ${already})`,
        { max: UPLOAD_LIMITS.maxFiles, held: already },
      );
    const rows = await tx
      .insert(depositReceipts)
      .values(
        typed.map((file) => ({
          orderId: order.id,
          memberId: member.id,
          contentType: file.type ?? 'application/octet-stream',
          size: file.data.length,
          sha256: sha256(file.data.toString('latin1')),
          data: file.data,
          createdAt: new Date(input.now),
        })),
      )
      .returning({ id: depositReceipts.id, contentType: depositReceipts.contentType, size: depositReceipts.size });
    return { orderNo: order.orderNo, receipts: already + rows.length, uploaded: rows };
  });
}

// ---- settling: messages, expiry --------------------------------------------------------------------------------------

function outcomeMessage(row: DepositOrderRow, kind: 'deposit_credited' | 'deposit_failed', at: Date) {
  return {
    merchantId: row.merchantId,
    memberId: row.memberId,
    kind,
    params: {
      orderNo: row.orderNo,
      amount: toMajor(kind === 'deposit_credited' ? row.creditAmount : row.amount),
      channel: row.channelKey,
    },
    dedupeKey: `deposit:${kind === 'deposit_credited' ? 'credited' : 'failed'}:${row.orderNo}`,
    at,
  };
}

/** pending -> expired once its deadline passed, with the member's notice; 'not_due' while it has not. Idempotent. */
export async function expireDepositOrder(
  db: Database,
  orderNo: string,
  now: number,
): Promise<'expired' | 'not_due' | 'settled' | 'unknown'> {
  return db.transaction(async (tx) => {
    const at = new Date(now);
    const [row] = await tx
      .update(depositOrders)
      .set({ status: 'expired', settledAt: at })
      .where(
        and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.status, 'pending'), lte(depositOrders.expiresAt, at)),
      )
      .returning();
    if (row) {
      await sendMessage(tx, outcomeMessage(row, 'deposit_failed', at));
      return 'expired';
    }
    const [current] = await tx
      .select({ status: depositOrders.status })
      .from(depositOrders)
      .where(eq(depositOrders.orderNo, orderNo));
    return !current ? 'unknown' : current.status === 'pending' ? 'not_due' : 'settled';
  });
}

/** Expires every overdue pending order (a batch per run); answers how many. Idempotent. */
export async function expireOverdueDeposits(db: Database, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    const at = new Date(now);
    const due = tx
      .select({ id: depositOrders.id })
      .from(depositOrders)
      .where(and(eq(depositOrders.status, 'pending'), lte(depositOrders.expiresAt, at)))
      .orderBy(asc(depositOrders.expiresAt))
      .limit(OVERDUE_BATCH)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(depositOrders)
      .set({ status: 'expired', settledAt: at })
      .where(and(inArray(depositOrders.id, due), eq(depositOrders.status, 'pending')))
      .returning();
    for (const row of rows) await sendMessage(tx, outcomeMessage(row, 'deposit_failed', at));
    return rows.length;
  });
}

/** The expiry jobs (jobs/queue.ts): one per order at its deadline, and the overdue sweep once a minute. */
export function registerDepositJobs(jobs: JobQueue, db: Database, now: () => number): void {
  jobs.register<{ orderNo?: unknown }>(EXPIRE_DEPOSIT_JOB, async (job) => {
    const orderNo = job.data.orderNo;
    if (typeof orderNo !== 'string') return;
    // Due by the queue's clock but not yet by the platform's (clocks a little apart): fail this run, retried shortly.
    if ((await expireDepositOrder(db, orderNo, now())) === 'not_due')
      throw new Error(`deposit ${orderNo} is not due yet`);
  });
  jobs.every(EXPIRE_OVERDUE_JOB, 60, async () => {
    await expireOverdueDeposits(db, now());
  });
}

// ---- callbacks -------------------------------------------------------------------------------------------------------

interface OrderWithMerchant {
  order: DepositOrderRow;
  turnoverMultiplier: number;
}

/** What a verified notice does to its (locked) order: the rules in the module comment. */
async function applyNotice(
  tx: Tx,
  found: OrderWithMerchant,
  event: VerifiedEvent,
  now: number,
): Promise<CallbackOutcome> {
  const { order } = found;
  const at = new Date(now);
  const accepted = (status: DepositOrderStatus, duplicate: boolean): CallbackOutcome => ({
    ok: true,
    orderNo: order.orderNo,
    status,
    duplicate,
  });
  const closed: CallbackOutcome = { ok: false, refusal: 'order_closed' };

  if (event.status === 'failed') {
    if (order.status !== 'pending') return accepted(order.status, true);
    const [row] = await tx
      .update(depositOrders)
      .set({ status: 'failed', settledAt: at, providerRef: event.providerRef })
      .where(and(eq(depositOrders.id, order.id), eq(depositOrders.status, 'pending')))
      .returning();
    if (row) await sendMessage(tx, outcomeMessage(row, 'deposit_failed', at));
    return accepted('failed', false);
  }

  if (order.status === 'paid') return order.providerRef === event.providerRef ? accepted('paid', true) : closed;
  if (order.status !== 'pending') return closed;
  if (isOverdue(order, now)) {
    const [row] = await tx
      .update(depositOrders)
      .set({ status: 'expired', settledAt: at })
      .where(and(eq(depositOrders.id, order.id), eq(depositOrders.status, 'pending')))
      .returning();
    if (row) await sendMessage(tx, outcomeMessage(row, 'deposit_failed', at));
    return closed;
  }

  const [paid] = await tx
    .update(depositOrders)
    .set({ status: 'paid', settledAt: at, providerRef: event.providerRef })
    .where(and(eq(depositOrders.id, order.id), eq(depositOrders.status, 'pending')))
    .returning();
  if (!paid) return closed;
  // Member wallet first, then the system accounts (the ledger's lock order).
  const main = await lockAccount(tx, paid.merchantId, paid.memberId, MAIN_WALLET);
  const cash = await lockAccount(tx, paid.merchantId, null, CASH);
  const received = paid.amount - paid.fee;
  const movements: Movement[] = [
    { accountId: main.id, amount: paid.creditAmount },
    { accountId: cash.id, amount: -received },
  ];
  if (paid.creditAmount !== received) {
    const fees = await lockAccount(tx, paid.merchantId, null, DEPOSIT_FEES);
    movements.push({ accountId: fees.id, amount: received - paid.creditAmount });
  }
  const balance = main.balance + paid.creditAmount;
  const { transactionId } = await post(
    tx,
    {
      merchantId: paid.merchantId,
      memberId: paid.memberId,
      kind: 'deposit',
      idempotencyKey: `deposit:${paid.orderNo}`,
      result: { balance, orderNo: paid.orderNo },
      at,
    },
    movements,
  );
  await tx.update(depositOrders).set({ ledgerTransactionId: transactionId }).where(eq(depositOrders.id, paid.id));
  await addRequirement(tx, {
    merchantId: paid.merchantId,
    memberId: paid.memberId,
    source: 'deposit',
    sourceRef: paid.orderNo,
    amount: Math.round(paid.creditAmount * found.turnoverMultiplier),
    at,
  });
  await sendMessage(tx, outcomeMessage(paid, 'deposit_credited', at));
  const [paidCount] = await tx
    .select({ n: count() })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, paid.memberId), eq(depositOrders.status, 'paid')));
  await depositCredited(tx, {
    merchantId: paid.merchantId,
    memberId: paid.memberId,
    orderNo: paid.orderNo,
    amount: paid.amount,
    creditAmount: paid.creditAmount,
    depositNumber: Number(paidCount?.n ?? 1),
    at,
  });
  return accepted('paid', false);
}

class EventRace extends Error {}

const storedEvent = async (db: Database | Tx, provider: string, eventId: string) =>
  (
    await db
      .select({ payloadHash: paymentEvents.payloadHash, answer: paymentEvents.answer })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
  )[0];

/**
 * A provider's callback, from the raw body and headers: verified by the provider, then idempotent by event id (a
 * redelivery answers the stored answer; the id with other content is refused) and by order (`applyNotice` under the
 * order's row lock). Refusals write nothing. Answers in the provider's terms; null for an unknown provider.
 */
export async function handleDepositCallback(
  svc: Pick<DepositServices, 'db' | 'now' | 'providers'>,
  providerId: string,
  rawBody: string,
  headers: Readonly<Record<string, string | undefined>>,
): Promise<GatewayAnswer | null> {
  const provider: PaymentProvider | undefined = svc.providers.get(providerId);
  if (!provider) return null;
  const { db } = svc;
  const now = svc.now();
  const verified = await provider.verifyCallback(rawBody, headers, now);
  if (!verified.ok) return provider.answer(verified);
  const { event, payloadHash } = verified;
  const replay = (stored: { payloadHash: string; answer: GatewayAnswer }) =>
    stored.payloadHash === payloadHash ? stored.answer : provider.answer({ ok: false, refusal: 'event_conflict' });

  const stored = await storedEvent(db, provider.id, event.eventId);
  if (stored) return replay(stored);
  const [found] = await db
    .select({ order: depositOrders, settings: merchants.settings })
    .from(depositOrders)
    .innerJoin(merchants, eq(merchants.id, depositOrders.merchantId))
    .where(
      and(
        eq(depositOrders.orderNo, event.orderNo),
        eq(merchants.code, event.merchantCode),
        eq(depositOrders.provider, provider.id),
      ),
    );
  if (!found) return provider.answer({ ok: false, refusal: 'unknown_order' });
  if (event.amount !== found.order.amount) return provider.answer({ ok: false, refusal: 'amount_mismatch' });
  if (event.status === 'paid' && found.order.status === 'pending') {
    // Created outside the transaction (a unique conflict would abort it); the credit locks them.
    await ensureAccount(db, found.order.merchantId, found.order.memberId, MAIN_WALLET);
    await ensureAccount(db, found.order.merchantId, null, CASH);
    if (found.order.feeBearer === 'merchant' && found.order.fee > 0)
      await ensureAccount(db, found.order.merchantId, null, DEPOSIT_FEES);
  }
  const turnoverMultiplier = found.settings.turnoverMultiplier ?? DEFAULT_TURNOVER_MULTIPLIER;

  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx.select().from(depositOrders).where(eq(depositOrders.id, found.order.id)).for('update');
      if (!order) return provider.answer({ ok: false, refusal: 'unknown_order' });
      // A redelivery that waited for this lock behind the first delivery finds the first's answer now.
      const again = await storedEvent(tx, provider.id, event.eventId);
      if (again) return replay(again);
      const outcome = await applyNotice(tx, { order, turnoverMultiplier }, event, now);
      const answer = provider.answer(outcome);
      if (outcome.ok) {
        const [recorded] = await tx
          .insert(paymentEvents)
          .values({
            provider: provider.id,
            eventId: event.eventId,
            merchantId: order.merchantId,
            orderId: order.id,
            status: event.status,
            payloadHash,
            answer,
            createdAt: new Date(now),
          })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        // The same event id committed meanwhile for another order: undo this one and answer as for that one.
        if (!recorded) throw new EventRace();
      }
      return answer;
    });
  } catch (error) {
    if (!(error instanceof EventRace)) throw error;
    const winner = await storedEvent(db, provider.id, event.eventId);
    return winner ? replay(winner) : provider.answer({ ok: false, refusal: 'event_conflict' });
  }
}

// ---- the pay page and the operator ------------------------------------------------------------------------------------

/** An order as the provider's hosted pay page shows it (by order number: the page's token is checked by the caller). */
export async function orderForPayPage(db: Database, orderNo: string) {
  const [row] = await db
    .select({ order: depositOrders, merchantCode: merchants.code, merchantName: merchants.name })
    .from(depositOrders)
    .innerJoin(merchants, eq(merchants.id, depositOrders.merchantId))
    .where(eq(depositOrders.orderNo, orderNo));
  return row ?? null;
}

/** Newest orders first, for the operator CLI. */
export async function recentDepositOrders(db: Database, options: { status?: DepositOrderStatus; limit: number }) {
  return db
    .select({ order: depositOrders, merchantCode: merchants.code, account: members.account })
    .from(depositOrders)
    .innerJoin(merchants, eq(merchants.id, depositOrders.merchantId))
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(options.status ? eq(depositOrders.status, options.status) : undefined)
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(options.limit);
}
