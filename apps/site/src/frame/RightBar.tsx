/** The right-side bar (SPEC §1): customer service, the chat room (its unread count polled while logged in) and the app downloads with QR codes. */
import { useChatUnreadCount, useSession } from '@croupier/data';
import { RightSideBar } from '@croupier/ui';
import { brand } from '../brand';

export default function RightBar({ onCustomerService, onChat }: { onCustomerService: () => void; onChat: () => void }) {
  const { isLoggedIn } = useSession();
  const unread = useChatUnreadCount(isLoggedIn);
  const base = typeof location === 'undefined' ? '' : location.origin;
  const downloads = Object.fromEntries(Object.entries(brand.appDownload ?? {}).map(([key, href]) => [key, href.startsWith('/') ? `${base}${href}` : href]));
  return (
    <RightSideBar
      onCustomerService={onCustomerService}
      onChat={onChat}
      chatUnread={isLoggedIn ? (unread.data?.count ?? 0) : 0}
      downloads={downloads}
    />
  );
}
