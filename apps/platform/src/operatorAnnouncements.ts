/**
 * `pnpm platform announcement ...`: a merchant's lobby announcements (services/gameAnnouncements.ts). Titles and texts
 * are the content packs' templates in every content language; the window is two instants (ISO 8601, e.g.
 * 2026-12-01T02:00Z); only announcements whose window holds now are shown in the lobby.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from './db';
import { gameAnnouncements, gameVendors, games, promotions, type Merchant } from './db/schema';
import { announcementTemplate } from './services/gameAnnouncements';

export const ANNOUNCEMENT_USAGE = `  announcement <merchant> list                lobby announcements not over yet, by lobby, priority and start
  announcement <merchant> add newGame <vendor> <gameCode> <from> <to> [priority]
  announcement <merchant> add maintenance <vendor> <from> <to> [priority]
  announcement <merchant> add promotion <lobby> <promotionCode> <from> <to> [priority]
                                              announce in a lobby (RNG, LIVE, FISH...) from <from> to <to> (ISO instants,
                                              e.g. 2026-12-01T02:00Z); a promotion shows only while it runs too
  announcement <merchant> remove <id>         remove an announcement`;

export class AnnouncementUsageError extends Error {}

type Out = (line: string) => void;

function instant(text: string | undefined, what: string): Date {
  const ms = text && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(ms)) throw new AnnouncementUsageError(`${what} "${text ?? ''}" is not an ISO instant such as 2026-12-01T02:00Z`);
  return new Date(ms);
}

function priorityOf(text: string | undefined): number {
  if (text === undefined) return 0;
  if (!/^-?\d{1,6}$/.test(text)) throw new AnnouncementUsageError(`priority "${text}" is not a whole number of at most 6 digits`);
  return Number(text);
}

export async function announcementCommand(
  db: Database,
  args: readonly string[],
  out: Out,
  now: () => number,
  findMerchant: (name: string | undefined) => Promise<Merchant>,
): Promise<number> {
  const [name, action, ...rest] = args;
  const merchant = await findMerchant(name);
  const at = new Date(now());
  if (action === 'list' && rest.length === 0) {
    const rows = await db
      .select()
      .from(gameAnnouncements)
      .where(and(eq(gameAnnouncements.merchantId, merchant.id), gt(gameAnnouncements.endsAt, at)))
      .orderBy(asc(gameAnnouncements.category), asc(gameAnnouncements.priority), asc(gameAnnouncements.startsAt));
    if (rows.length === 0) out(`${merchant.code}: no lobby announcement`);
    for (const r of rows) {
      const state = r.startsAt.getTime() <= at.getTime() ? 'current' : 'scheduled';
      const target = r.gameId !== null ? `game ${r.gameId}` : r.promotionId !== null ? `promotion ${r.promotionId}` : '';
      out(`${String(r.id).padStart(5)}  ${r.category.padEnd(10)} ${r.kind.padEnd(11)} ${(r.vendor ?? '-').padEnd(8)} ${target.padEnd(14)} priority ${r.priority}  ${r.startsAt.toISOString()} .. ${r.endsAt.toISOString()}  ${state}`);
    }
    return 0;
  }
  if (action === 'remove' && rest.length === 1) {
    const id = /^\d{1,9}$/.test(rest[0] ?? '') ? Number(rest[0]) : Number.NaN;
    const removed = Number.isNaN(id)
      ? []
      : await db.delete(gameAnnouncements).where(and(eq(gameAnnouncements.id, id), eq(gameAnnouncements.merchantId, merchant.id))).returning({ id: gameAnnouncements.id });
    if (removed.length === 0) {
      out(`${merchant.code}: no announcement ${rest[0]}`);
      return 1;
    }
    out(`${merchant.code}: announcement ${id} removed`);
    return 0;
  }
  if (action !== 'add') throw new AnnouncementUsageError('announcement <merchant> list|add ...|remove <id>');
  const [kind, ...params] = rest;
  let row: typeof gameAnnouncements.$inferInsert;
  if (kind === 'newGame' && (params.length === 4 || params.length === 5)) {
    const [vendorCode, gameCode, from, to, priority] = params;
    const [game] = await db
      .select({ id: games.id, vendor: games.vendor, category: games.category, name: games.name })
      .from(games)
      .where(and(eq(games.vendor, (vendorCode ?? '').toUpperCase()), eq(games.code, gameCode ?? '')));
    if (!game) throw new AnnouncementUsageError(`no game "${gameCode ?? ''}" of vendor "${vendorCode ?? ''}"`);
    row = { merchantId: merchant.id, kind, category: game.category, vendor: game.vendor, gameId: game.id, ...announcementTemplate('newGame'), priority: priorityOf(priority), startsAt: instant(from, 'from'), endsAt: instant(to, 'to'), createdAt: at };
  } else if (kind === 'maintenance' && (params.length === 3 || params.length === 4)) {
    const [vendorCode, from, to, priority] = params;
    const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.code, (vendorCode ?? '').toUpperCase()));
    if (!vendor) throw new AnnouncementUsageError(`unknown vendor "${vendorCode ?? ''}"`);
    row = { merchantId: merchant.id, kind, category: vendor.category, vendor: vendor.code, ...announcementTemplate('maintenance'), priority: priorityOf(priority), startsAt: instant(from, 'from'), endsAt: instant(to, 'to'), createdAt: at };
  } else if (kind === 'promotion' && (params.length === 4 || params.length === 5)) {
    const [lobby, code, from, to, priority] = params;
    const category = (lobby ?? '').toUpperCase();
    const [known] = await db.select({ code: gameVendors.code }).from(gameVendors).where(eq(gameVendors.category, category)).limit(1);
    if (!known) throw new AnnouncementUsageError(`no lobby "${lobby ?? ''}" (a vendors' group such as RNG, LIVE, FISH)`);
    const [promotion] = await db.select({ id: promotions.id }).from(promotions).where(and(eq(promotions.merchantId, merchant.id), eq(promotions.code, code ?? '')));
    if (!promotion) throw new AnnouncementUsageError(`${merchant.code} has no promotion "${code ?? ''}"`);
    row = { merchantId: merchant.id, kind, category, promotionId: promotion.id, priority: priorityOf(priority), startsAt: instant(from, 'from'), endsAt: instant(to, 'to'), createdAt: at };
  } else {
    throw new AnnouncementUsageError(`announcement <merchant> add newGame <vendor> <gameCode> <from> <to> [priority] | maintenance <vendor> <from> <to> [priority] | promotion <lobby> <promotionCode> <from> <to> [priority]`);
  }
  if (row.endsAt <= row.startsAt) throw new AnnouncementUsageError('<to> must be after <from>');
  const [added] = await db.insert(gameAnnouncements).values(row).returning({ id: gameAnnouncements.id });
  out(`${merchant.code}: announcement ${added?.id} (${row.kind}, ${row.category}${row.vendor ? ` ${row.vendor}` : ''}) from ${row.startsAt.toISOString()} to ${row.endsAt.toISOString()}, priority ${row.priority ?? 0}`);
  return 0;
}
