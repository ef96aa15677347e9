import type { PagedProps, PanelBaseProps } from '../shared/agent.types';

/** One announcement to the merchant's agents. */
export interface AgentAnnouncement {
  id: string;
  title: string;
  /** When it was published: an ISO instant, or a day 'yyyy-MM-dd'. */
  date: string;
  /** The operator's rich HTML (sanitized by the kit's RichText before it renders). */
  html: string;
  isRead: boolean;
}

export interface AgentAnnouncementsPanelProps
  extends Omit<PanelBaseProps, 'currency' | 'currencySymbol'>, Partial<PagedProps> {
  /** The announcements of the page shown, newest first. */
  announcements: readonly AgentAnnouncement[];
  /** Unread announcements over every page (default: counted on this page). */
  unreadCount?: number;
  /** An announcement was opened: the site marks it read (called for read ones too). */
  onOpen?: (id: string) => void;
  /** The announcement open at first (uncontrolled). */
  defaultOpenId?: string | null;
}
