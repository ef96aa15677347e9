/** Catalogue reads shared by the game routes: rows to contract games, lookups, alternatives, launch URLs. */
import { CATEGORY_POINT_RATES, type Game } from '@croupier/contract';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { games } from '../db/schema';
import { contentLanguage } from '../services/contentLanguage';
import { toMajor } from '../services/wallet';

export type GameRow = typeof games.$inferSelect;

/** The columns the lobby shows (everything but the search text). */
export const gameColumns = {
  id: games.id, code: games.code, vendor: games.vendor, category: games.category, gameType: games.gameType, name: games.name,
  names: games.names, supportPlay: games.supportPlay, isHot: games.isHot, isGame: games.isGame, accountTypeName: games.accountTypeName,
  defaultPlayType: games.defaultPlayType, minBet: games.minBet, lineNum: games.lineNum, demo: games.demo, sort: games.sort,
};
export type LobbyGame = Omit<GameRow, 'searchText'>;

/**
 * A game's name in a request's language: its own code (PT-BR, UR-LA), else its base (EN-US -> EN), as the platform's
 * content is chosen; English (the row's name) for a language the catalogue has no name in.
 */
export const localName = (row: Pick<GameRow, 'name' | 'names'>, language: string): string => {
  const code = language.trim().toUpperCase();
  return row.names[code] || row.names[contentLanguage(code)] || row.name;
};

export function toGame(row: LobbyGame, language: string): Game {
  const name = localName(row, language);
  return {
    gameId: row.id,
    nodeId: row.id,
    vassalage: row.vendor,
    ...(row.accountTypeName ? { accountTypeName: row.accountTypeName } : {}),
    displayName: name,
    gameName: name,
    nodeName: name,
    showIcon: `/art/game/${row.id}.svg`,
    smallIcon: `/art/game/${row.id}.svg?size=small`,
    supportPlay: row.supportPlay,
    isHot: row.isHot,
    gameType: row.gameType,
    ...(row.isGame ? { isGame: row.isGame } : {}),
    code: row.code,
    ...(row.defaultPlayType ? { defaultPlayType: row.defaultPlayType } : {}),
    category: row.category,
    minBet: toMajor(row.minBet),
    lineNum: row.lineNum,
    pointRate: (CATEGORY_POINT_RATES as Record<string, number>)[row.category] ?? null,
  };
}

/** A game by id (digits) or by code (optionally with its vendor). */
export async function findGame(db: Database, gameId: string | number, vendor?: string): Promise<LobbyGame | undefined> {
  const text = String(gameId).trim();
  if (/^\d{1,9}$/.test(text)) {
    const [row] = await db.select(gameColumns).from(games).where(eq(games.id, Number(text)));
    if (row) return row;
  }
  const [row] = await db.select(gameColumns).from(games).where(and(eq(games.code, text), vendor ? eq(games.vendor, vendor) : undefined)).limit(1);
  return row;
}

/** Popular games of vendors that are open, for the vendor-maintenance answer and the popular call. */
export async function popular(db: Database, options: { exclude: readonly string[]; count: number; vendor?: string | undefined; gameType?: string | undefined }): Promise<LobbyGame[]> {
  return db
    .select(gameColumns)
    .from(games)
    .where(
      and(
        options.exclude.length ? notInArray(games.vendor, [...options.exclude]) : undefined,
        options.vendor ? eq(games.vendor, options.vendor) : undefined,
        options.gameType ? sql`(${games.gameType} = ${options.gameType} or ${games.category} = ${options.gameType})` : undefined,
        sql`${games.isGame} is null`,
      ),
    )
    .orderBy(desc(games.isHot), asc(games.sort), asc(games.id))
    .limit(options.count);
}

/** The page language of the demo games: JA, EN or CN. */
export const demoLanguage = (language: string | undefined): 'JA' | 'EN' | 'CN' => {
  const base = (language ?? '').toUpperCase().split('-')[0];
  return base === 'JA' || base === 'CN' ? base : base === 'ZH' || base === 'TW' ? 'CN' : 'EN';
};

/** An http(s) origin (`scheme://host[:port]`) of a launch host, or null for '' / '/' / a malformed entry. */
export function originOf(host: string): string | null {
  const text = host.trim();
  if (!text || text === '/') return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where a merchant's games may come from: its launch CDNs, and the platform's games origin for an empty list (the
 * seed) or an entry of '' or '/'. The status call publishes this (`launchGameCDNs`), so the site frames only these.
 */
export function launchHosts(cdns: readonly string[], gamesOrigin: string): string[] {
  const hosts = cdns.map((cdn) => originOf(cdn) ?? gamesOrigin);
  return [...new Set(hosts.length ? hosts : [gamesOrigin])];
}

/**
 * The launch address, always absolute: a host picked at random from the merchant's launch CDN list, then the demo
 * game path. An empty list (the seed) or an entry of '' or '/' gives the platform's games origin, never the site's:
 * a game must not run on the origin that holds the member's session token.
 */
export function launchUrl(cdns: readonly string[], gamesOrigin: string, path: string, random: () => number = Math.random): string {
  const picked = cdns.length ? (cdns[Math.floor(random() * cdns.length)] ?? '') : '';
  const host = originOf(picked) === null ? gamesOrigin : picked.trim();
  return `${host.replace(/\/+$/, '')}${path}`;
}
