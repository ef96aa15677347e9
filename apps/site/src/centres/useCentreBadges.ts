/**
 * Count badges of the member centre's pages, shown on its menu, the side menu and the header: the unread messages
 * (messageV2, polled while the site is open). Only asked for a real member of a merchant with messages.
 */
import { isTrialAccount } from '@croupier/contract';
import { useSession, useUnreadMessageCount } from '@croupier/data';
import { useSiteConfig } from '../app/useSiteConfig';
import { memberSections } from './registry';

export function useCentreBadges(): {
  badges: Readonly<Record<string, number>>;
  unreadMessages: number | undefined;
  hasMessages: boolean;
} {
  const session = useSession();
  // Only the feature codes decide the messages entry: the header asks for nothing else (no wallet mode or member
  // info on the first paint of every page).
  const { status, has } = useSiteConfig();
  const ctx = { has, isSingleWallet: true, hasReferral: false, canTransferUpline: false };
  const messages = memberSections.find((s) => s.page === 'messageV2');
  const hasMessages =
    session.isLoggedIn &&
    !isTrialAccount(session.isAgent) &&
    status !== undefined &&
    (messages?.isEnabled?.(ctx) ?? true);
  const unread = useUnreadMessageCount(hasMessages).data?.count;
  return { badges: unread ? { messageV2: unread } : {}, unreadMessages: hasMessages ? unread : undefined, hasMessages };
}
