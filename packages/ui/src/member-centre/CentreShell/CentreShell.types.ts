import type { HTMLAttributes, ReactNode } from 'react';
import type { IconName } from '../../primitives/Icon';

/** One entry of the centre's menu: a page key of SPEC §2, its label and icon, and an optional count badge. */
export interface CentreShellSection {
  /** The page key (`securityCenter`, `transferFund`...); also the entry's `data-page`. */
  page: string;
  /** The menu label; also the content heading while the page is open. */
  label: string;
  icon: IconName;
  /** A count shown as a badge when above zero (the mission count of missionLeaderboard). */
  badge?: number;
}

/**
 * The member (or agent) centre's frame: a modal with the centre's title, a close button, the menu of pages and
 * the open page's heading and panel. Controlled: the owner keeps the page (`page` / `onPageChange`).
 * On tablets and desktops the menu is a column on the left; on phones the centre fills the screen and the menu
 * is a strip of tabs above the content, scrolling sideways.
 * Remaining props reach the dialog element (e.g. `data-centre="member"`).
 */
export interface CentreShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** The centre's name, the dialog's title ("Member centre"). */
  title: ReactNode;
  /** Accessible name of the menu ("Member centre menu"). */
  menuLabel: string;
  sections: readonly CentreShellSection[];
  /** The open page; the matching entry is highlighted and carries aria-current="page". */
  page: string;
  onPageChange: (page: string) => void;
  /** The close button, Escape and a click on the backdrop. */
  onClose: () => void;
  /** Whether the centre is shown (default true: the owner usually mounts it only while open). */
  open?: boolean;
  /** The open page's panel, under its heading. */
  children?: ReactNode;
}
