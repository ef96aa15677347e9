/**
 * Lobby announcements (gameAnnouncements, GAMELO3): what a lobby (category RNG, LIVE, FISH...) shows above its game
 * hall, optionally narrowed to one vendor (its own announcements and the lobby-wide ones):
 *
 * - rows of `game_announcements` (migration 0022) whose window holds now: a new game (its name filled into `{game}` in
 *   the request's language), a vendor's scheduled maintenance (`{vendor}`), or a promotion shown in the lobby, which
 *   shows only while the promotion itself is enabled and runs, with the promotion's own title and summary and the
 *   overlap of both windows;
 * - a vendor of the lobby under maintenance now (the merchant's `vendorMaintenance`, as services/games.ts closes its
 *   launches) that has no current maintenance row: announced with no window, above everything else.
 *
 * Texts are per content language (services/contentLanguage.ts): a row's `titles` / `texts`, the generated one's from
 * seed/content/<CODE>.json `gameAnnouncements.maintenanceNow`. Sorted by priority (highest first), then newest window
 * first (an open-ended maintenance counts as newest), then id.
 */
import type { GameAnnouncement, RequestOf, ResponseOf } from '@croupier/contract';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { gameAnnouncements, gameVendors, games, promotions, type Merchant } from '../db/schema';
import { localName } from '../games/catalogue';
import { fill, perLanguage } from '../seed/content';
import { contentText } from './contentLanguage';

/** The answer's length limit (the contract's). */
export const GAME_ANNOUNCEMENTS_MAX = 50;
/** A maintenance under way now outranks any announcement an operator can give (priorities are below it). */
export const MAINTENANCE_NOW_PRIORITY = 1_000_000;

/** A kind's title and text templates in every content language (`{game}`, `{vendor}` filled per request). */
export function announcementTemplate(kind: 'newGame' | 'maintenance' | 'maintenanceNow'): { titles: Record<string, string>; texts: Record<string, string> } {
  return {
    titles: perLanguage((pack) => pack.gameAnnouncements[kind].title),
    texts: perLanguage((pack) => pack.gameAnnouncements[kind].text),
  };
}

const MAINTENANCE_NOW = announcementTemplate('maintenanceNow');

export async function listGameAnnouncements(
  db: Database,
  input: { merchant: Merchant; query: RequestOf<'gameAnnouncements'>; language: string; nowMs: number },
): Promise<ResponseOf<'gameAnnouncements'>> {
  const now = new Date(input.nowMs);
  const category = input.query.category.trim().toUpperCase();
  const vendor = input.query.vassalage?.trim();
  const rows = await db
    .select({
      a: gameAnnouncements,
      game: { name: games.name, names: games.names },
      vendorName: gameVendors.name,
      promotion: { titles: promotions.titles, summaries: promotions.summaries, startsAt: promotions.startsAt, endsAt: promotions.endsAt },
    })
    .from(gameAnnouncements)
    .leftJoin(games, eq(games.id, gameAnnouncements.gameId))
    .leftJoin(gameVendors, eq(gameVendors.code, gameAnnouncements.vendor))
    .leftJoin(promotions, eq(promotions.id, gameAnnouncements.promotionId))
    .where(
      and(
        eq(gameAnnouncements.merchantId, input.merchant.id),
        eq(gameAnnouncements.category, category),
        lte(gameAnnouncements.startsAt, now),
        gt(gameAnnouncements.endsAt, now),
        vendor ? or(eq(gameAnnouncements.vendor, vendor), isNull(gameAnnouncements.vendor)) : undefined,
        sql`(${gameAnnouncements.kind} <> 'promotion' or (${promotions.enabled} and ${promotions.startsAt} <= ${now} and ${promotions.endsAt} > ${now}))`,
      ),
    )
    .orderBy(sql`${gameAnnouncements.priority} desc, ${gameAnnouncements.startsAt} desc, ${gameAnnouncements.id} desc`)
    .limit(GAME_ANNOUNCEMENTS_MAX);

  const list: GameAnnouncement[] = rows.map(({ a, game, vendorName, promotion }) => {
    const what = `game announcement ${a.id}`;
    const values = {
      game: game ? localName(game, input.language) : '',
      vendor: vendorName ?? a.vendor ?? '',
    };
    const isPromotion = a.kind === 'promotion' && promotion !== null;
    return {
      id: String(a.id),
      kind: a.kind,
      category: a.category,
      vassalage: a.vendor,
      title: fill(contentText(isPromotion ? promotion.titles : a.titles, input.language, what), values),
      text: fill(contentText(isPromotion ? promotion.summaries : a.texts, input.language, what), values),
      priority: a.priority,
      startTime: Math.max(a.startsAt.getTime(), isPromotion ? promotion.startsAt.getTime() : 0),
      endTime: Math.min(a.endsAt.getTime(), isPromotion ? promotion.endsAt.getTime() : Number.MAX_SAFE_INTEGER),
      gameId: a.gameId,
      promotionId: a.promotionId,
    };
  });

  const closed = input.merchant.vendorMaintenance.filter((code) => !vendor || code === vendor);
  if (closed.length > 0) {
    const announced = new Set(list.filter((a) => a.kind === 'maintenance').map((a) => a.vassalage));
    const vendors = await db
      .select({ code: gameVendors.code, name: gameVendors.name })
      .from(gameVendors)
      .where(and(eq(gameVendors.category, category), inArray(gameVendors.code, closed)))
      .orderBy(gameVendors.sort, gameVendors.code);
    for (const v of vendors) {
      if (announced.has(v.code)) continue;
      const values = { vendor: v.name, game: '' };
      list.push({
        id: `maintenance:${v.code}`,
        kind: 'maintenance',
        category,
        vassalage: v.code,
        title: fill(contentText(MAINTENANCE_NOW.titles, input.language, 'gameAnnouncements.maintenanceNow'), values),
        text: fill(contentText(MAINTENANCE_NOW.texts, input.language, 'gameAnnouncements.maintenanceNow'), values),
        priority: MAINTENANCE_NOW_PRIORITY,
        startTime: null,
        endTime: null,
        gameId: null,
        promotionId: null,
      });
    }
  }
  const newest = (a: GameAnnouncement) => a.startTime ?? Number.MAX_SAFE_INTEGER;
  list.sort((x, y) => y.priority - x.priority || newest(y) - newest(x) || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0));
  return { list: list.slice(0, GAME_ANNOUNCEMENTS_MAX) };
}
