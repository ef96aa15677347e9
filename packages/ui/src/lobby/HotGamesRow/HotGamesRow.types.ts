import type { Game } from '@croupier/contract';
import type { HTMLAttributes, ReactNode } from 'react';
import type { GameTileActions } from '../GameTile/GameTile.types';
import type { LobbyLinkRenderer } from '../shared/links';

export interface HotGamesRowProps extends GameTileActions, Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  games: readonly Game[];
  isLoading?: boolean;
  /** The heading; "Hot games" unless told. */
  title?: ReactNode;
  /** "View all" as a link (e.g. '/hot'), through `renderLink` or a plain `<a>` that calls `onNavigate`. */
  viewAllHref?: string;
  renderLink?: LobbyLinkRenderer;
  onNavigate?: (path: string) => void;
  vendorNames?: Readonly<Record<string, string>>;
  isFavourite?: (game: Game) => boolean;
  resolveImageSrc?: (game: Game) => string | undefined;
  /** Skeleton tiles while loading (default 8). */
  skeletonCount?: number;
}
