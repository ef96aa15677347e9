import {
  DEVICE_HEADER_VALUE,
  type LotteryBetStatus,
  type LotteryKind,
  type LotteryPrizeMode,
  type RequestOf,
  type ResponseOf,
  type VnRegion,
} from '@croupier/contract';
import type { Client } from '../../client/createClient';

export type LotteryLobbyResult = ResponseOf<'lotteryLobby'>;
export type LotteryMenusResult = ResponseOf<'lotteryMenus'>;
export type RecentLotteryResult = ResponseOf<'recentLottery'>;
export type OpenedNumerosResult = ResponseOf<'openedNumero'>;
export type PopularNumbersResult = ResponseOf<'popularLotteryNumbers'>;
export type LotteryDrawResult = ResponseOf<'lotteryDraw'>;
export type LotteryDrawHistoryPage = ResponseOf<'lotteryDrawByCode'>;
export type NearNumerosResponse = ResponseOf<'nearNumeros'>;
export type VnMenuResult = ResponseOf<'vnLotteryMenu'>;
export type VnOpenedResult = ResponseOf<'vnOpenedNumeros'>;
export type LotteryBetResult = ResponseOf<'lotteryBet'>;
export type LotteryOrdersPage = ResponseOf<'lotteryOrders'>;

/** What the popular numbers depend on; the hook fills device and language. */
export interface PopularNumbersQuery {
  prizeMode: LotteryPrizeMode;
  count: number;
}
export interface VnOpenedQuery {
  region?: VnRegion | undefined;
  /** yyyy-MM-dd (UTC day of the draw); default the latest draw of each game. */
  date?: string | undefined;
}
export interface LotteryOrdersQuery {
  gameCode?: string | undefined;
  status?: LotteryBetStatus | undefined;
  pageNo: number;
  pageSize: number;
}
/** A bet slip as the page builds it; the hook adds the idempotency key (`requestId`). */
export type LotteryBetSlip = Omit<RequestOf<'lotteryBet'>, 'requestId'>;

/** The near-now periods plus the server clock's lead over the local one (ms), for the countdown. */
export type NearNumeros = NearNumerosResponse & { serverTimeOffsetMs: number };

export function fetchLotteryLobby(client: Client, kind?: LotteryKind): Promise<LotteryLobbyResult> {
  return client.call('lotteryLobby', kind ? { kind } : {});
}

export function fetchLotteryMenus(client: Client): Promise<LotteryMenusResult> {
  return client.call('lotteryMenus');
}

export function fetchRecentLottery(client: Client): Promise<RecentLotteryResult> {
  return client.call('recentLottery');
}

export function fetchOpenedNumeros(client: Client, kind?: LotteryKind): Promise<OpenedNumerosResult> {
  return client.call('openedNumero', kind ? { kind } : {});
}

export function fetchPopularLotteryNumbers(client: Client, query: PopularNumbersQuery, language: string): Promise<PopularNumbersResult> {
  return client.call('popularLotteryNumbers', { count: query.count, prizeMode: query.prizeMode, device: DEVICE_HEADER_VALUE, language });
}

export function fetchLotteryDraw(client: Client, gameCode: string, periodNo?: string): Promise<LotteryDrawResult> {
  return client.call('lotteryDraw', periodNo ? { gameCode, periodNo } : { gameCode });
}

/** A game's draws, newest first; the game code travels as the path's suffix (`/lgw/draw/code/<gameCode>`). */
export function fetchLotteryDrawHistory(client: Client, gameCode: string, pageNo: number, pageSize: number): Promise<LotteryDrawHistoryPage> {
  return client.call('lotteryDrawByCode', { pageNo, pageSize }, { pathSuffix: gameCode });
}

/**
 * The near-now periods with the server clock's offset: the server stamped `serverTime` about half way through the
 * round trip, so the offset is `serverTime - (sent + received) / 2`.
 */
export async function fetchNearNumeros(client: Client, gameCode: string, now: () => number = Date.now): Promise<NearNumeros> {
  const sent = now();
  const result = await client.call('nearNumeros', { gameCode });
  const received = now();
  const serverMs = Date.parse(result.serverTime);
  const serverTimeOffsetMs = Number.isFinite(serverMs) ? Math.round(serverMs - (sent + received) / 2) : 0;
  return { ...result, serverTimeOffsetMs };
}

export function fetchVnMenu(client: Client): Promise<VnMenuResult> {
  return client.call('vnLotteryMenu');
}

export function fetchVnOpenedNumeros(client: Client, query: VnOpenedQuery = {}): Promise<VnOpenedResult> {
  return client.call('vnOpenedNumeros', {
    ...(query.region ? { region: query.region } : {}),
    ...(query.date ? { date: query.date } : {}),
  });
}

export function placeLotteryBet(client: Client, input: RequestOf<'lotteryBet'>): Promise<LotteryBetResult> {
  return client.call('lotteryBet', input);
}

export function fetchLotteryOrders(client: Client, query: LotteryOrdersQuery): Promise<LotteryOrdersPage> {
  return client.call('lotteryOrders', {
    ...(query.gameCode ? { gameCode: query.gameCode } : {}),
    ...(query.status ? { status: query.status } : {}),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  });
}
