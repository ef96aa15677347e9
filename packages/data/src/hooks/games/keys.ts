/**
 * Game query keys. Favourites and recent games belong to one session: their keys carry the token, so a new
 * login fetches anew and logout (no token) fetches nothing.
 */
import type { GameListQuery, PvpRoomsQuery } from './fetchers';

export const gamesKeys = {
  all: ['games'] as const,
  vendors: (language: string) => ['games', 'vendors', language] as const,
  menus: (language: string, cards?: number) => ['games', 'menus', language, cards ?? null] as const,
  listPage: (query: GameListQuery, language: string, pageNo: number, pageSize: number) => ['games', 'list', query, language, pageNo, pageSize] as const,
  hot: (language: string, vassalage?: string) => ['games', 'hot', language, vassalage ?? null] as const,
  announcements: (category: string, language: string, vassalage?: string) => ['games', 'announcements', category, language, vassalage ?? null] as const,
  vassGameType: (vassalage: string, language: string) => ['games', 'vassGameType', vassalage, language] as const,
  pvpRooms: (query: PvpRoomsQuery, language: string) => ['games', 'pvpRooms', query, language] as const,
  favourites: (token: string, language: string) => ['favourites', token, language] as const,
  recent: (token: string, language: string, count?: number) => ['recentGames', token, language, count ?? null] as const,
  // Mutation keys (distinct from every query key, so a trigger never revalidates a query).
  favouriteAdd: ['games', 'favouriteAdd'] as const,
  favouriteRemove: ['games', 'favouriteRemove'] as const,
  launch: ['games', 'launch'] as const,
  trialLaunch: ['games', 'trialLaunch'] as const,
};
