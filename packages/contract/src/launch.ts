/**
 * The game launch rules (SPEC §1 trial play, §2 popup lists, §6 roles), stated once: the platform refuses by them, the
 * site decides what a tile does by them and the UI kit shows the "Try" badge by them.
 */
import { TRIAL_PLAYABLE_SUPPORT_PLAY, VASSALAGE_GAME_MARKER } from './constants';

/** Who starts the game: no session, a trial (free-play, isAgent 4) account, or any other account. */
export type LaunchViewer = 'visitor' | 'trial' | 'member';

/** 'play': the tile itself; 'try': a visitor's "Try" of a trial-playable game. */
export type LaunchMode = 'play' | 'try';

/**
 * - `vendorList`: the entry is a vendor's lobby (isGame VASSALAGE); it opens the vendor's game list, never a game.
 * - `needsLogin`: a visitor and a game they may not try: log in first.
 * - `needsRealAccount`: a trial account and a game with real money only.
 * - `trial`: plays with play money (a visitor's "Try" without a session, or a trial account's launch).
 * - `real`: plays from the member's wallet.
 */
export type LaunchRule = 'vendorList' | 'needsLogin' | 'needsRealAccount' | 'trial' | 'real';

/** What the rules read of a game: a contract `Game`, or the platform's catalogue row (null for absent). */
export interface LaunchGame {
  supportPlay?: number | null | undefined;
  isGame?: string | null | undefined;
}

/** supportPlay 0: the game may be played with play money. */
export function isTrialPlayable(game: Pick<LaunchGame, 'supportPlay'>): boolean {
  return game.supportPlay === TRIAL_PLAYABLE_SUPPORT_PLAY;
}

/** isGame VASSALAGE: the entry opens its vendor's game list instead of launching. */
export function isVendorListEntry(game: Pick<LaunchGame, 'isGame'>): boolean {
  return game.isGame === VASSALAGE_GAME_MARKER;
}

/**
 * What starting `game` means for `viewer`. A visitor plays only by "Try" of a trial-playable game; a trial account
 * plays trial-playable games only (with play money); a member plays anything that is a game.
 */
export function launchRule(game: LaunchGame, viewer: LaunchViewer, mode: LaunchMode = 'play'): LaunchRule {
  if (isVendorListEntry(game)) return 'vendorList';
  if (viewer === 'member') return 'real';
  if (viewer === 'trial') return isTrialPlayable(game) ? 'trial' : 'needsRealAccount';
  return mode === 'try' && isTrialPlayable(game) ? 'trial' : 'needsLogin';
}
