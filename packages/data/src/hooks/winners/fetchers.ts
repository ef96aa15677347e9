import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

/** The winner board query: an optional game category (lobby group or game type) and `limitNum` (1-100, 100 if absent). */
export type WinnerBoardQuery = RequestOf<'winnerBoard'>;
/** Recent wins, newest first: masked account, game name, vendor, category, amount (major units) and time (ms). */
export type WinnerBoardResult = ResponseOf<'winnerBoard'>;

export function fetchWinnerBoard(client: Client, query: WinnerBoardQuery = {}): Promise<WinnerBoardResult> {
  return client.call('winnerBoard', query);
}
