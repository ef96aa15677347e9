/** The game lobby pieces (issue 6): presentational, props in and callbacks out. */
export * from './GameTile';
export * from './GameGrid';
export * from './VendorTabs';
export * from './GameSearch';
export * from './LiveCategorySlider';
export * from './GamePopupList';
export * from './LaunchDialogs';
export * from './GameFrame';
export * from './BannerCarousel';
export * from './HotGamesRow';
export * from './CategoryEntries';
export * from './WinnersBoard';
export * from './JackpotTicker';
export * from './GameAnnouncementStrip';
export { gameArtSrc, gameDisplayName, gameKey, isTrialPlayable, isVassalageEntry, type LobbyLinkProps, type LobbyLinkRenderer } from './shared';
