/**
 * Points (PTSYS3) and the points mall. Points are kept in hundredths (member_points.balance) and never expire.
 *
 * Every change is one `point_ledger` row with a reference unique per merchant, written by `applyPoints` in the caller's
 * transaction: the member's points row is locked first, then the ledger row is inserted (`on conflict do nothing`: a
 * reference seen before changes nothing), then the balance moves in one conditional update (never below zero). So each
 * source counts once, in sequence or in parallel.
 *
 * Earning:
 * - from bets: the job POINTS_JOB reads the rounds settled since its high-water mark (key_values POINTS_CURSOR, a
 *   (settled_at, id) keyset) and credits each round's valid bet x its category's rate under `bet:<bet record id>`. The
 *   scan restarts CURSOR_OVERLAP_MS before the mark, so a round whose settlement committed late (its settled_at behind
 *   the mark) is still seen; the reference makes the second sight a no-op. Exactly once per round, whatever runs twice.
 * - from deposits: the deposit reaction `pointsForDeposit` (services/events.ts), in the crediting transaction, under
 *   `deposit:<orderNo>`.
 * Spending: a redemption (`redeem:<redemption id>`, given back under `refund:<id>` when the operator rejects it), a
 * conversion to money (`convert:<member>:<requestId>`, with its ledger credit under the same key).
 */
import {
  POINT_SOURCES,
  deliveryFields,
  type BetRecordCategory,
  type PointConfig,
  type PointLedgerSource,
  type RequestOf,
} from '@croupier/contract';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import {
  depositOrders,
  keyValues,
  memberPoints,
  pointLedger,
  pointRedemptions,
  pointRewards,
  type Member,
  type Merchant,
} from '../db/schema';
import { ApiFailure } from '../failure';
import type { JobQueue } from '../jobs/queue';
import type { DepositCredited } from './events';
import { contentText } from './contentLanguage';
import { verifyPaymentPassword } from './paymentPassword';
import { recordCategoryOf } from './records';
import { CASH, MAIN_WALLET, contentHash, ensureAccount, lockAccount, post, toMajor, type Tx } from './wallet';

export const POINTS_JOB = 'points.earn-from-bets';
export const POINTS_JOB_EVERY_SECONDS = 60;
export const POINTS_CURSOR = 'points.bets.cursor';
/** How far behind its high-water mark the bet scan starts again (late commits). */
export const CURSOR_OVERLAP_MS = 10 * 60_000;
const BATCH = 500;

/** Points per 1 of valid bet by record category (SPEC §9; lotteries 1.00). */
export const DEFAULT_POINT_RATES: Readonly<Record<BetRecordCategory, number>> = {
  LIVE: 0.7,
  SPORTS: 1.0,
  FISH: 1.2,
  RNG: 1.2,
  PVP: 1.0,
  LOTT: 1.0,
  ELOTT: 1.0,
};
export const DEFAULT_DEPOSIT_POINT_RATE = 0.1;
/** Money per point converted. */
export const DEFAULT_CONVERT_RATE = 0.01;
export const DEFAULT_MIN_CONVERT = 100;

const CATEGORY_SOURCES: Readonly<Record<BetRecordCategory, PointLedgerSource>> = {
  LIVE: 'live',
  SPORTS: 'sports',
  FISH: 'slots',
  RNG: 'slots',
  PVP: 'pvp',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

export function pointRules(merchant: Pick<Merchant, 'settings'>) {
  const own = merchant.settings.points ?? {};
  return {
    rates: { ...DEFAULT_POINT_RATES, ...(own.rates ?? {}) } as Record<string, number>,
    depositRate: own.depositRate ?? DEFAULT_DEPOSIT_POINT_RATE,
    convertRate: own.convertRate ?? DEFAULT_CONVERT_RATE,
    minConvert: own.minConvert ?? DEFAULT_MIN_CONVERT,
  };
}

export function pointConfig(merchant: Merchant): PointConfig {
  const rules = pointRules(merchant);
  return { ...rules, expires: false, sources: [...POINT_SOURCES] };
}

export interface PointChange {
  merchantId: number;
  memberId: number;
  source: PointLedgerSource;
  /** Hundredths of a point; negative spends. */
  amount: number;
  reference: string;
  detail?: Record<string, string | number | null>;
  at: Date;
}

/**
 * Applies changes of one member's points in the caller's transaction (see the module comment). Answers the balance
 * after them and how many were new. Throws `points_insufficient` (rolling the caller back) when a spend would go below 0.
 */
export async function applyPoints(tx: Tx, memberId: number, merchantId: number, changes: readonly PointChange[]) {
  await tx.insert(memberPoints).values({ memberId, merchantId }).onConflictDoNothing();
  const [row] = await tx.select().from(memberPoints).where(eq(memberPoints.memberId, memberId)).for('update');
  let balance = Number(row?.balance ?? 0);
  let applied = 0;
  for (const change of changes) {
    if (!Number.isSafeInteger(change.amount) || change.amount === 0) continue;
    const [entry] = await tx
      .insert(pointLedger)
      .values({ ...change, memberId, merchantId, balanceAfter: 0, createdAt: change.at, detail: change.detail ?? null })
      .onConflictDoNothing({ target: [pointLedger.merchantId, pointLedger.reference] })
      .returning({ id: pointLedger.id });
    if (!entry) continue;
    const [updated] = await tx
      .update(memberPoints)
      .set({
        balance: sql`${memberPoints.balance} + ${change.amount}`,
        earned: change.amount > 0 ? sql`${memberPoints.earned} + ${change.amount}` : memberPoints.earned,
        spent: change.amount < 0 ? sql`${memberPoints.spent} - ${change.amount}` : memberPoints.spent,
      })
      .where(and(eq(memberPoints.memberId, memberId), sql`${memberPoints.balance} + ${change.amount} >= 0`))
      .returning({ balance: memberPoints.balance });
    if (!updated) throw new ApiFailure('points_insufficient', 'not enough points', { points: toMajor(balance) });
    balance = Number(updated.balance);
    await tx.update(pointLedger).set({ balanceAfter: balance }).where(eq(pointLedger.id, entry.id));
    applied++;
  }
  return { balance, applied };
}

// ---- earning --------------------------------------------------------------------------------------------------

/** Deposit reaction (services/events.ts): points for the credited deposit, once per order. */
export async function pointsForDeposit(tx: Tx, event: DepositCredited): Promise<void> {
  const result = await tx.execute(sql`select settings from merchants where id = ${event.merchantId}`);
  const settings = (result as unknown as { rows: { settings: unknown }[] }).rows[0]?.settings;
  const merchantSettings = (typeof settings === 'string' ? JSON.parse(settings) : settings) as Merchant['settings'];
  const amount = Math.floor(event.amount * pointRules({ settings: merchantSettings }).depositRate);
  if (amount <= 0) return;
  await applyPoints(tx, event.memberId, event.merchantId, [
    {
      merchantId: event.merchantId,
      memberId: event.memberId,
      source: 'deposit',
      amount,
      reference: `deposit:${event.orderNo}`,
      detail: { orderNo: event.orderNo, amount: toMajor(event.amount) },
      at: event.at,
    },
  ]);
}

interface Cursor {
  at: string;
  id: number;
}

interface SettledBet {
  id: number;
  merchant_id: number;
  member_id: number;
  category: string;
  valid_bet: unknown;
  settled_at: unknown;
  settings: unknown;
}

/** One run of the points job: every round settled since the mark (less the overlap), in batches. Answers the points credited. */
export async function earnPointsFromBets(db: Database, options: { batch?: number } = {}): Promise<{ rounds: number; credited: number }> {
  const batch = options.batch ?? BATCH;
  const [stored] = await db.select({ value: keyValues.value }).from(keyValues).where(eq(keyValues.key, POINTS_CURSOR));
  const mark = (stored?.value as Cursor | undefined) ?? null;
  let after: Cursor = mark ? { at: new Date(new Date(mark.at).getTime() - CURSOR_OVERLAP_MS).toISOString(), id: 0 } : { at: new Date(0).toISOString(), id: 0 };
  let newest: Cursor | null = mark;
  let rounds = 0;
  let credited = 0;
  for (;;) {
    const result = await db.execute(sql`
      select b.id, b.merchant_id, b.member_id, b.category, b.valid_bet, b.settled_at, mc.settings
      from bet_records b join merchants mc on mc.id = b.merchant_id
      where b.status = 'settled' and b.valid_bet > 0 and (b.settled_at, b.id) > (${after.at}::timestamptz, ${after.id}::integer)
      order by b.settled_at, b.id limit ${batch}`);
    const rows = (result as unknown as { rows: SettledBet[] }).rows;
    if (rows.length === 0) break;
    const byMember = new Map<number, PointChange[]>();
    for (const row of rows) {
      const settings = (typeof row.settings === 'string' ? JSON.parse(row.settings) : row.settings) as Merchant['settings'];
      const category = recordCategoryOf(row.category);
      const rate = pointRules({ settings }).rates[category] ?? 0;
      const validBet = Number(row.valid_bet);
      const amount = Math.floor(validBet * rate);
      const at = new Date(row.settled_at as string | Date);
      if (amount > 0) {
        const list = byMember.get(row.member_id) ?? [];
        list.push({
          merchantId: row.merchant_id,
          memberId: row.member_id,
          source: CATEGORY_SOURCES[category],
          amount,
          reference: `bet:${row.id}`,
          detail: { category, validBet: toMajor(validBet), rate },
          at,
        });
        byMember.set(row.member_id, list);
      }
      const cursor = { at: at.toISOString(), id: row.id };
      after = cursor;
      if (!newest || cursor.at > newest.at || (cursor.at === newest.at && cursor.id > newest.id)) newest = cursor;
    }
    for (const [memberId, changes] of byMember) {
      const first = changes[0];
      if (!first) continue;
      const { applied } = await db.transaction((tx) => applyPoints(tx, memberId, first.merchantId, changes));
      credited += applied;
    }
    rounds += rows.length;
    if (rows.length < batch) break;
  }
  if (newest && newest !== mark)
    await db
      .insert(keyValues)
      .values({ key: POINTS_CURSOR, value: newest, updatedAt: new Date() })
      .onConflictDoUpdate({ target: keyValues.key, set: { value: newest, updatedAt: new Date() } });
  return { rounds, credited };
}

export function registerPointJobs(jobs: JobQueue, db: Database): void {
  jobs.every(POINTS_JOB, POINTS_JOB_EVERY_SECONDS, async () => {
    await earnPointsFromBets(db);
  });
}

// ---- the member's calls -----------------------------------------------------------------------------------------

export async function pointBalance(db: Database, member: Member) {
  const [row] = await db.select().from(memberPoints).where(eq(memberPoints.memberId, member.id));
  return { points: toMajor(Number(row?.balance ?? 0)), earned: toMajor(Number(row?.earned ?? 0)), spent: toMajor(Number(row?.spent ?? 0)) };
}

const localized = (texts: Record<string, string>, language: string, what: string) => contentText(texts, language, what);

type RewardRow = typeof pointRewards.$inferSelect;

function rewardAnswer(row: RewardRow, language: string) {
  return {
    id: row.id,
    type: row.kind,
    name: localized(row.names, language, `mall reward ${row.id} name`),
    description: localized(row.descriptions, language, `mall reward ${row.id} description`),
    points: toMajor(row.points),
    amountRequirement: toMajor(row.amountRequirement),
    cashAmount: toMajor(row.cashAmount),
    stock: row.stock,
    perMemberLimit: row.perMemberLimit,
  };
}

export async function rewardTypes(db: Database, merchant: Merchant) {
  const rows = await db
    .select({ kind: pointRewards.kind, n: count() })
    .from(pointRewards)
    .where(and(eq(pointRewards.merchantId, merchant.id), eq(pointRewards.active, true)))
    .groupBy(pointRewards.kind);
  return (['cash', 'item'] as const).map((type) => ({ type, rewards: Number(rows.find((r) => r.kind === type)?.n ?? 0) }));
}

export async function rewardList(db: Database, merchant: Merchant, input: RequestOf<'pointRewards'>, language: string) {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? 20;
  const where = and(eq(pointRewards.merchantId, merchant.id), eq(pointRewards.active, true), input.type ? eq(pointRewards.kind, input.type) : undefined);
  const [total] = await db.select({ n: count() }).from(pointRewards).where(where);
  const rows = await db
    .select()
    .from(pointRewards)
    .where(where)
    .orderBy(asc(pointRewards.sort), asc(pointRewards.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { list: rows.map((row) => rewardAnswer(row, language)), pageNo, total: Number(total?.n ?? 0) };
}

type RedemptionRow = typeof pointRedemptions.$inferSelect;

function redemptionAnswer(row: RedemptionRow, reward: Pick<RewardRow, 'kind' | 'names'>, language: string) {
  return {
    id: row.id,
    rewardId: row.rewardId,
    type: reward.kind,
    name: localized(reward.names, language, `mall reward ${row.rewardId} name`),
    quantity: row.quantity,
    points: toMajor(row.points),
    cashAmount: toMajor(row.cashAmount),
    status: row.status,
    remark: row.remark,
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}

function assertRealMember(member: Member): void {
  if (member.type === 4) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
}

/**
 * Redeems a reward: the payment password, then in one transaction the points (all or nothing), the stock (one
 * conditional update) and the redemption row (status applying). One redemption per requestId: a repeat answers the first.
 */
export async function redeemReward(
  db: Database,
  merchant: Merchant,
  member: Member,
  input: RequestOf<'redeemPointReward'>,
  language: string,
  nowMs: number,
) {
  assertRealMember(member);
  const { paymentPassword, ...content } = input;
  const hash = contentHash({ ...content, requestId: undefined });
  const repeat = async () => {
    const [row] = await db
      .select({ redemption: pointRedemptions, reward: pointRewards })
      .from(pointRedemptions)
      .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
      .where(and(eq(pointRedemptions.memberId, member.id), eq(pointRedemptions.requestId, input.requestId)));
    if (!row) return null;
    if (row.redemption.requestHash !== hash) throw new ApiFailure('request_conflict', 'this request id was already used for a different request');
    const points = await pointBalance(db, member);
    return { redemption: redemptionAnswer(row.redemption, row.reward, language), points: points.points };
  };
  const previous = await repeat();
  if (previous) return previous;
  await verifyPaymentPassword(db, merchant, member.id, paymentPassword, nowMs);
  const [reward] = await db
    .select()
    .from(pointRewards)
    .where(and(eq(pointRewards.id, input.rewardId), eq(pointRewards.merchantId, merchant.id)));
  if (!reward || !reward.active) throw new ApiFailure('reward_unavailable', 'no such reward', { stock: 0 });
  if (reward.kind === 'item') {
    const missing = deliveryFields.filter((field) => !input[field]);
    if (missing.length > 0)
      throw new ApiFailure('validation_failed', 'items are delivered: receiver, address and mobile number are needed', {
        issues: missing.map((field) => ({ path: [field], message: 'validation:required' })),
      });
  }
  if (reward.amountRequirement > 0) {
    const [deposited] = await db
      .select({ sum: sql<string>`coalesce(sum(${depositOrders.amount}), 0)` })
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, member.id), eq(depositOrders.status, 'paid')));
    const sum = Number(deposited?.sum ?? 0);
    if (sum < reward.amountRequirement)
      throw new ApiFailure('amount_requirement_not_met', 'deposits below the reward requirement', {
        required: toMajor(reward.amountRequirement),
        deposited: toMajor(sum),
      });
  }
  const at = new Date(nowMs);
  const cost = reward.points * input.quantity;
  try {
    return await db.transaction(async (tx) => {
      // The member's points row first (the order of every points change), then the reward's stock.
      await tx.insert(memberPoints).values({ memberId: member.id, merchantId: merchant.id }).onConflictDoNothing();
      await tx.select({ id: memberPoints.memberId }).from(memberPoints).where(eq(memberPoints.memberId, member.id)).for('update');
      const [inserted] = await tx
        .insert(pointRedemptions)
        .values({
          merchantId: merchant.id,
          memberId: member.id,
          rewardId: reward.id,
          quantity: input.quantity,
          points: cost,
          cashAmount: reward.cashAmount * input.quantity,
          status: 'applying',
          requestId: input.requestId,
          requestHash: hash,
          receiver:
            reward.kind === 'item'
              ? { name: input.receiverName ?? '', address: input.address ?? '', mobile: input.mobileNum ?? '' }
              : {},
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return null;
      if (reward.perMemberLimit !== null) {
        const [taken] = await tx
          .select({ n: sql<string>`coalesce(sum(${pointRedemptions.quantity}), 0)` })
          .from(pointRedemptions)
          .where(and(eq(pointRedemptions.memberId, member.id), eq(pointRedemptions.rewardId, reward.id), sql`${pointRedemptions.status} <> 'rejected'`));
        if (Number(taken?.n ?? 0) > reward.perMemberLimit)
          throw new ApiFailure('reward_limit_reached', 'the limit per member is reached', { limit: reward.perMemberLimit });
      }
      if (reward.stock !== null) {
        const [left] = await tx
          .update(pointRewards)
          .set({ stock: sql`${pointRewards.stock} - ${input.quantity}` })
          .where(and(eq(pointRewards.id, reward.id), sql`${pointRewards.stock} >= ${input.quantity}`))
          .returning({ stock: pointRewards.stock });
        if (!left) throw new ApiFailure('reward_unavailable', 'not enough of this reward left', { stock: reward.stock });
      }
      const { balance } = await applyPoints(tx, member.id, merchant.id, [
        {
          merchantId: merchant.id,
          memberId: member.id,
          source: 'redeem',
          amount: -cost,
          reference: `redeem:${inserted.id}`,
          detail: { redemptionId: inserted.id, rewardId: reward.id, quantity: input.quantity },
          at,
        },
      ]);
      return { redemption: redemptionAnswer(inserted, reward, language), points: toMajor(balance) };
    }).then(async (result) => result ?? (await repeat()) ?? Promise.reject(new Error('redemption vanished')));
  } catch (error) {
    // A parallel duplicate that lost the race on the request id: the winner's answer.
    const raced = error instanceof ApiFailure ? null : await repeat().catch(() => null);
    if (raced) return raced;
    throw error;
  }
}

export async function redeemedList(db: Database, member: Member, input: RequestOf<'redeemedPointList'>, language: string) {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? 20;
  const where = and(eq(pointRedemptions.memberId, member.id), input.status ? eq(pointRedemptions.status, input.status) : undefined);
  const [total] = await db.select({ n: count() }).from(pointRedemptions).where(where);
  const rows = await db
    .select({ redemption: pointRedemptions, reward: pointRewards })
    .from(pointRedemptions)
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .where(where)
    .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { list: rows.map((r) => redemptionAnswer(r.redemption, r.reward, language)), pageNo, total: Number(total?.n ?? 0) };
}

/**
 * Converts whole points to money: the payment password, then one transaction (main wallet, cash, then the points:
 * the deposit's lock order) that spends the points and credits the main wallet, both under the request's key.
 */
export async function convertPoints(db: Database, merchant: Merchant, member: Member, input: RequestOf<'convertPoints'>, nowMs: number) {
  assertRealMember(member);
  const rules = pointRules(merchant);
  if (input.points < rules.minConvert)
    throw new ApiFailure('amount_out_of_range', `convert at least ${rules.minConvert} points`, { min: rules.minConvert, max: null });
  const key = `points:convert:${merchant.id}:${member.id}:${input.requestId}`;
  const hash = contentHash({ points: input.points });
  const credited = Math.floor(input.points * 100 * rules.convertRate);
  if (credited <= 0) throw new ApiFailure('amount_out_of_range', 'too few points for any money', { min: rules.minConvert, max: null });
  const previous = async (executor: Database | Tx = db) => {
    const result = await executor.execute(sql`select result, request_hash, member_id from ledger_transactions where idempotency_key = ${key}`);
    const row = (result as unknown as { rows: { result: unknown; request_hash: string; member_id: number }[] }).rows[0];
    if (!row) return null;
    if (row.request_hash !== hash) throw new ApiFailure('request_conflict', 'this request id was already used for a different request');
    return (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as { points: number; credited: number; balance: number };
  };
  const first = await previous();
  if (first) return first;
  await verifyPaymentPassword(db, merchant, member.id, input.paymentPassword, nowMs);
  await ensureAccount(db, merchant.id, member.id, MAIN_WALLET);
  await ensureAccount(db, merchant.id, null, CASH);
  const at = new Date(nowMs);
  try {
    return await db.transaction(async (tx) => {
      const main = await lockAccount(tx, merchant.id, member.id, MAIN_WALLET);
      const repeated = await previous(tx);
      if (repeated) return repeated;
      const cash = await lockAccount(tx, merchant.id, null, CASH);
      const { balance: points, applied } = await applyPoints(tx, member.id, merchant.id, [
        {
          merchantId: merchant.id,
          memberId: member.id,
          source: 'convert',
          amount: -input.points * 100,
          reference: `convert:${member.id}:${input.requestId}`,
          detail: { credited: toMajor(credited) },
          at,
        },
      ]);
      if (applied === 0) throw new ApiFailure('request_conflict', 'this request id was already used');
      const answer = { points: toMajor(points), credited: toMajor(credited), balance: toMajor(main.balance + credited) };
      await post(
        tx,
        { merchantId: merchant.id, memberId: member.id, kind: 'points_convert', idempotencyKey: key, requestHash: hash, result: answer, at },
        [
          { accountId: main.id, amount: credited },
          { accountId: cash.id, amount: -credited },
        ],
      );
      return answer;
    });
  } catch (error) {
    const raced = error instanceof ApiFailure && error.code !== 'request_conflict' ? null : await previous().catch(() => null);
    if (raced) return raced;
    throw error;
  }
}

export async function transactionDetail(db: Database, member: Member, input: RequestOf<'memberTransactionDetail'>) {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? 20;
  const conditions: (SQL | undefined)[] = [eq(pointLedger.memberId, member.id)];
  if (input.source) conditions.push(eq(pointLedger.source, input.source));
  if (input.startTime !== undefined) conditions.push(gte(pointLedger.createdAt, new Date(input.startTime)));
  if (input.endTime !== undefined) conditions.push(lte(pointLedger.createdAt, new Date(input.endTime)));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(pointLedger).where(where);
  const rows = await db
    .select()
    .from(pointLedger)
    .where(where)
    .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map((row) => ({
      id: row.id,
      source: row.source as PointLedgerSource,
      points: toMajor(row.amount),
      balance: toMajor(row.balanceAfter),
      createdAt: row.createdAt.getTime(),
      detail: (row.detail as Record<string, string | number | null> | null) ?? null,
    })),
    pageNo,
    total: Number(total?.n ?? 0),
  };
}

export async function pointDetails(db: Database, member: Member) {
  const rows = await db
    .select({
      source: pointLedger.source,
      earned: sql<string>`coalesce(sum(case when ${pointLedger.amount} > 0 then ${pointLedger.amount} else 0 end), 0)`,
      spent: sql<string>`coalesce(sum(case when ${pointLedger.amount} < 0 then -${pointLedger.amount} else 0 end), 0)`,
    })
    .from(pointLedger)
    .where(eq(pointLedger.memberId, member.id))
    .groupBy(pointLedger.source)
    .orderBy(asc(pointLedger.source));
  return {
    bySource: rows.map((row) => ({ source: row.source as PointLedgerSource, earned: toMajor(Number(row.earned)), spent: toMajor(Number(row.spent)) })),
  };
}

// ---- the operator's side ------------------------------------------------------------------------------------------

export async function operatorRedemptions(db: Database, status: 'applying' | 'rejected' | 'approved' | null) {
  return db
    .select({ redemption: pointRedemptions, reward: pointRewards })
    .from(pointRedemptions)
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .where(status ? eq(pointRedemptions.status, status) : undefined)
    .orderBy(desc(pointRedemptions.id))
    .limit(100);
}

export type RedemptionDecision =
  | { outcome: 'approved' | 'rejected'; redemption: RedemptionRow }
  | { outcome: 'not_found' }
  | { outcome: 'not_applying'; redemption: RedemptionRow };

/**
 * The operator's decision on an applying redemption, once (a conditional update: a second decision finds it decided).
 * Approving a cash reward credits its money to the main wallet (ledger key `points:reward:<id>`); rejecting gives the
 * points back (`refund:<id>`) and the stock.
 */
export async function decideRedemption(db: Database, id: number, outcome: 'approved' | 'rejected', nowMs: number, remark?: string): Promise<RedemptionDecision> {
  const [found] = await db.select().from(pointRedemptions).where(eq(pointRedemptions.id, id));
  if (!found) return { outcome: 'not_found' };
  if (found.status !== 'applying') return { outcome: 'not_applying', redemption: found };
  const at = new Date(nowMs);
  if (outcome === 'approved' && found.cashAmount > 0) {
    await ensureAccount(db, found.merchantId, found.memberId, MAIN_WALLET);
    await ensureAccount(db, found.merchantId, null, CASH);
  }
  return db.transaction(async (tx) => {
    const main = outcome === 'approved' && found.cashAmount > 0 ? await lockAccount(tx, found.merchantId, found.memberId, MAIN_WALLET) : null;
    const [decided] = await tx
      .update(pointRedemptions)
      .set({ status: outcome, decidedAt: at, remark: remark ?? null })
      .where(and(eq(pointRedemptions.id, id), eq(pointRedemptions.status, 'applying')))
      .returning();
    if (!decided) {
      const [now] = await tx.select().from(pointRedemptions).where(eq(pointRedemptions.id, id));
      return { outcome: 'not_applying' as const, redemption: now ?? found };
    }
    if (main) {
      const cash = await lockAccount(tx, found.merchantId, null, CASH);
      await post(
        tx,
        {
          merchantId: found.merchantId,
          memberId: found.memberId,
          kind: 'points_reward',
          idempotencyKey: `points:reward:${id}`,
          result: { redemptionId: id, balance: main.balance + found.cashAmount },
          at,
        },
        [
          { accountId: main.id, amount: found.cashAmount },
          { accountId: cash.id, amount: -found.cashAmount },
        ],
      );
    }
    if (outcome === 'rejected') {
      await applyPoints(tx, found.memberId, found.merchantId, [
        {
          merchantId: found.merchantId,
          memberId: found.memberId,
          source: 'refund',
          amount: found.points,
          reference: `refund:${id}`,
          detail: { redemptionId: id },
          at,
        },
      ]);
      await tx
        .update(pointRewards)
        .set({ stock: sql`${pointRewards.stock} + ${found.quantity}` })
        .where(and(eq(pointRewards.id, found.rewardId), sql`${pointRewards.stock} is not null`));
    }
    return { outcome, redemption: decided };
  });
}
