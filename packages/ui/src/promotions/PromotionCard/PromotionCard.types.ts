import type { HTMLAttributes } from 'react';
import type { LobbyLinkRenderer } from '../../lobby/shared/links';
import type { ActivityStatus, PromotionSummary } from '../shared/promotion.types';

/** What a host wires into every card (PromotionList passes these through). */
export interface PromotionCardActions {
  /** The detail page's path for a promotion (e.g. `/promoDetail?id=…`): the title links there. */
  hrefFor?: (promotion: PromotionSummary) => string;
  /** React Router's Link, as in the Header; a plain `<a>` otherwise. */
  renderLink?: LobbyLinkRenderer;
  /** With a plain `<a>`: in-app navigation of plain clicks. */
  onNavigate?: (path: string) => void;
  /** Join or claim from the card (only for those statuses). */
  onAction?: (promotion: PromotionSummary, status: ActivityStatus) => void;
  /** A visitor: join/claim become "Log in to join" (SPEC §6). */
  isVisitor?: boolean;
  onLoginRequest?: () => void;
  /** The member's IANA time zone for the period. */
  timeZone?: string;
}

export interface PromotionCardProps extends PromotionCardActions, Omit<HTMLAttributes<HTMLElement>, 'children'> {
  promotion: PromotionSummary;
  /** The type category's name, shown as a chip on the art. */
  categoryName?: string;
  /** The card title's heading level (default 3). */
  headingLevel?: 2 | 3 | 4;
}
