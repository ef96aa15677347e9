/**
 * The chat room (SPEC §3 overlays): a merchant's groups, who may read and post in each and why not, plain-text messages,
 * a read cursor per member and group, and the member's launches.
 *
 * - Reading: the member's recorded VIP level (member_vip, 1 without a record) reaches the group's min_vip_level; free-play
 *   accounts read only the groups open to everyone (SPEC: VIP rank above 4 gets the VIP service, so the seeded VIP room
 *   asks for level 5).
 * - Posting: reading, no free-play account, and a paid deposit where the group asks for one.
 * - Sending: the text trimmed, 1..500 characters, no control characters but new lines and tabs; at most 5 messages in
 *   10 s per member (the throttles table, so every instance agrees); idempotent by the member's requestId (a unique
 *   key): the same id with the same text answers the first message, with other text (or another group) request_conflict.
 *   Every refusal comes before anything is written (but the throttle's own lockout).
 * - Unread: messages by others after the member's cursor (0 without one), over the groups the member can read.
 */
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_MIN_LENGTH,
  CHAT_PAGE_DEFAULT,
  CHAT_SEND_LIMIT,
  isTrialAccount,
  type ChatGroupPermission,
  type ChatLaunchResponse,
  type ChatMessage,
  type ChatMessageProblem,
  type ChatMessagesPage,
  type ChatMessagesRequest,
  type ChatReadResponse,
  type ChatRefusalReason,
  type ChatSendRequest,
  type ChatUnreadCountResponse,
} from '@croupier/contract';
import { and, asc, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { chatGroups, chatLaunches, chatMessages, chatReadCursors, depositOrders, memberVip, members, type Member } from '../db/schema';
import { ApiFailure } from '../failure';
import { hit, type ThrottleRule } from './throttle';
import type { Tx } from './wallet';

/** The rooms every merchant gets: a public lobby (posting after a first deposit) and the VIP room (level 5 and up). */
export const DEFAULT_CHAT_GROUPS = [
  { code: 'lobby', minVipLevel: 0, postRequiresDeposit: true, sort: 0 },
  { code: 'vip', minVipLevel: 5, postRequiresDeposit: false, sort: 1 },
] as const;

export const CHAT_SEND_THROTTLE: ThrottleRule = {
  minIntervalMs: 0,
  maxPerWindow: CHAT_SEND_LIMIT.count,
  windowMs: CHAT_SEND_LIMIT.windowMs,
  lockoutMs: CHAT_SEND_LIMIT.windowMs,
};

type ChatMember = Pick<Member, 'id' | 'merchantId' | 'type'>;
type GroupRow = typeof chatGroups.$inferSelect;

/** Creates the merchant's default rooms where missing (seed, merchant sync); keeps existing ones as they are. */
export async function ensureChatGroups(db: Database | Tx, merchantId: number, now: Date): Promise<void> {
  await db
    .insert(chatGroups)
    .values(DEFAULT_CHAT_GROUPS.map((g) => ({ ...g, merchantId, createdAt: now })))
    .onConflictDoNothing({ target: [chatGroups.merchantId, chatGroups.code] });
}

interface MemberStanding {
  vipLevel: number;
  trial: boolean;
  hasDeposit: boolean;
}

async function standingOf(db: Database | Tx, member: ChatMember): Promise<MemberStanding> {
  if (isTrialAccount(member.type)) return { vipLevel: 0, trial: true, hasDeposit: false };
  const [vip] = await db.select({ level: memberVip.level }).from(memberVip).where(eq(memberVip.memberId, member.id));
  const [paid] = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, member.id), eq(depositOrders.status, 'paid')))
    .limit(1);
  return { vipLevel: vip?.level ?? 1, trial: false, hasDeposit: paid !== undefined };
}

function permissionOf(group: GroupRow, standing: MemberStanding): ChatGroupPermission {
  let readRefusal: ChatRefusalReason | null = null;
  if (standing.trial && group.minVipLevel > 0) readRefusal = 'trial_account';
  else if (standing.vipLevel < group.minVipLevel) readRefusal = 'vip_level_required';
  let postRefusal: ChatRefusalReason | null = null;
  if (readRefusal) postRefusal = 'not_readable';
  else if (standing.trial) postRefusal = 'trial_account';
  else if (group.postRequiresDeposit && !standing.hasDeposit) postRefusal = 'deposit_required';
  return {
    groupId: group.id,
    code: group.code,
    minVipLevel: group.minVipLevel,
    canRead: readRefusal === null,
    canPost: postRefusal === null,
    readRefusal,
    postRefusal,
  };
}

async function groupsOf(db: Database | Tx, merchantId: number): Promise<GroupRow[]> {
  return db
    .select()
    .from(chatGroups)
    .where(and(eq(chatGroups.merchantId, merchantId), eq(chatGroups.enabled, true)))
    .orderBy(asc(chatGroups.sort), asc(chatGroups.id));
}

export async function groupPermissions(db: Database, member: ChatMember) {
  const standing = await standingOf(db, member);
  const groups = await groupsOf(db, member.merchantId);
  return { vipLevel: standing.vipLevel, groups: groups.map((g) => permissionOf(g, standing)) };
}

/** The group and the member's permission in it; `not_found` for no enabled group of the member's merchant. */
async function groupFor(db: Database | Tx, member: ChatMember, groupId: number) {
  const [group] = await db
    .select()
    .from(chatGroups)
    .where(and(eq(chatGroups.id, groupId), eq(chatGroups.merchantId, member.merchantId), eq(chatGroups.enabled, true)));
  if (!group) throw new ApiFailure('not_found', 'no such chat group');
  return { group, permission: permissionOf(group, await standingOf(db, member)) };
}

function refuseReading(permission: ChatGroupPermission): void {
  if (!permission.canRead)
    throw new ApiFailure('operation_not_allowed', 'this chat group is not open to the member', {
      reason: permission.readRefusal,
      minVipLevel: permission.minVipLevel,
    });
}

/** Unread per group id: messages by others after the member's cursor. */
async function unreadByGroup(db: Database | Tx, memberId: number, groupIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(groupIds.map((id) => [id, 0]));
  if (groupIds.length === 0) return out;
  const rows = await db
    .select({ groupId: chatMessages.groupId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(chatMessages)
    .leftJoin(chatReadCursors, and(eq(chatReadCursors.groupId, chatMessages.groupId), eq(chatReadCursors.memberId, memberId)))
    .where(
      and(
        sql`${chatMessages.groupId} in (${sql.join(groupIds.map((id) => sql`${id}`), sql`, `)})`,
        ne(chatMessages.memberId, memberId),
        sql`${chatMessages.id} > coalesce(${chatReadCursors.lastReadId}, 0)`,
      ),
    )
    .groupBy(chatMessages.groupId);
  for (const row of rows) out.set(row.groupId, row.n);
  return out;
}

export async function chatUnreadCount(db: Database, member: ChatMember): Promise<ChatUnreadCountResponse> {
  const { groups } = await groupPermissions(db, member);
  const readable = groups.filter((g) => g.canRead).map((g) => g.groupId);
  const unread = await unreadByGroup(db, member.id, readable);
  const list = readable.map((groupId) => ({ groupId, unread: unread.get(groupId) ?? 0 }));
  return { count: list.reduce((sum, g) => sum + g.unread, 0), groups: list };
}

/** The sender's name as others see it: the nickname when the member chose one, else the account masked. */
export function senderName(account: string, nickname: string | null): string {
  const nick = nickname?.trim();
  if (nick && nick.toLowerCase() !== account.toLowerCase()) return nick;
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 5) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

type MessageRow = { id: number; groupId: number; memberId: number; body: string; createdAt: Date; account: string; nickname: string | null };

const messageColumns = {
  id: chatMessages.id,
  groupId: chatMessages.groupId,
  memberId: chatMessages.memberId,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
  account: members.account,
  nickname: members.nickname,
};

function messageAnswer(row: MessageRow, memberId: number): ChatMessage {
  return {
    id: Number(row.id),
    groupId: row.groupId,
    sender: senderName(row.account, row.nickname),
    own: row.memberId === memberId,
    body: row.body,
    createdAt: row.createdAt.getTime(),
  };
}

async function pageOf(db: Database | Tx, memberId: number, groupId: number, query: Omit<ChatMessagesRequest, 'groupId'>): Promise<ChatMessagesPage> {
  const limit = query.limit ?? CHAT_PAGE_DEFAULT;
  const base = eq(chatMessages.groupId, groupId);
  let rows: MessageRow[];
  if (query.after !== undefined) {
    // Newer than `after`, oldest first (what a poll appends).
    rows = await db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(members, eq(members.id, chatMessages.memberId))
      .where(and(base, gt(chatMessages.id, query.after)))
      .orderBy(asc(chatMessages.id))
      .limit(limit);
  } else {
    const newest = await db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(members, eq(members.id, chatMessages.memberId))
      .where(and(base, query.before !== undefined ? lt(chatMessages.id, query.before) : undefined))
      .orderBy(desc(chatMessages.id))
      .limit(limit);
    rows = newest.reverse();
  }
  const first = rows[0];
  let hasOlder = false;
  if (first) {
    const [older] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(base, lt(chatMessages.id, first.id)))
      .limit(1);
    hasOlder = older !== undefined;
  } else if (query.before !== undefined || query.after !== undefined) {
    const bound = query.before ?? (query.after ?? 0) + 1;
    const [older] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(base, lt(chatMessages.id, bound)))
      .limit(1);
    hasOlder = older !== undefined;
  }
  return { groupId, list: rows.map((r) => messageAnswer(r, memberId)), hasOlder };
}

export async function listChatMessages(db: Database, member: ChatMember, query: ChatMessagesRequest): Promise<ChatMessagesPage> {
  const { permission } = await groupFor(db, member, query.groupId);
  refuseReading(permission);
  return pageOf(db, member.id, query.groupId, query);
}

async function cursorOf(db: Database | Tx, memberId: number, groupId: number): Promise<number> {
  const [row] = await db
    .select({ lastReadId: chatReadCursors.lastReadId })
    .from(chatReadCursors)
    .where(and(eq(chatReadCursors.memberId, memberId), eq(chatReadCursors.groupId, groupId)));
  return Number(row?.lastReadId ?? 0);
}

/** Opens the room: the readable groups with their unread counts, the group asked for (or the first) and its latest page. */
export async function launchChat(db: Database, member: ChatMember, input: { groupId?: number | undefined }, now: Date): Promise<ChatLaunchResponse> {
  const { groups } = await groupPermissions(db, member);
  const readable = groups.filter((g) => g.canRead);
  const opened = readable.find((g) => g.groupId === input.groupId) ?? readable[0];
  if (!opened) throw new ApiFailure('not_found', 'no chat group is open to the member');
  const unread = await unreadByGroup(db, member.id, readable.map((g) => g.groupId));
  const [messages, lastReadId] = await Promise.all([
    pageOf(db, member.id, opened.groupId, {}),
    cursorOf(db, member.id, opened.groupId),
  ]);
  await db
    .insert(chatLaunches)
    .values({ memberId: member.id, firstAt: now, lastAt: now, count: 1 })
    .onConflictDoUpdate({ target: chatLaunches.memberId, set: { lastAt: now, count: sql`${chatLaunches.count} + 1` } });
  return {
    groups: readable.map((g) => ({ ...g, unread: unread.get(g.groupId) ?? 0 })),
    groupId: opened.groupId,
    messages,
    lastReadId,
    launchedAt: now.getTime(),
  };
}

// C0 and C1 controls but tab and line feed, and the bidirectional overrides and isolates (they reorder what others see).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** The text as stored (line breaks normalized, trimmed), or what is wrong with it. */
export function normalizeChatText(body: string): { ok: true; text: string } | { ok: false; reason: ChatMessageProblem } {
  const text = body.replace(/\r\n?/g, '\n').trim();
  const length = [...text].length;
  if (length < CHAT_MESSAGE_MIN_LENGTH) return { ok: false, reason: 'empty' };
  if (length > CHAT_MESSAGE_MAX_LENGTH) return { ok: false, reason: 'too_long' };
  if (FORBIDDEN.test(text)) return { ok: false, reason: 'control_characters' };
  return { ok: true, text };
}

async function answerOfRequest(db: Database | Tx, member: ChatMember, requestId: string, groupId: number, text: string) {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(members, eq(members.id, chatMessages.memberId))
    .where(and(eq(chatMessages.memberId, member.id), eq(chatMessages.requestId, requestId)));
  if (!row) return null;
  if (row.groupId !== groupId || row.body !== text)
    throw new ApiFailure('request_conflict', 'this request id was already used for a different message');
  return messageAnswer(row, member.id);
}

export async function sendChatMessage(db: Database, member: ChatMember, input: ChatSendRequest, nowMs: number): Promise<ChatMessage> {
  const { permission } = await groupFor(db, member, input.groupId);
  if (!permission.canPost)
    throw new ApiFailure('chat_post_not_allowed', 'the member may not post in this chat group', { reason: permission.postRefusal });
  const checked = normalizeChatText(input.body);
  if (!checked.ok) throw new ApiFailure('chat_message_invalid', 'the message is not accepted', { reason: checked.reason, max: CHAT_MESSAGE_MAX_LENGTH });
  // A retry answers before the throttle: it sends nothing new.
  const previous = await answerOfRequest(db, member, input.requestId, input.groupId, checked.text);
  if (previous) return previous;
  await hit(db, `chat:send:${member.id}`, CHAT_SEND_THROTTLE, nowMs);
  const [inserted] = await db
    .insert(chatMessages)
    .values({ groupId: input.groupId, memberId: member.id, body: checked.text, requestId: input.requestId, createdAt: new Date(nowMs) })
    .onConflictDoNothing({ target: [chatMessages.memberId, chatMessages.requestId] })
    .returning({ id: chatMessages.id });
  // Lost the race to a parallel send of the same request: that one's message is the answer.
  const answer = await answerOfRequest(db, member, input.requestId, input.groupId, checked.text);
  if (!answer) throw new Error(`chat: message ${inserted?.id ?? '?'} of request ${input.requestId} not found`);
  return answer;
}

/** Moves the cursor forward (never back, never past the group's newest message); answers the group's unread count. */
export async function markChatRead(db: Database, member: ChatMember, input: { groupId: number; lastReadId: number }, now: Date): Promise<ChatReadResponse> {
  const { permission } = await groupFor(db, member, input.groupId);
  refuseReading(permission);
  const [newest] = await db
    .select({ id: sql<number | null>`max(${chatMessages.id})`.mapWith((v) => (v === null ? null : Number(v))) })
    .from(chatMessages)
    .where(eq(chatMessages.groupId, input.groupId));
  const target = Math.min(input.lastReadId, newest?.id ?? 0);
  if (target > 0) {
    await db
      .insert(chatReadCursors)
      .values({ memberId: member.id, groupId: input.groupId, lastReadId: target, updatedAt: now })
      .onConflictDoUpdate({
        target: [chatReadCursors.memberId, chatReadCursors.groupId],
        set: { lastReadId: sql`greatest(${chatReadCursors.lastReadId}, excluded.last_read_id)`, updatedAt: now },
        setWhere: sql`${chatReadCursors.lastReadId} < excluded.last_read_id`,
      });
  }
  const unread = await unreadByGroup(db, member.id, [input.groupId]);
  return { groupId: input.groupId, lastReadId: await cursorOf(db, member.id, input.groupId), unread: unread.get(input.groupId) ?? 0 };
}
