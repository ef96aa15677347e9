/**
 * Lottery query keys. Names are localized, so the public keys carry the language; the member's recent games and
 * bets carry the token (a new login fetches anew, logout fetches nothing). Draws and periods are the same in every
 * language and carry none.
 */
import type { LotteryKind, VnRegion } from '@croupier/contract';
import type { LotteryOrdersQuery, PopularNumbersQuery } from './fetchers';

export const lotteryKeys = {
  all: ['lottery'] as const,
  lobby: (language: string, kind?: LotteryKind) => ['lottery', 'lobby', language, kind ?? null] as const,
  menus: (language: string) => ['lottery', 'menus', language] as const,
  recent: (token: string, language: string) => ['lottery', 'recent', token, language] as const,
  opened: (language: string, kind?: LotteryKind) => ['lottery', 'opened', language, kind ?? null] as const,
  popular: (query: PopularNumbersQuery, language: string) => ['lottery', 'popular', query.prizeMode, query.count, language] as const,
  draw: (gameCode: string, periodNo?: string) => ['lottery', 'draw', gameCode, periodNo ?? null] as const,
  drawHistory: (gameCode: string, pageNo: number, pageSize: number) => ['lottery', 'drawHistory', gameCode, pageNo, pageSize] as const,
  near: (gameCode: string) => ['lottery', 'near', gameCode] as const,
  vnMenu: (language: string) => ['lottery', 'vnMenu', language] as const,
  vnOpened: (language: string, region?: VnRegion, date?: string) => ['lottery', 'vnOpened', language, region ?? null, date ?? null] as const,
  orders: (token: string, query: LotteryOrdersQuery) =>
    ['lottery', 'orders', token, query.gameCode ?? null, query.status ?? null, query.pageNo, query.pageSize] as const,
  // Mutation key (distinct from every query key, so a trigger never revalidates a query).
  bet: ['lottery', 'bet'] as const,
};

/** Second elements of the lottery keys a placed bet makes stale (with the wallet balance). */
export const lotteryKeysStaleAfterBet: readonly string[] = ['orders', 'recent'];
