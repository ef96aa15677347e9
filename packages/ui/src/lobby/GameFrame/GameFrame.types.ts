import type { HTMLAttributes, ReactNode } from 'react';

/**
 * The most a game frame may be allowed (ARCHITECTURE: the platform's demo games need no more). `allow-scripts` with
 * `allow-same-origin` is safe only because games never share the site's origin (the platform serves its demo games
 * from their own origin, vendors from theirs): the frame keeps its own origin, so it can call its own API and keep its
 * own storage, but cannot reach the site's DOM, storage or session token, nor lift its own sandbox through the parent.
 * Dropping `allow-same-origin` would give the game an opaque origin whose calls to its own API are cross-origin.
 */
export const gameFrameSandboxTokens = ['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-forms'] as const;
export type GameFrameSandboxToken = (typeof gameFrameSandboxTokens)[number];

export interface GameFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  /** The launch URL (game_url or game_url2); undefined while it is being fetched. */
  src?: string;
  /** The game's name: the toolbar heading and the frame's accessible name. */
  title: string;
  /** The launch call is under way (a spinner shows until the frame has loaded either way). */
  isLoading?: boolean;
  /** The launch failed: this message shows instead of the frame. */
  error?: ReactNode;
  /** Shows a retry button with the error. */
  onRetry?: () => void;
  /** The back button (leave the game). */
  onClose?: () => void;
  /** Narrows the sandbox; never wider than `gameFrameSandboxTokens` (the default). */
  sandbox?: readonly GameFrameSandboxToken[];
  /** Offers the fullscreen toggle where the browser allows it (default true). */
  hasFullscreen?: boolean;
  /** The heading level of the title (default 2). */
  headingLevel?: 1 | 2 | 3;
}
