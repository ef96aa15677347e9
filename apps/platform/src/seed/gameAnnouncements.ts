/**
 * The default lobby announcements of a merchant (services/gameAnnouncements.ts): new games in the slot, live and
 * fishing lobbies, a scheduled maintenance of PG Soft in the slot lobby, and two seeded promotions shown in a lobby.
 * Titles and texts are the content packs' templates in every content language (`{game}` and `{vendor}` are filled per
 * request); windows are relative to the seed time. Games and promotions a merchant lacks are left out.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db';
import { gameAnnouncements, games, promotions } from '../db/schema';
import type { Tx } from '../services/wallet';
import { announcementTemplate } from '../services/gameAnnouncements';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** New games: [category, vendor, game code, priority, from, to (ms from the seed time)]. */
const NEW_GAMES = [
  ['RNG', 'PP', 'PP_0001', 10, -2 * DAY, 14 * DAY],
  ['LIVE', 'EVO', 'EVO_0002', 10, -1 * DAY, 10 * DAY],
  ['FISH', 'JILI', 'JILI_0001', 10, -3 * DAY, 7 * DAY],
] as const;
/** Promotions shown in a lobby: [category, promotion code, priority]; the window is clipped by the promotion's. */
const LOBBY_PROMOTIONS = [
  ['RNG', 'reload20', 20],
  ['LIVE', 'bigWinShare', 20],
] as const;

export async function seedGameAnnouncements(db: Database | Tx, merchantId: number, at: Date): Promise<void> {
  const t = at.getTime();
  const template = announcementTemplate;
  const gameRows = await db
    .select({ id: games.id, code: games.code })
    .from(games)
    .where(inArray(games.code, NEW_GAMES.map(([, , code]) => code)));
  const promotionRows = await db
    .select({ id: promotions.id, code: promotions.code })
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), inArray(promotions.code, LOBBY_PROMOTIONS.map(([, code]) => code))));
  const rows: (typeof gameAnnouncements.$inferInsert)[] = [];
  for (const [category, vendor, code, priority, from, to] of NEW_GAMES) {
    const game = gameRows.find((g) => g.code === code);
    if (game) rows.push({ merchantId, kind: 'newGame', category, vendor, gameId: game.id, ...template('newGame'), priority, startsAt: new Date(t + from), endsAt: new Date(t + to), createdAt: at });
  }
  rows.push({ merchantId, kind: 'maintenance', category: 'RNG', vendor: 'PG', ...template('maintenance'), priority: 50, startsAt: new Date(t - HOUR), endsAt: new Date(t + 6 * HOUR), createdAt: at });
  for (const [category, code, priority] of LOBBY_PROMOTIONS) {
    const promotion = promotionRows.find((p) => p.code === code);
    if (promotion) rows.push({ merchantId, kind: 'promotion', category, promotionId: promotion.id, priority, startsAt: new Date(t - 5 * DAY), endsAt: new Date(t + 30 * DAY), createdAt: at });
  }
  await db.insert(gameAnnouncements).values(rows);
}
