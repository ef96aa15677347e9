/**
 * The member's inbox (messageV2). Services that finish a deposit or a withdrawal call `sendMessage` inside their own
 * transaction, so the message exists exactly when the money moved; a `dedupeKey` (e.g. `deposit:credited:<orderNo>`)
 * makes a job or a callback that runs twice send it once. Deleting is soft (the row stays for audits).
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { memberMessages } from '../db/schema';
import type { Tx } from './wallet';

export interface OutgoingMessage {
  merchantId: number;
  memberId: number;
  kind: string;
  params?: Record<string, string | number>;
  title?: string | null;
  body?: string | null;
  dedupeKey?: string | null;
  at: Date;
}

/** Sends a message; with a `dedupeKey` already used, sends nothing. Answers whether it was sent. */
export async function sendMessage(db: Database | Tx, message: OutgoingMessage): Promise<boolean> {
  const rows = await db
    .insert(memberMessages)
    .values({
      merchantId: message.merchantId,
      memberId: message.memberId,
      kind: message.kind,
      params: message.params ?? {},
      title: message.title ?? null,
      body: message.body ?? null,
      dedupeKey: message.dedupeKey ?? null,
      createdAt: message.at,
    })
    .onConflictDoNothing({ target: memberMessages.dedupeKey })
    .returning({ id: memberMessages.id });
  return rows.length > 0;
}

const visible = (memberId: number) => and(eq(memberMessages.memberId, memberId), isNull(memberMessages.deletedAt));

export async function unreadCount(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(visible(memberId), isNull(memberMessages.readAt)));
  return Number(row?.n ?? 0);
}

export interface InboxQuery {
  pageNo?: number | undefined;
  pageSize?: number | undefined;
  unreadOnly?: boolean | undefined;
}

export async function listInbox(db: Database, memberId: number, query: InboxQuery) {
  const pageSize = query.pageSize ?? 20;
  const pageNo = query.pageNo ?? 1;
  const where = and(visible(memberId), query.unreadOnly ? isNull(memberMessages.readAt) : undefined);
  const [totals] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${memberMessages.readAt} is null)`.mapWith(Number),
    })
    .from(memberMessages)
    .where(where);
  const total = Number(totals?.total ?? 0);
  const offset = (pageNo - 1) * pageSize;
  const rows =
    offset < total
      ? await db
          .select()
          .from(memberMessages)
          .where(where)
          .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
          .limit(pageSize)
          .offset(offset)
      : [];
  const unread = query.unreadOnly ? total : Number(totals?.unread ?? 0);
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      params: row.params,
      title: row.title,
      body: row.body,
      createdAt: row.createdAt.getTime(),
      read: row.readAt !== null,
    })),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    total,
    unread,
  };
}

export type InboxSelection = { ids: number[] } | { all: true };

const selected = (memberId: number, selection: InboxSelection) =>
  and(visible(memberId), 'ids' in selection ? inArray(memberMessages.id, selection.ids) : undefined);

/** Marks the member's selected messages read (others' ids are ignored). */
export async function markRead(db: Database, memberId: number, selection: InboxSelection, at: Date) {
  const rows = await db
    .update(memberMessages)
    .set({ readAt: at })
    .where(and(selected(memberId, selection), isNull(memberMessages.readAt)))
    .returning({ id: memberMessages.id });
  return { changed: rows.length, unread: await unreadCount(db, memberId) };
}

/** Deletes the member's selected messages (soft: they stop being shown). */
export async function deleteMessages(db: Database, memberId: number, selection: InboxSelection, at: Date) {
  const rows = await db
    .update(memberMessages)
    .set({ deletedAt: at })
    .where(selected(memberId, selection))
    .returning({ id: memberMessages.id });
  return { changed: rows.length, unread: await unreadCount(db, memberId) };
}
