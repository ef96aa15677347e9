/**
 * Count badges of the member centre's pages, shown on its menu, the side menu and the header: the unread messages
 * (messageV2, polled while the site is open) and the missions whose reward waits to be claimed (missionLeaderboard,
 * SPEC §2, polled the same way). Only asked for a real member of a merchant with messages, or with the reward centre.
 */
import { isTrialAccount } from '@croupier/contract';
import { useMemberQuery, useSession, useUnreadMessageCount } from '@croupier/data';
import { useSiteConfig } from '../app/useSiteConfig';
import { memberSections } from './registry';

/** Missions complete with play (elsewhere, in a game): the count is asked again at this interval. */
const MISSIONS_POLL_MS = 60_000;

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
  const isMember = session.isLoggedIn && !isTrialAccount(session.isAgent) && status !== undefined;
  const shows = (page: string) => isMember && (memberSections.find((s) => s.page === page)?.isEnabled?.(ctx) ?? true);
  const hasMessages = shows('messageV2');
  const unread = useUnreadMessageCount(hasMessages).data?.count;
  const missions = useMemberQuery('missionSummary', shows('missionLeaderboard') ? undefined : null, {
    refreshInterval: MISSIONS_POLL_MS,
    revalidateOnFocus: true,
  }).data?.count;
  const badges = { ...(unread ? { messageV2: unread } : {}), ...(missions ? { missionLeaderboard: missions } : {}) };
  return { badges, unreadMessages: hasMessages ? unread : undefined, hasMessages };
}
