import type { ChatRefusalReason } from '@croupier/contract';
import type { ModalProps } from '../Modal';

/** A room the member can read; `code` picks its localized name (lobby, vip; others show the code). */
export interface ChatRoomGroup {
  id: number;
  code: string;
  /** Messages by others not read yet (a badge from 1). */
  unread: number;
}

/** One plain-text message (rendered as text, never as HTML). */
export interface ChatRoomMessage {
  id: number;
  sender: string;
  /** Sent by the member: aligned to the end side. */
  own: boolean;
  body: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

/** What the message list shows: the first load, the messages (or the empty room), or a failed load. */
export const chatRoomStatuses = ['loading', 'ready', 'error'] as const;
export type ChatRoomStatus = (typeof chatRoomStatuses)[number];

export interface ChatRoomProps extends Omit<ModalProps, 'title' | 'children' | 'size' | 'description'> {
  groups: readonly ChatRoomGroup[];
  /** The room shown (controlled). */
  activeGroupId: number | null;
  onActiveGroupChange?: (groupId: number) => void;
  messages: readonly ChatRoomMessage[];
  status?: ChatRoomStatus;
  /** Shown with the error state. */
  onRetry?: () => void;
  /** Why the member may not post here (read-only room); null: the composer shows. */
  postRefusal?: ChatRefusalReason | null;
  /**
   * Sends the text (trimmed); the composer empties when it resolves and keeps the text when it rejects. A retry of the
   * same text is the caller's to make idempotent (its request id).
   */
  onSend?: (body: string) => Promise<void> | void;
  /** Shows the sending state whatever `onSend` does (stories). */
  sending?: boolean;
  /** Longest message, in characters (the contract's 500). */
  maxLength?: number;
  /** "Now" for relative times (stories pin it); the clock's when left out. */
  now?: number;
  /** IANA zone of the absolute times; the viewer's own when left out. */
  timeZone?: string;
}
