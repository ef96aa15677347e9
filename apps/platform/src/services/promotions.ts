/**
 * The promotion engine (issue 15): categories, the list and detail with each member's activity status (SPEC §4), and
 * the four kinds a promotion can be:
 * - depositBonus: a percentage of the credited deposit up to a cap, with a turnover multiple, on the member's first
 *   deposit or on any deposit, once per member and promotion. `join: 'apply'` asks the member to join before
 *   depositing (the sites' "apply before depositing"); `auto` grants it on the first qualifying deposit. Granted by the
 *   deposit reaction (services/events.ts) inside the crediting transaction, with the reference
 *   `promo:<id>:deposit:<orderNo>`, so it commits or rolls back with the deposit.
 * - signUp: the member applies with a comment (<= 140 characters) and up to 3 png/jpg images; the operator approves
 *   (the bonus is granted once, reference `promo:<id>:member:<memberId>`) or rejects (`pnpm platform promotion ...`).
 * - raffle: one ticket per member during the period; drawn once at the period's end by a scheduled job (prizes go to
 *   tickets picked at random, each credited under `promo:<id>:raffle:<entryId>`).
 * - contactBonus: the Zalo/WhatsApp bonus of SPEC §8, at most ZALO_REWARD_MAX, claimed once a Zalo or WhatsApp number
 *   is on the member's profile; one bonus per member and per number (another account with the same number is refused).
 *
 * Every member action is idempotent by the unique (promotion, member) entry: the same join, request, ticket or claim
 * again, in sequence or in parallel, answers the first (`repeated: true`) and moves nothing. Every grant goes through
 * `creditBonus` (a bonus-details row, the ledger, the turnover requirement), in the same transaction as the entry's
 * state change, so a grant and its state happen together and once.
 */
import { randomInt } from 'node:crypto';
import {
  COMMENT_MAX_LENGTH,
  UPLOAD_LIMITS,
  ZALO_REWARD_MAX,
  isFeatureEnabled,
  isTrialAccount,
  type ActivityStatus,
} from '@croupier/contract';
import sanitizeHtml from 'sanitize-html';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db';
import {
  depositOrders,
  memberVip,
  members,
  merchants,
  promotionCategories,
  promotionEntries,
  promotionImages,
  promotions,
  type Member,
  type Merchant,
  type PromotionEntryState,
  type PromotionRules,
} from '../db/schema';
import { ApiFailure } from '../failure';
import type { JobQueue } from '../jobs/queue';
import { creditBonus } from './bonuses';
import { contentText } from './contentLanguage';
import type { DepositCredited } from './events';
import { sha256 } from './secrets';
import { imageTypeOf } from './uploads';
import { MAIN_WALLET, ensureAccount, lockAccount, toMajor, type Tx } from './wallet';
import { maskAccount } from './winners';

type PromotionRow = typeof promotions.$inferSelect;
type EntryRow = typeof promotionEntries.$inferSelect;

/** Ended promotions stay listed this long (their statuses: issued, closed...). */
export const LISTED_AFTER_END_MS = 7 * 86_400_000;
export const RAFFLE_DRAW_JOB = 'promotion.raffle.draw';
export const RAFFLE_DRAW_SWEEP = 'promotion.raffle.sweep';
export const RAFFLE_SWEEP_SECONDS = 30;
const DAY_MS = 86_400_000;

// ---- content ---------------------------------------------------------------------------------------------------------

/** The tags, attributes and URL schemes promotion content may use; everything else is dropped (scripts with their text). */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'mark', 'span', 'ul', 'ol', 'li',
    'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img', 'time', 'blockquote',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    time: ['datetime'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Promotion content as stored and served: sanitized HTML (the platform never stores or serves what it did not clean). */
export const sanitizeContent = (html: string): string => sanitizeHtml(html, SANITIZE);

/** A promotion's text in the request's content language (services/contentLanguage.ts). */
export function localized(texts: Record<string, string>, language: string, what: string): string {
  return contentText(texts, language, what);
}

// ---- who may take part -----------------------------------------------------------------------------------------------

/**
 * The member's VIP level (rank): the level the VIP job last gave the member (services/vip.ts, `member_vip`), 1 before
 * the job first saw the member, as the member info's `clubLabel.rankLevel` reports it. A VIP-only promotion lists as
 * closed for members below its levels. `setVipLevelSource` lets a test answer instead.
 */
type VipLevelSource = (db: Database | Tx, member: Pick<Member, 'id' | 'merchantId' | 'type'>) => Promise<number>;
const recordedVipLevel: VipLevelSource = async (db, member) => {
  const [row] = await db.select({ level: memberVip.level }).from(memberVip).where(eq(memberVip.memberId, member.id));
  return row?.level ?? 1;
};
let vipLevelSource: VipLevelSource = recordedVipLevel;
export function setVipLevelSource(source: VipLevelSource): void {
  vipLevelSource = source;
}

interface MemberFacts {
  member: Pick<Member, 'id' | 'merchantId' | 'type' | 'createdAt' | 'profile'>;
  vipLevel: number;
  paidDeposits: number;
}

async function memberFacts(db: Database | Tx, member: MemberFacts['member']): Promise<MemberFacts> {
  const [paid] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, member.id), eq(depositOrders.status, 'paid')));
  return { member, vipLevel: await vipLevelSource(db, member), paidDeposits: Number(paid?.n ?? 0) };
}

/** Whether the member is in the promotion's target (trial accounts never are). */
function inTarget(p: PromotionRow, facts: MemberFacts, now: number): boolean {
  if (isTrialAccount(facts.member.type)) return false;
  if (p.target === 'vip') return p.vipLevels.includes(facts.vipLevel);
  if (p.target === 'newMembers') return now - facts.member.createdAt.getTime() <= (p.newMemberDays ?? 0) * DAY_MS;
  return true;
}

/** A deposit bonus of the first deposit is for members who have not deposited yet (before the deposit is credited). */
function eligible(p: PromotionRow, facts: MemberFacts | null, now: number): boolean {
  if (!facts) return true;
  if (!inTarget(p, facts, now)) return false;
  if (p.kind === 'depositBonus' && p.rules.deposit === 'first' && facts.paidDeposits > 0) return false;
  return true;
}

/** The Zalo (preferred) or WhatsApp number on the member's profile, digits only; null without one. */
export function contactNumberOf(profile: Record<string, string>): string | null {
  for (const field of ['zalo', 'whatsapp']) {
    const digits = (profile[field] ?? '').replace(/[^0-9]/g, '');
    if (digits.length >= 6) return digits;
  }
  return null;
}

// ---- statuses --------------------------------------------------------------------------------------------------------

/** The activity status of SPEC §4 for a member's entry (or none) in a promotion at `now`. */
export function activityStatus(p: PromotionRow, entry: Pick<EntryRow, 'state'> | null, isEligible: boolean, now: number): ActivityStatus {
  const ended = now >= p.endsAt.getTime();
  if (entry) {
    const byState: Record<PromotionEntryState, ActivityStatus> = {
      joined: ended ? 'closed' : 'joined',
      applying: 'applying',
      rejected: 'rejected',
      issued: 'issued',
      claimed: 'claimed',
      ticket: ended ? 'inProcess' : 'claimed',
      won: 'issued',
      lost: 'closed',
    };
    return byState[entry.state];
  }
  if (now < p.startsAt.getTime()) return 'comingSoon';
  if (ended || !isEligible) return 'closed';
  switch (p.kind) {
    case 'depositBonus':
      // Automatic ones need nothing from the member: signed up already.
      return p.rules.join === 'auto' ? 'joined' : 'join';
    case 'signUp':
      return 'join';
    case 'raffle':
    case 'contactBonus':
      return 'claim';
  }
}

// ---- views -----------------------------------------------------------------------------------------------------------

const major = (minor: number | null | undefined) => (minor === null || minor === undefined ? null : toMajor(minor));

function rulesView(p: PromotionRow) {
  const r = p.rules;
  return {
    ...(r.deposit ? { deposit: r.deposit } : {}),
    ...(r.join ? { join: r.join } : {}),
    ...(r.percent !== undefined ? { percent: r.percent } : {}),
    ...(r.maxBonus !== undefined ? { maxBonus: toMajor(r.maxBonus) } : {}),
    ...(r.minDeposit !== undefined ? { minDeposit: toMajor(r.minDeposit) } : {}),
    ...(r.amount !== undefined ? { amount: toMajor(r.amount) } : {}),
    ...(r.prizes ? { prizes: r.prizes.map((prize) => ({ amount: toMajor(prize.amount), count: prize.count })) } : {}),
    turnoverMultiple: r.turnoverMultiple,
  };
}

const ticketNoOf = (p: { id: number }, entryId: number) => `R${p.id}-${String(entryId).padStart(6, '0')}`;

function entryView(p: PromotionRow, entry: EntryRow, images: number, now: number) {
  return {
    id: entry.id,
    status: activityStatus(p, entry, true, now),
    createdAt: entry.createdAt.getTime(),
    bonusAmount: major(entry.bonusAmount),
    comment: entry.comment,
    rejectReason: entry.rejectReason,
    ticketNo: entry.ticketNo,
    prize: major(entry.prize),
    images,
  };
}

function summaryView(p: PromotionRow, categoryCode: string, language: string, entry: EntryRow | null, isEligible: boolean, now: number) {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind,
    categoryId: p.categoryId,
    categoryCode,
    title: localized(p.titles, language, `promotion ${p.code} title`),
    summary: localized(p.summaries, language, `promotion ${p.code} summary`),
    imageUrl: p.imageUrl,
    target: p.target,
    vipLevels: p.vipLevels,
    newMemberDays: p.newMemberDays,
    startTime: p.startsAt.getTime(),
    endTime: p.endsAt.getTime(),
    status: activityStatus(p, entry, isEligible, now),
    eligible: isEligible,
    rules: rulesView(p),
  };
}

export interface PromotionQuery {
  categoryId?: number | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

const listed = (merchantId: number, now: number) =>
  and(eq(promotions.merchantId, merchantId), eq(promotions.enabled, true), gt(promotions.endsAt, new Date(now - LISTED_AFTER_END_MS)));

export async function promotionCategoryList(db: Database, merchant: Merchant, language: string, now: number) {
  const rows = await db
    .select({
      id: promotionCategories.id,
      code: promotionCategories.code,
      names: promotionCategories.names,
      count: sql<number>`(select count(*) from promotions p where p.category_id = ${promotionCategories.id} and p.enabled and p.ends_at > ${new Date(now)})`.mapWith(Number),
    })
    .from(promotionCategories)
    .where(eq(promotionCategories.merchantId, merchant.id))
    .orderBy(asc(promotionCategories.sort), asc(promotionCategories.id));
  return rows.map((row) => ({ id: row.id, code: row.code, name: localized(row.names, language, `promotion category ${row.code}`), count: row.count }));
}

async function entriesOf(db: Database | Tx, memberId: number, promotionIds: number[]): Promise<Map<number, EntryRow>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.memberId, memberId), inArray(promotionEntries.promotionId, promotionIds)));
  return new Map(rows.map((row) => [row.promotionId, row]));
}

/** The list: current and coming promotions first (by sort, then newest start), then those ended within 7 days. */
export async function listPromotions(
  db: Database,
  input: { merchant: Merchant; member: Member | null; language: string; query: PromotionQuery; now: number },
) {
  const { merchant, member, language, query, now } = input;
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where = and(listed(merchant.id, now), query.categoryId ? eq(promotions.categoryId, query.categoryId) : undefined);
  const [total] = await db.select({ n: count() }).from(promotions).where(where);
  const rows = await db
    .select({ promotion: promotions, categoryCode: promotionCategories.code })
    .from(promotions)
    .innerJoin(promotionCategories, eq(promotionCategories.id, promotions.categoryId))
    .where(where)
    .orderBy(sql`(${promotions.endsAt} <= ${new Date(now)})`, asc(promotions.sort), desc(promotions.startsAt), asc(promotions.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const facts = member ? await memberFacts(db, member) : null;
  const entries = member ? await entriesOf(db, member.id, rows.map((r) => r.promotion.id)) : new Map<number, EntryRow>();
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map(({ promotion: p, categoryCode }) =>
      summaryView(p, categoryCode, language, entries.get(p.id) ?? null, eligible(p, facts, now), now),
    ),
    pageNo,
    pageSize,
    totalPages: Math.max(1, Math.ceil(n / pageSize)),
    total: n,
  };
}

async function findPromotion(db: Database | Tx, merchantId: number, promotionId: number): Promise<PromotionRow> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, promotionId), eq(promotions.merchantId, merchantId), eq(promotions.enabled, true)));
  if (!row) throw new ApiFailure('promotion_not_found', 'no such promotion');
  return row;
}

async function imageCount(db: Database | Tx, entryId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(promotionImages).where(eq(promotionImages.entryId, entryId));
  return Number(row?.n ?? 0);
}

export async function promotionDetail(
  db: Database,
  input: { merchant: Merchant; member: Member | null; language: string; promotionId: number; now: number },
) {
  const { merchant, member, language, now } = input;
  const p = await findPromotion(db, merchant.id, input.promotionId);
  const [category] = await db.select({ code: promotionCategories.code }).from(promotionCategories).where(eq(promotionCategories.id, p.categoryId));
  const facts = member ? await memberFacts(db, member) : null;
  const entry = member ? ((await entriesOf(db, member.id, [p.id])).get(p.id) ?? null) : null;
  const [tickets] =
    p.kind === 'raffle'
      ? await db.select({ n: count() }).from(promotionEntries).where(eq(promotionEntries.promotionId, p.id))
      : [null];
  return {
    ...summaryView(p, category?.code ?? '', language, entry, eligible(p, facts, now), now),
    content: sanitizeContent(localized(p.contents, language, `promotion ${p.code} content`)),
    entry: entry ? entryView(p, entry, await imageCount(db, entry.id), now) : null,
    tickets: tickets ? Number(tickets.n) : null,
    drawnAt: p.drawnAt?.getTime() ?? null,
  };
}

// ---- member actions --------------------------------------------------------------------------------------------------

/** Refuses an action outside the period or the target. */
function assertOpen(p: PromotionRow, facts: MemberFacts, now: number): void {
  if (now < p.startsAt.getTime()) throw new ApiFailure('promotion_not_started', 'the promotion has not started');
  if (now >= p.endsAt.getTime()) throw new ApiFailure('promotion_closed', 'the promotion has ended');
  if (!eligible(p, facts, now)) throw new ApiFailure('promotion_not_eligible', 'the member is not in the promotion target');
}

async function actionAnswer(db: Database | Tx, p: PromotionRow, entry: EntryRow, repeated: boolean, now: number) {
  const view = entryView(p, entry, await imageCount(db, entry.id), now);
  return { promotionId: p.id, status: view.status, entry: view, repeated };
}

/** The member's existing entry, as a repeat when it is of the state this action makes, else a refusal. */
async function existingEntry(db: Database | Tx, p: PromotionRow, memberId: number, states: readonly PromotionEntryState[], now: number) {
  const entry = (await entriesOf(db, memberId, [p.id])).get(p.id);
  if (!entry) throw new Error(`promotion ${p.id}: entry of member ${memberId} conflicted and is not readable`);
  if (!states.includes(entry.state)) throw new ApiFailure('promotion_already_entered', 'already taken part');
  return actionAnswer(db, p, entry, true, now);
}

const bonusRemark = (p: PromotionRow) => localized(p.titles, 'EN', `promotion ${p.code} title`).slice(0, 200);

/** Credits an entry's bonus (in the caller's transaction) and records it on the entry. */
async function grant(tx: Tx, p: PromotionRow, entryId: number, memberId: number, amount: number, reference: string, at: Date) {
  const credit = await creditBonus(tx, {
    merchantId: p.merchantId,
    memberId,
    source: 'promotion',
    amount,
    turnoverMultiple: p.rules.turnoverMultiple,
    reference,
    remark: bonusRemark(p),
    at,
  });
  await tx.update(promotionEntries).set({ bonusId: credit.bonusId, bonusAmount: amount }).where(eq(promotionEntries.id, entryId));
  return credit;
}

/**
 * The reward centre (REWCEN3) is the merchant's switch of every promotion a member takes part in: off, joins, raffle
 * tickets and sign-up requests are refused (`feature_not_enabled`) and deposits pay no deposit bonus.
 */
export const rewardCentreOn = (merchant: Pick<Merchant, 'features'>): boolean => isFeatureEnabled(merchant.features, 'REWCEN3');

function assertRewardCentre(merchant: Pick<Merchant, 'features'>): void {
  if (!rewardCentreOn(merchant)) throw new ApiFailure('feature_not_enabled', 'the reward centre is not enabled');
}

/** Join a deposit bonus that asks to apply before depositing, or claim the Zalo/WhatsApp bonus. */
export async function joinPromotion(
  db: Database,
  input: { merchant: Merchant; member: Member; promotionId: number; requestId?: string | undefined; now: number },
) {
  const { merchant, member, now } = input;
  assertRewardCentre(merchant);
  const p = await findPromotion(db, merchant.id, input.promotionId);
  const at = new Date(now);
  const facts = await memberFacts(db, member);
  if (p.kind === 'depositBonus' && p.rules.join === 'apply') {
    const known = (await entriesOf(db, member.id, [p.id])).get(p.id);
    if (known) return existingEntry(db, p, member.id, ['joined', 'issued'], now);
    assertOpen(p, facts, now);
    const [inserted] = await db
      .insert(promotionEntries)
      .values({ promotionId: p.id, merchantId: merchant.id, memberId: member.id, state: 'joined', requestId: input.requestId ?? null, createdAt: at })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return existingEntry(db, p, member.id, ['joined', 'issued'], now);
    return actionAnswer(db, p, inserted, false, now);
  }
  if (p.kind === 'contactBonus') {
    const known = (await entriesOf(db, member.id, [p.id])).get(p.id);
    if (known) return existingEntry(db, p, member.id, ['claimed'], now);
    assertOpen(p, facts, now);
    const [fresh] = await db.select({ profile: members.profile }).from(members).where(eq(members.id, member.id));
    const contact = contactNumberOf(fresh?.profile ?? {});
    if (!contact) throw new ApiFailure('contact_number_required', 'add a Zalo or WhatsApp number to the profile first');
    const amount = Math.min(p.rules.amount ?? 0, ZALO_REWARD_MAX * 100);
    if (amount <= 0) throw new ApiFailure('promotion_action_invalid', 'this promotion has no bonus');
    await ensureAccount(db, merchant.id, member.id, MAIN_WALLET);
    const answer = await db.transaction(async (tx) => {
      // The member's wallet first (the ledger's lock order), then the entry: its unique keys (member, number) decide.
      await lockAccount(tx, merchant.id, member.id, MAIN_WALLET);
      const [inserted] = await tx
        .insert(promotionEntries)
        .values({ promotionId: p.id, merchantId: merchant.id, memberId: member.id, state: 'claimed', contact, requestId: input.requestId ?? null, createdAt: at })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return null;
      await grant(tx, p, inserted.id, member.id, amount, `promo:${p.id}:member:${member.id}`, at);
      return inserted.id;
    });
    if (answer === null) {
      const mine = (await entriesOf(db, member.id, [p.id])).get(p.id);
      if (!mine) throw new ApiFailure('contact_number_used', 'this number already earned the bonus');
      return existingEntry(db, p, member.id, ['claimed'], now);
    }
    const [entry] = await db.select().from(promotionEntries).where(eq(promotionEntries.id, answer));
    return actionAnswer(db, p, entry!, false, now);
  }
  throw new ApiFailure('promotion_action_invalid', `a ${p.kind} promotion is not joined with this call`);
}

/** Claims the member's raffle ticket (one per member), then has the draw scheduled at the period's end. */
export async function claimRaffleTicket(
  db: Database,
  input: { merchant: Merchant; member: Member; promotionId: number; requestId?: string | undefined; now: number; jobs?: Pick<JobQueue, 'enqueue'> | undefined },
) {
  const { merchant, member, now } = input;
  assertRewardCentre(merchant);
  const p = await findPromotion(db, merchant.id, input.promotionId);
  if (p.kind !== 'raffle') throw new ApiFailure('promotion_action_invalid', 'not a raffle');
  const known = (await entriesOf(db, member.id, [p.id])).get(p.id);
  if (known) return existingEntry(db, p, member.id, ['ticket', 'won', 'lost'], now);
  assertOpen(p, await memberFacts(db, member), now);
  const entry = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(promotionEntries)
      .values({ promotionId: p.id, merchantId: merchant.id, memberId: member.id, state: 'ticket', requestId: input.requestId ?? null, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null;
    const [numbered] = await tx
      .update(promotionEntries)
      .set({ ticketNo: ticketNoOf(p, inserted.id) })
      .where(eq(promotionEntries.id, inserted.id))
      .returning();
    return numbered ?? null;
  });
  if (!entry) return existingEntry(db, p, member.id, ['ticket', 'won', 'lost'], now);
  await input.jobs?.enqueue(RAFFLE_DRAW_JOB, { promotionId: p.id }, { key: `raffle:${p.id}`, runAt: p.endsAt });
  return actionAnswer(db, p, entry, false, now);
}

export async function raffleStatus(db: Database, input: { merchant: Merchant; member: Member; promotionId: number; now: number }) {
  const { merchant, member, now } = input;
  assertRewardCentre(merchant);
  const p = await findPromotion(db, merchant.id, input.promotionId);
  if (p.kind !== 'raffle') throw new ApiFailure('promotion_action_invalid', 'not a raffle');
  const entry = (await entriesOf(db, member.id, [p.id])).get(p.id) ?? null;
  const [tickets] = await db.select({ n: count() }).from(promotionEntries).where(eq(promotionEntries.promotionId, p.id));
  const winners = p.drawnAt
    ? await db
        .select({ account: members.account, ticketNo: promotionEntries.ticketNo, prize: promotionEntries.prize })
        .from(promotionEntries)
        .innerJoin(members, eq(members.id, promotionEntries.memberId))
        .where(and(eq(promotionEntries.promotionId, p.id), eq(promotionEntries.state, 'won')))
        .orderBy(desc(promotionEntries.prize), asc(promotionEntries.id))
        .limit(100)
    : [];
  const facts = await memberFacts(db, member);
  return {
    promotionId: p.id,
    status: activityStatus(p, entry, eligible(p, facts, now), now),
    ticketNo: entry?.ticketNo ?? null,
    tickets: Number(tickets?.n ?? 0),
    endTime: p.endsAt.getTime(),
    drawnAt: p.drawnAt?.getTime() ?? null,
    prize: p.drawnAt && entry ? toMajor(entry.prize ?? 0) : null,
    winners: winners.map((w) => ({ account: maskAccount(w.account), ticketNo: w.ticketNo ?? '', prize: toMajor(w.prize ?? 0) })),
  };
}

/** The images of a request, checked as the deposit receipts are: at most 3, png or jpg by content, 5 MB each. */
function checkImages(files: readonly { data: Buffer }[]) {
  if (files.length > UPLOAD_LIMITS.maxFiles)
    throw new ApiFailure('upload_too_many', `at most ${UPLOAD_LIMITS.maxFiles} images`, { max: UPLOAD_LIMITS.maxFiles });
  const typed = files.map((file) => ({ data: file.data, type: imageTypeOf(file.data) }));
  if (typed.some((file) => file.type === null)) throw new ApiFailure('upload_type_invalid', 'PNG or JPEG images only');
  if (typed.some((file) => file.data.length > UPLOAD_LIMITS.maxBytes))
    throw new ApiFailure('upload_too_large', `each image takes at most ${UPLOAD_LIMITS.maxBytes} bytes`, { maxBytes: UPLOAD_LIMITS.maxBytes });
  return typed;
}

/** A sign-up request: a comment and up to 3 images, reviewed by the operator. */
export async function signUpRequest(
  db: Database,
  input: { merchant: Merchant; member: Member; promotionId: number; comment?: string | undefined; files: readonly { data: Buffer }[]; now: number },
) {
  const { merchant, member, now } = input;
  assertRewardCentre(merchant);
  const comment = input.comment?.trim() || null;
  if (comment && comment.length > COMMENT_MAX_LENGTH)
    throw new ApiFailure('validation_failed', `at most ${COMMENT_MAX_LENGTH} characters`, { issues: [{ path: ['comment'], message: `at most ${COMMENT_MAX_LENGTH} characters` }] });
  const images = checkImages(input.files);
  const p = await findPromotion(db, merchant.id, input.promotionId);
  if (p.kind !== 'signUp') throw new ApiFailure('promotion_action_invalid', 'not a sign-up promotion');
  const known = (await entriesOf(db, member.id, [p.id])).get(p.id);
  if (known) return existingEntry(db, p, member.id, ['applying'], now);
  assertOpen(p, await memberFacts(db, member), now);
  const at = new Date(now);
  const entry = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(promotionEntries)
      .values({ promotionId: p.id, merchantId: merchant.id, memberId: member.id, state: 'applying', comment, createdAt: at })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null;
    if (images.length > 0)
      await tx.insert(promotionImages).values(
        images.map((file) => ({
          entryId: inserted.id,
          contentType: file.type ?? 'application/octet-stream',
          size: file.data.length,
          sha256: sha256(file.data.toString('latin1')),
          data: file.data,
          createdAt: at,
        })),
      );
    return inserted;
  });
  if (!entry) return existingEntry(db, p, member.id, ['applying'], now);
  return actionAnswer(db, p, entry, false, now);
}

export async function promotionClaimList(
  db: Database,
  input: { member: Member; language: string; query: { pageNo?: number | undefined; pageSize?: number | undefined }; now: number },
) {
  const { member, language, now } = input;
  const pageNo = input.query.pageNo ?? 1;
  const pageSize = input.query.pageSize ?? 20;
  const [total] = await db.select({ n: count() }).from(promotionEntries).where(eq(promotionEntries.memberId, member.id));
  const rows = await db
    .select({
      entry: promotionEntries,
      promotion: promotions,
      images: sql<number>`(select count(*) from promotion_images i where i.entry_id = ${promotionEntries.id})`.mapWith(Number),
    })
    .from(promotionEntries)
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .where(eq(promotionEntries.memberId, member.id))
    .orderBy(desc(promotionEntries.createdAt), desc(promotionEntries.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map(({ entry, promotion, images }) => ({
      ...entryView(promotion, entry, images, now),
      promotionId: promotion.id,
      kind: promotion.kind,
      title: localized(promotion.titles, language, `promotion ${promotion.code} title`),
    })),
    pageNo,
    pageSize,
    totalPages: Math.max(1, Math.ceil(n / pageSize)),
    total: n,
  };
}

// ---- the deposit reaction --------------------------------------------------------------------------------------------

/** The bonus of a deposit under a deposit-bonus promotion's rules, minor units (0: none). */
export function depositBonusAmount(rules: PromotionRules, creditAmount: number): number {
  if (creditAmount < (rules.minDeposit ?? 0)) return 0;
  const raw = Math.floor((creditAmount * Math.round((rules.percent ?? 0) * 100)) / 10_000);
  return Math.max(0, Math.min(raw, rules.maxBonus ?? raw));
}

/**
 * services/events.ts: a credited deposit, inside its transaction (the member's main wallet is locked). Each open
 * deposit-bonus promotion the member qualifies for pays once: `apply` ones move the member's `joined` entry to
 * `issued` (a conditional update), `auto` ones insert an `issued` entry (the unique key); only the statement that made
 * the change credits the bonus, under `promo:<id>:deposit:<orderNo>`. Nothing at a merchant whose reward centre
 * (REWCEN3) is off.
 */
export async function promotionDepositReaction(tx: Tx, event: DepositCredited): Promise<void> {
  const [merchant] = await tx.select({ features: merchants.features }).from(merchants).where(eq(merchants.id, event.merchantId));
  if (!merchant || !rewardCentreOn(merchant)) return;
  const open = await tx
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, event.merchantId),
        eq(promotions.enabled, true),
        eq(promotions.kind, 'depositBonus'),
        lte(promotions.startsAt, event.at),
        gt(promotions.endsAt, event.at),
      ),
    )
    .orderBy(asc(promotions.sort), asc(promotions.id));
  if (open.length === 0) return;
  const [member] = await tx.select().from(members).where(eq(members.id, event.memberId));
  if (!member) return;
  const vipLevel = await vipLevelSource(tx, member);
  // The deposit being credited is counted already: the first deposit is number 1.
  const facts: MemberFacts = { member, vipLevel, paidDeposits: event.depositNumber - 1 };
  for (const p of open) {
    if (!eligible(p, facts, event.at.getTime())) continue;
    const amount = depositBonusAmount(p.rules, event.creditAmount);
    if (amount <= 0) continue;
    let entryId: number | undefined;
    if (p.rules.join === 'auto') {
      const [inserted] = await tx
        .insert(promotionEntries)
        .values({ promotionId: p.id, merchantId: p.merchantId, memberId: member.id, state: 'issued', comment: event.orderNo, createdAt: event.at, reviewedAt: event.at })
        .onConflictDoNothing()
        .returning({ id: promotionEntries.id });
      entryId = inserted?.id;
    } else {
      const [issued] = await tx
        .update(promotionEntries)
        .set({ state: 'issued', comment: event.orderNo, reviewedAt: event.at })
        .where(and(eq(promotionEntries.promotionId, p.id), eq(promotionEntries.memberId, member.id), eq(promotionEntries.state, 'joined')))
        .returning({ id: promotionEntries.id });
      entryId = issued?.id;
    }
    if (entryId !== undefined) await grant(tx, p, entryId, member.id, amount, `promo:${p.id}:deposit:${event.orderNo}`, event.at);
  }
}

// ---- the operator: sign-up requests ----------------------------------------------------------------------------------

export type ReviewOutcome =
  | { outcome: 'not_found' }
  | { outcome: 'not_applying'; state: PromotionEntryState }
  | { outcome: 'approved'; amount: number; turnover: number; account: string; title: string }
  | { outcome: 'rejected'; account: string; title: string };

/** Sign-up requests, oldest first (default: those waiting for review). */
export async function operatorSignUps(db: Database, state: PromotionEntryState | null, limit: number) {
  return db
    .select({
      entry: promotionEntries,
      promotionCode: promotions.code,
      titles: promotions.titles,
      account: members.account,
      images: sql<number>`(select count(*) from promotion_images i where i.entry_id = ${promotionEntries.id})`.mapWith(Number),
    })
    .from(promotionEntries)
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .where(and(eq(promotions.kind, 'signUp'), state ? eq(promotionEntries.state, state) : undefined))
    .orderBy(asc(promotionEntries.createdAt), asc(promotionEntries.id))
    .limit(limit);
}

/** One image of a request, with its bytes. */
export async function promotionImage(db: Database, imageId: number) {
  const [row] = await db.select().from(promotionImages).where(eq(promotionImages.id, imageId));
  return row ?? null;
}

/**
 * Approves or rejects a sign-up request that is `applying`: one conditional update decides (parallel reviews: the
 * first wins, the others answer `not_applying`); an approval credits the bonus in the same transaction.
 */
export async function reviewSignUp(
  db: Database,
  entryId: number,
  decision: { approve: true } | { approve: false; reason: string | null },
  nowMs: number,
): Promise<ReviewOutcome> {
  const [found] = await db
    .select({ entry: promotionEntries, promotion: promotions, account: members.account })
    .from(promotionEntries)
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .where(and(eq(promotionEntries.id, entryId), eq(promotions.kind, 'signUp')));
  if (!found) return { outcome: 'not_found' };
  const { promotion: p, account } = found;
  const at = new Date(nowMs);
  const title = bonusRemark(p);
  if (!decision.approve) {
    const [rejected] = await db
      .update(promotionEntries)
      .set({ state: 'rejected', rejectReason: decision.reason, reviewedAt: at })
      .where(and(eq(promotionEntries.id, entryId), eq(promotionEntries.state, 'applying')))
      .returning({ id: promotionEntries.id });
    if (!rejected) return { outcome: 'not_applying', state: (await stateOf(db, entryId)) ?? found.entry.state };
    return { outcome: 'rejected', account, title };
  }
  const amount = p.rules.amount ?? 0;
  await ensureAccount(db, p.merchantId, found.entry.memberId, MAIN_WALLET);
  const result = await db.transaction(async (tx) => {
    await lockAccount(tx, p.merchantId, found.entry.memberId, MAIN_WALLET);
    const [approved] = await tx
      .update(promotionEntries)
      .set({ state: 'issued', reviewedAt: at })
      .where(and(eq(promotionEntries.id, entryId), eq(promotionEntries.state, 'applying')))
      .returning({ id: promotionEntries.id });
    if (!approved) return null;
    if (amount <= 0) return { amount: 0, turnover: 0 };
    const credit = await grant(tx, p, entryId, found.entry.memberId, amount, `promo:${p.id}:member:${found.entry.memberId}`, at);
    return { amount: credit.amount, turnover: credit.turnover };
  });
  if (!result) return { outcome: 'not_applying', state: (await stateOf(db, entryId)) ?? found.entry.state };
  return { outcome: 'approved', ...result, account, title };
}

async function stateOf(db: Database, entryId: number): Promise<PromotionEntryState | null> {
  const [row] = await db.select({ state: promotionEntries.state }).from(promotionEntries).where(eq(promotionEntries.id, entryId));
  return row?.state ?? null;
}

// ---- the raffle draw -------------------------------------------------------------------------------------------------

export type DrawOutcome =
  | { outcome: 'not_found' | 'not_due' | 'already_drawn' }
  | { outcome: 'drawn'; tickets: number; winners: number };

/** Prize amounts, best first, one per winning ticket. */
const prizeList = (rules: PromotionRules): number[] =>
  (rules.prizes ?? []).flatMap((prize) => Array.from({ length: Math.max(0, prize.count) }, () => prize.amount)).filter((a) => a > 0);

/**
 * Draws a raffle whose period has ended, once: `drawn_at` is set by a conditional update (the first of any number of
 * parallel draws, on any instance, wins; the others answer `already_drawn`), and in the same transaction the tickets
 * are shuffled, the winners marked and credited (their wallets locked first, in id order), the rest marked lost.
 */
export async function drawRaffle(db: Database, promotionId: number, nowMs: number): Promise<DrawOutcome> {
  const [p] = await db.select().from(promotions).where(and(eq(promotions.id, promotionId), eq(promotions.kind, 'raffle')));
  if (!p) return { outcome: 'not_found' };
  if (p.drawnAt) return { outcome: 'already_drawn' };
  if (p.endsAt.getTime() > nowMs) return { outcome: 'not_due' };
  const at = new Date(nowMs);
  const tickets = await db
    .select({ id: promotionEntries.id, memberId: promotionEntries.memberId })
    .from(promotionEntries)
    .where(eq(promotionEntries.promotionId, p.id));
  for (const ticket of tickets) await ensureAccount(db, p.merchantId, ticket.memberId, MAIN_WALLET);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(promotions)
      .set({ drawnAt: at })
      .where(and(eq(promotions.id, p.id), isNull(promotions.drawnAt), lte(promotions.endsAt, at)))
      .returning({ id: promotions.id });
    if (!claimed) return { outcome: 'already_drawn' as const };
    // Tickets as of the draw (a claim is refused once the period has ended).
    const entries = await tx
      .select({ id: promotionEntries.id, memberId: promotionEntries.memberId })
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, p.id), eq(promotionEntries.state, 'ticket')))
      .orderBy(asc(promotionEntries.id));
    const order = [...entries];
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const prizes = prizeList(p.rules);
    const winners = order.slice(0, prizes.length);
    for (const memberId of [...new Set(winners.map((w) => w.memberId))].sort((a, b) => a - b))
      await lockAccount(tx, p.merchantId, memberId, MAIN_WALLET);
    for (const [i, winner] of winners.entries()) {
      const prize = prizes[i] ?? 0;
      await tx.update(promotionEntries).set({ state: 'won', prize, reviewedAt: at }).where(eq(promotionEntries.id, winner.id));
      await grant(tx, p, winner.id, winner.memberId, prize, `promo:${p.id}:raffle:${winner.id}`, at);
    }
    await tx
      .update(promotionEntries)
      .set({ state: 'lost', prize: 0, reviewedAt: at })
      .where(and(eq(promotionEntries.promotionId, p.id), eq(promotionEntries.state, 'ticket')));
    return { outcome: 'drawn' as const, tickets: entries.length, winners: winners.length };
  });
}

/** Raffles whose period has ended and that are not drawn yet. */
export async function dueRaffles(db: Database, nowMs: number): Promise<number[]> {
  const rows = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.kind, 'raffle'), isNull(promotions.drawnAt), lte(promotions.endsAt, new Date(nowMs))))
    .orderBy(asc(promotions.endsAt));
  return rows.map((row) => row.id);
}

/**
 * The draw job of a raffle (enqueued at its end when the first ticket is claimed), and a sweep that draws any raffle
 * left due (one that nobody enqueued, or whose job ran while the clocks disagreed). Both are idempotent: drawRaffle.
 */
export function registerPromotionJobs(jobs: JobQueue, db: Database, now: () => number): void {
  jobs.register<{ promotionId: number }>(
    RAFFLE_DRAW_JOB,
    async (job) => {
      const id = Number(job.data.promotionId);
      if (!Number.isSafeInteger(id)) return;
      if ((await drawRaffle(db, id, now())).outcome === 'not_due') throw new Error(`raffle ${id}: not ended yet`);
    },
    { retryLimit: 10, retryDelaySeconds: 5, retryDelayMaxSeconds: 300 },
  );
  jobs.every(RAFFLE_DRAW_SWEEP, RAFFLE_SWEEP_SECONDS, async () => {
    for (const id of await dueRaffles(db, now())) await drawRaffle(db, id, now());
  });
}
