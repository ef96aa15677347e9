import type { ReactNode } from 'react';
import type { ModalProps } from '../Modal';

/** One notice (SPEC §3 Notice): the `content` is the server's rich HTML, sanitized before it renders. */
export interface NotificationItem {
  id: string;
  title: string;
  content: string;
  /** Millisecond timestamp, shown as yyyy-MM-dd HH:mm:ss. */
  date: number;
  /** false shows an unread dot; undefined counts as read. */
  isRead?: boolean;
}

/** On phones the list and the selected notice are two steps; on wider screens they sit side by side. */
export const notificationModalSteps = ['list', 'detail'] as const;
export type NotificationModalStep = (typeof notificationModalSteps)[number];

export interface NotificationModalProps extends Omit<ModalProps, 'title' | 'children' | 'size' | 'description'> {
  notices: readonly NotificationItem[];
  /** The modal's title; defaults to the localized "Notices". */
  title?: ReactNode;
  /** The notice shown (controlled); the modal opens on its page and, on phones, on its content. */
  selectedId?: string | null;
  defaultSelectedId?: string | null;
  /** Called when the user picks a notice (mark it read here). */
  onSelectedIdChange?: (id: string) => void;
  /** Notices per page; SPEC §9 says 9. */
  pageSize?: number;
  /** IANA zone for the dates; the viewer's own when left out. */
  timeZone?: string;
}
