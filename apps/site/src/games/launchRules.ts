/**
 * What starting a game means (SPEC §2 game launch, §6 roles), as pure functions the launch hook and the lottery pages
 * share: popup list, lottery page, login first, the need-a-true-account warning, a trial launch or a member launch.
 */
import { launchRule, lotteryRouteFor, type Game, type LaunchMode } from '@croupier/contract';

export type { LaunchMode };

export interface Viewer {
  /** A session token exists. */
  isLoggedIn: boolean;
  /** The account is a trial (free-play) one: isAgent 4. */
  isTrial: boolean;
}

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
 * The launch decision: the contract's launch rule (who may play what), plus what only the site has, lottery pages.
 * Browsing is free: popup lists and lottery pages open for anyone (the lottery page asks for a login when a bet is
 * placed). A trial account's playable games go through the launch call with its session, like a member's.
 */
export function decideLaunch(game: Game, viewer: Viewer, mode: LaunchMode = 'play'): LaunchDecision {
  const rule = launchRule(game, !viewer.isLoggedIn ? 'visitor' : viewer.isTrial ? 'trial' : 'member', mode);
  if (rule === 'vendorList') return { kind: 'popup' };
  // Lotteries play on their own pages (the /lgw calls), never through a launch.
  const to = lotteryPath(game);
  if (to) return { kind: 'route', to };
  if (rule === 'needsLogin') return { kind: 'login' };
  if (rule === 'needsRealAccount') return { kind: 'needRealAccount' };
  return viewer.isLoggedIn ? { kind: 'launch' } : { kind: 'trial' };
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
 * The launch URL a frame page may load: a page of one of the merchant's launch hosts (`launchGameCDNs` of the status
 * call, which names the platform's games origin when the merchant has no CDN), over http(s). Never the site's own
 * origin: the frame allows scripts and same-origin, so a game there could read the session token. Anything else
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
  const allowed = new Set<string>();
  for (const cdn of launchCdns) {
    try {
      if (cdn && cdn !== '/') allowed.add(new URL(cdn).origin);
    } catch {
      // A malformed CDN entry allows nothing.
    }
  }
  allowed.delete(new URL(origin).origin);
  return allowed.has(parsed.origin) ? parsed.href : null;
}
