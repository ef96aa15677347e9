export { gameArtSrc, gameDisplayName, gameKey, isTrialPlayable, isVassalageEntry } from './gameInfo';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
export { useInView } from './useInView';
export { useThrottledCallback } from './useThrottledCallback';
export { renderLobbyLink, type LobbyLinkProps, type LobbyLinkRenderer } from './links';
