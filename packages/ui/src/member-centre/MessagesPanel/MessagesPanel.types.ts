import type { StatusLook } from '../../feedback/StatusBadge';
import type { PagedProps, PanelBaseProps } from '../shared/panel.types';

/**
 * Messages the platform sends by kind and parameters (SPEC §8 deposit and withdrawal notices): the panel writes
 * their title and body in the member's language, so one message reads right in every language.
 */
export const systemMessageKinds = [
  'depositCredited',
  'depositFailed',
  'withdrawalApproved',
  'withdrawalRejected',
] as const;
export type SystemMessageKind = (typeof systemMessageKinds)[number];

/** Each kind's icon and tone; 'operator' is every message written by a person (and any kind this kit does not know). */
export const messageLooks: Record<SystemMessageKind | 'operator', StatusLook> = {
  depositCredited: { tone: 'success', icon: 'deposit' },
  depositFailed: { tone: 'danger', icon: 'error' },
  withdrawalApproved: { tone: 'success', icon: 'withdraw' },
  withdrawalRejected: { tone: 'danger', icon: 'close' },
  operator: { tone: 'accent', icon: 'megaphone' },
};

/** What a system message's templates use; every field is optional (a missing one is left out of the text). */
export interface SystemMessageParams {
  /** Major units of the member's currency. */
  amount?: number;
  /** The deposit or withdrawal order number. */
  orderId?: string;
  /** The payment channel or bank, as the platform names it. */
  method?: string;
  /** Why it failed or was rejected (plain text from the platform or an operator). */
  reason?: string;
}

export interface InboxMessage {
  id: string;
  /** When it was sent, a millisecond timestamp. */
  time: number;
  /** A system kind: title and body come from the localized templates and `params`. Other values use `title`/`body`. */
  kind?: SystemMessageKind | (string & {});
  params?: SystemMessageParams;
  /** The operator's title (also the fallback for a kind this kit does not know). */
  title?: string;
  /** The operator's body: rich HTML, sanitized before it renders. */
  body?: string;
  isRead: boolean;
}

export const messageReadFilters = ['all', 'unread'] as const;
export type MessageReadFilter = (typeof messageReadFilters)[number];

/** The filter (controlled): the site fetches with it. */
export interface MessagesFilters {
  read: MessageReadFilter;
}

/** A callback that may return a promise: the panel waits for it (a spinner on the confirm button) before closing. */
export type MaybeAsync = void | Promise<unknown>;

export interface MessagesPanelProps extends PanelBaseProps, PagedProps {
  filters: MessagesFilters;
  onFiltersChange: (filters: MessagesFilters) => void;
  /** The messages of the current page, newest first. */
  messages: readonly InboxMessage[];
  /** Unread messages over every page. */
  unreadCount: number;
  /** The message shown (controlled); `null` for none. */
  selectedId?: string | null;
  defaultSelectedId?: string | null;
  onSelectedIdChange?: (id: string | null) => void;
  /** An unread message was opened: mark it read. */
  onRead: (id: string) => void;
  /** Delete these messages (after the member confirmed). */
  onDelete: (ids: string[]) => MaybeAsync;
  onMarkAllRead: () => MaybeAsync;
  /** Under this width (px) of the panel the list and the message are two steps, with a back button (default 720). */
  splitBelow?: number;
}
