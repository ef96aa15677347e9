import type { HTMLAttributes } from 'react';

/** What an announcement is about (the contract's `gameAnnouncementKinds`). */
export const gameAnnouncementStripKinds = ['newGame', 'maintenance', 'promotion'] as const;
export type GameAnnouncementStripKind = (typeof gameAnnouncementStripKinds)[number];

export interface GameAnnouncementStripItem {
  id: string;
  kind: GameAnnouncementStripKind;
  /** One line (already localized): shown, cut with an ellipsis when long. */
  title: string;
  /** The full text (already localized): read by screen readers and shown on hover. */
  text: string;
  /** The item opens something (a game, a promotion): it is a button reporting to `onSelect`. */
  isActionable?: boolean;
}

export interface GameAnnouncementStripProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSelect'> {
  /** The lobby's current announcements, in the order to show (the platform's: priority, then newest). */
  announcements: readonly GameAnnouncementStripItem[];
  /** An actionable item was chosen. */
  onSelect?: (announcement: GameAnnouncementStripItem) => void;
}
