import type { HTMLAttributes } from 'react';
import type { IconName } from '../../primitives/Icon';

/** The app downloads of SPEC §1, in order; labels and hints are `frame:rightSideBar.<key>` / `<key>Hint`. */
export const rightSideBarDownloads = [
  { key: 'ios', icon: 'apple' },
  { key: 'iosLite', icon: 'settings' },
  { key: 'android', icon: 'android' },
] as const satisfies readonly { key: string; icon: IconName }[];

export type RightSideBarDownload = (typeof rightSideBarDownloads)[number]['key'];

export interface RightSideBarProps extends HTMLAttributes<HTMLElement> {
  onCustomerService?: () => void;
  /** Opens the chat room; without it the rail has no chat entry. */
  onChat?: () => void;
  /** Unread chat messages: a badge on the chat entry (and a dot on the phones' floating button) from 1. */
  chatUnread?: number;
  /** Download URLs (brand.json `appDownload`); an entry without a URL is not shown. */
  downloads?: Partial<Record<RightSideBarDownload, string>>;
  /** The expanded entry (controlled) or null. */
  expanded?: RightSideBarDownload | null;
  defaultExpanded?: RightSideBarDownload | null;
  onExpandedChange?: (key: RightSideBarDownload | null) => void;
  /** Phones: the floating button's bar is open (uncontrolled initial value). */
  defaultOpen?: boolean;
}
