/** The inbox (messageV2): unread count (polled, never alerts), the list, mark read and delete. */
import type { RequestOf } from '@croupier/contract';
import { useMemberMutation, useMemberQuery } from './useMemberQuery';

/** How often the unread count is asked again while the site is open (the header, side menu and centre badges). */
export const UNREAD_POLL_MS = 60_000;

/** `enabled` false (no messages for this merchant or account) asks nothing. */
export function useUnreadMessageCount(enabled = true) {
  return useMemberQuery('unreadMessageCount', enabled ? undefined : null, { refreshInterval: UNREAD_POLL_MS, revalidateOnFocus: true });
}

export function useInbox(input: RequestOf<'inbox'> | null) {
  return useMemberQuery('inbox', input);
}

export function useInboxRead() {
  return useMemberMutation('inboxRead', { invalidates: ['inbox', 'unreadMessageCount'] });
}

export function useInboxDelete() {
  return useMemberMutation('inboxDelete', { invalidates: ['inbox', 'unreadMessageCount'] });
}
