/**
 * The chat room: the unread count (polled while logged in, never alerts), the group permission, the launch, the
 * messages of a group (polled while the room is open), send and the read cursor. Sending revalidates the messages and
 * the unread count; so does moving the read cursor.
 */
import type { RequestOf } from '@croupier/contract';
import { useMemberMutation, useMemberQuery } from '../memberCentre/useMemberQuery';

/** How often the chat badge's unread count is asked again while the site is open. */
export const CHAT_UNREAD_POLL_MS = 30_000;
/** How often the open room asks for its group's latest messages. */
export const CHAT_MESSAGES_POLL_MS = 5_000;

/** `enabled` false (logged out, trial badge hidden...) asks nothing; without a token nothing is asked either. */
export function useChatUnreadCount(enabled = true) {
  return useMemberQuery('chatUnreadCount', enabled ? undefined : null, {
    refreshInterval: CHAT_UNREAD_POLL_MS,
    revalidateOnFocus: true,
  });
}

export function useChatGroupPermission(enabled = true) {
  return useMemberQuery('chatGroupPermission', enabled ? undefined : null);
}

/** Opens the room (recorded by the platform): a call, not a cached read. */
export function useChatLaunch() {
  return useMemberMutation('chatLaunch', { invalidates: ['chatUnreadCount'] });
}

/** The latest page of a group, polled every CHAT_MESSAGES_POLL_MS while `input` is set (null: the room is closed). */
export function useChatMessages(input: RequestOf<'chatMessages'> | null, poll = true) {
  return useMemberQuery('chatMessages', input, poll ? { refreshInterval: CHAT_MESSAGES_POLL_MS, revalidateOnFocus: true } : undefined);
}

export function useChatSend() {
  return useMemberMutation('chatSend', { invalidates: ['chatMessages', 'chatUnreadCount'] });
}

export function useChatRead() {
  return useMemberMutation('chatRead', { invalidates: ['chatUnreadCount'] });
}

/** A request id for one message the member writes (a retry of the same message reuses it). */
export function newChatRequestId(): string {
  return `chat-${globalThis.crypto.randomUUID()}`;
}
