/**
 * What starting a game means (SPEC §2 game launch, §6 roles), as pure functions the launch hook and the lottery pages
 * share: popup list, lottery page, login first, the need-a-true-account warning, a trial launch or a member launch.
 */
import { TRIAL_PLAYABLE_SUPPORT_PLAY, VASSALAGE_GAME_MARKER, lotteryRouteFor, type Game } from '@croupier/contract';

export interface Viewer {
  /** A session token exists. */
  isLoggedIn: boolean;
  /** The account is a trial (free-play) one: isAgent 4. */
  isTrial: boolean;
}

/** 'play': the tile itself; 'try': the visitors' "Try" action on a trial-playable game. */
export type LaunchMode = 'play' | 'try';

export type LaunchDecision =
  /** isGame VASSALAGE: the vendor's popup game list. */
  | { kind: 'popup' }
  /** A lottery with its own page (accountTypeName TCG_SEA, TCG_LOTTO_VN, LOTT, ELOTT). */
  | { kind: 'route'; to: string }
  /** A visitor: the login popup. */
  | { kind: 'login' }
  /** A trial account and a game it may not play. */
  | { kind: 'needRealAccount' }
  /** A visitor tries a trial-playable game (no token, play money). */
  | { kind: 'trial' }
  /** The launch call with the session. */
  | { kind: 'launch' };

const isTrialPlayable = (game: Game) => game.supportPlay === TRIAL_PLAYABLE_SUPPORT_PLAY;

/**
 * The page of a lottery game: /seaLottery, /vnlottery, or /lottery with `gameCode` and `playType`; null for every
 * other game (a third-party launch). The sea and Vietnam pages get the game code too, so they open on it.
 */
export function lotteryPath(game: Pick<Game, 'accountTypeName' | 'code' | 'defaultPlayType' | 'gameId'>): string | null {
  const route = lotteryRouteFor(game.accountTypeName);
  if (!route) return null;
  const query = new URLSearchParams();
  const code = game.code ?? (game.gameId === undefined ? undefined : String(game.gameId));
  if (code) query.set('gameCode', code);
  if (route === '/lottery' && game.defaultPlayType) query.set('playType', game.defaultPlayType);
  const search = query.toString();
  return search ? `${route}?${search}` : route;
}

/**
 * The launch decision. Browsing is free: popup lists and lottery pages open for anyone (the lottery page asks for a
 * login when the game starts). Starting a game needs a session, except a visitor's "Try" of a supportPlay 0 game; a
 * trial account starts only supportPlay 0 games.
 */
export function decideLaunch(game: Game, viewer: Viewer, mode: LaunchMode = 'play', options: { isLotteryPage?: boolean } = {}): LaunchDecision {
  if (game.isGame === VASSALAGE_GAME_MARKER) return { kind: 'popup' };
  if (!options.isLotteryPage) {
    const to = lotteryPath(game);
    if (to) return { kind: 'route', to };
  }
  if (!viewer.isLoggedIn) return mode === 'try' && isTrialPlayable(game) ? { kind: 'trial' } : { kind: 'login' };
  if (viewer.isTrial && !isTrialPlayable(game)) return { kind: 'needRealAccount' };
  return { kind: 'launch' };
}

/** The launcher routes: /game (iframe launcher, header only) or /seamless (the in-game page). */
export type FrameRoute = '/game' | '/seamless';

/** The address of the page that plays `url` in a frame, with the game's name for its heading. */
export function framePath(url: string, name: string, route: FrameRoute = '/game'): string {
  const query = new URLSearchParams({ url });
  if (name) query.set('name', name);
  return `${route}?${query.toString()}`;
}

/**
 * The launch URL a frame page may load: a page of this origin (the platform answers relative URLs when it has no launch
 * CDN) or of one of the merchant's launch CDNs (`launchGameCDNs` of the permission call), over http(s). Anything else
 * (javascript:, data:, another site) is refused, so /game?url= cannot frame an outside page under the brand's header.
 */
export function safeGameUrl(raw: string | null | undefined, origin: string, launchCdns: readonly string[] = []): string | null {
  const text = raw?.trim();
  if (!text) return null;
  let parsed: URL;
  try {
    parsed = new URL(text, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const allowed = new Set([new URL(origin).origin]);
  for (const cdn of launchCdns) {
    try {
      if (cdn && cdn !== '/') allowed.add(new URL(cdn).origin);
    } catch {
      // A malformed CDN entry allows nothing.
    }
  }
  return allowed.has(parsed.origin) ? parsed.href : null;
}
