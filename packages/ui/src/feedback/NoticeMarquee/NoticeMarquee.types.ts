import type { HTMLAttributes, ReactNode } from 'react';

/** 'auto' scrolls unless the user prefers reduced motion; 'none' always shows one notice at a time. */
export const noticeMarqueeMotions = ['auto', 'none'] as const;
export type NoticeMarqueeMotion = (typeof noticeMarqueeMotions)[number];

export interface NoticeMarqueeItem {
  id: string;
  title: string;
}

export interface NoticeMarqueeProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  notices: readonly NoticeMarqueeItem[];
  /** A notice was clicked (open the notification modal on it). */
  onSelect?: (id: string) => void;
  /** The region's name; defaults to the localized "Notices". */
  label?: string;
  /** Scrolling speed in px per second (default 60). */
  speed?: number;
  motion?: NoticeMarqueeMotion;
  /** Content at the end of the bar (e.g. a "more" link). */
  endSlot?: ReactNode;
}
