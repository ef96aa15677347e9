/** Reading the platform's game records (SPEC §3): one name, one art URL and one identity per game. */
import type { Game } from '@croupier/contract';

/**
 * supportPlay 0: a visitor may try the game in trial mode (SPEC §1); isGame 'VASSALAGE': the entry opens the vendor's
 * popup game list instead of launching (SPEC §2). The contract's launch rules, re-exported under the kit's names.
 */
export { isTrialPlayable, isVendorListEntry as isVassalageEntry } from '@croupier/contract';

/** A stable identity: vassalage plus gameId (or roomId / nodeId / code for rooms and menu entries). */
export function gameKey(game: Game): string {
  const id = game.gameId ?? game.roomId ?? game.nodeId ?? game.code ?? game.gameName ?? game.displayName ?? '';
  return `${game.vassalage}:${String(id)}`;
}

/** The name to show: displayName, then gameName, then nodeName. */
export function gameDisplayName(game: Game): string {
  return game.displayName || game.gameName || game.nodeName || game.code || game.vassalage;
}

/** The tile art: showIcon, then smallIcon. */
export function gameArtSrc(game: Game): string | undefined {
  return game.showIcon || game.smallIcon || undefined;
}
