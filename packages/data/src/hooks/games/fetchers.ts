import { DEFAULT_CLIENT_TYPE, HOT_GAME_PLATFORMS, LAUNCH_DEFAULTS, type RequestOf, type ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export type GameVendorsResult = ResponseOf<'gameVendors'>;
export type GameMenusResult = ResponseOf<'gameMenus'>;
export type GameListPage = ResponseOf<'gameList'>;
export type HotGamesResult = ResponseOf<'hotGames'>;
export type FavouriteListResult = ResponseOf<'favouriteList'>;
export type FavouriteChangeInput = RequestOf<'favouriteAdd'>;
export type FavouriteChangeResult = ResponseOf<'favouriteAdd'>;
export type RecentGamesResult = ResponseOf<'recentGames'>;
export type VassGameTypeResult = ResponseOf<'vassGameType'>;
export type PvpRoomsQuery = Omit<RequestOf<'pvpRoomList'>, 'language'>;
export type PvpRoomsResult = ResponseOf<'pvpRoomList'>;
export type LaunchResult = ResponseOf<'launchGame'>;

/** What a game list query may narrow; the client fills clientType, platform, merchant, language and paging. */
export type GameListQuery = Omit<RequestOf<'gameList'>, 'clientType' | 'platform' | 'merchant' | 'language' | 'pageNo' | 'pageSize'> & {
  platform?: string;
};

/** A launch: the game and, optionally, its node; the hook adds the fixed parts, account, token, merchant and language. */
export type LaunchGameInput = Pick<RequestOf<'launchGame'>, 'gameId' | 'vassalage'> & Partial<Pick<RequestOf<'launchGame'>, 'nodeId' | 'platform'>>;
export type TrialLaunchInput = Omit<RequestOf<'trialLaunch'>, 'merchantCode' | 'language' | 'clientType'>;

export function fetchGameVendors(client: Client, language: string): Promise<GameVendorsResult> {
  return client.call('gameVendors', { language, clientType: DEFAULT_CLIENT_TYPE });
}

export function fetchGameMenus(client: Client, language: string, cards?: number): Promise<GameMenusResult> {
  return client.call('gameMenus', cards === undefined ? { language } : { language, cards });
}

export function fetchGameListPage(client: Client, query: GameListQuery, language: string, pageNo: number, pageSize: number): Promise<GameListPage> {
  return client.call('gameList', {
    clientType: DEFAULT_CLIENT_TYPE,
    platform: LAUNCH_DEFAULTS.platform,
    merchant: client.merchantCode,
    language,
    pageNo,
    pageSize,
    ...query,
  });
}

export function fetchHotGames(client: Client, language: string, query: { vassalage?: string; isPlatform?: boolean } = {}): Promise<HotGamesResult> {
  return client.call('hotGames', { merchantCode: client.merchantCode, platform: HOT_GAME_PLATFORMS.join(','), language, ...query });
}

export function fetchFavouriteList(client: Client, language: string): Promise<FavouriteListResult> {
  return client.call('favouriteList', { language });
}

export function addFavourite(client: Client, input: FavouriteChangeInput): Promise<FavouriteChangeResult> {
  return client.call('favouriteAdd', input);
}

export function removeFavourite(client: Client, input: FavouriteChangeInput): Promise<FavouriteChangeResult> {
  return client.call('favouriteRemove', input);
}

export function fetchRecentGames(client: Client, language: string, count?: number): Promise<RecentGamesResult> {
  return client.call('recentGames', count === undefined ? { language } : { language, count });
}

export function fetchVassGameType(client: Client, vassalage: string, language: string): Promise<VassGameTypeResult> {
  return client.call('vassGameType', { vassalage, language });
}

export function fetchPvpRooms(client: Client, query: PvpRoomsQuery, language: string): Promise<PvpRoomsResult> {
  return client.call('pvpRoomList', { ...query, language });
}

export function launchGame(client: Client, input: RequestOf<'launchGame'>): Promise<LaunchResult> {
  return client.call('launchGame', input);
}

export function launchTrialGame(client: Client, input: RequestOf<'trialLaunch'>): Promise<LaunchResult> {
  return client.call('trialLaunch', input);
}

/** The URL to open: game_url, else game_url2. */
export function launchUrlOf(result: LaunchResult): string {
  return result.game_url || result.game_url2 || '';
}

export type GameAnnouncementsResult = ResponseOf<'gameAnnouncements'>;

/** A lobby's current announcements (optionally of one vendor), in the Language header's content language. */
export function fetchGameAnnouncements(client: Client, query: { category: string; vassalage?: string }): Promise<GameAnnouncementsResult> {
  return client.call('gameAnnouncements', query);
}
