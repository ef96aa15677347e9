/** Notices (announcements): by type (B, PL, PU, PR, H), group and language, newest first. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db';
import { notices, noticeTypes, type Merchant } from '../db/schema';
import { contentLanguage } from './contentLanguage';


export interface NoticeQuery {
  types: string;
  group?: string | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

export async function listNotices(db: Database, merchant: Pick<Merchant, 'id'>, input: NoticeQuery, language: string) {
  const types = input.types
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter((t) => (noticeTypes as readonly string[]).includes(t));
  if (types.length === 0) return [];
  const lang = contentLanguage(language);
  const pageSize = input.pageSize ?? 100;
  const offset = ((input.pageNo ?? 1) - 1) * pageSize;
  // A merchant has a handful of notices: a page beyond any int8 offset is simply empty.
  if (!Number.isSafeInteger(offset)) return [];
  const rows = await db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.merchantId, merchant.id),
        eq(notices.language, lang),
        inArray(notices.type, types),
        input.group ? eq(notices.group, input.group) : undefined,
      ),
    )
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(Math.min(pageSize, 200))
    .offset(offset);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    group: row.group,
    title: row.title,
    content: row.content,
    date: row.publishedAt.getTime(),
  }));
}
