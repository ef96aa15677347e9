import type { TableSort } from '../../layout/Table';
import type { DownlineTransferSetup } from '../DownlineTransferDialog/DownlineTransferDialog.types';
import type { DownlineType, PagedProps, PanelBaseProps } from '../shared/agent.types';

/** Which members show: the current root's direct downlines, or everyone under it. */
export const downlineScopes = ['direct', 'team'] as const;
export type DownlineScope = (typeof downlineScopes)[number];

/** The search and the scope (controlled): the site fetches with them. */
export interface DownlineFilters {
  /** The account searched for ('' for all). */
  account: string;
  scope: DownlineScope;
}

/** A member's agent contract, when the merchant gives one: its kind in the merchant's words and its rate. */
export interface DownlineContract {
  /** The contract's name ('Daily salary', 'Dividend A'). */
  type: string;
  /** The rate as a ratio (0.008 = 0.8%). */
  rate?: number;
}

/** One member of the team. Money in major units; times as ISO instants. */
export interface DownlineMember {
  account: string;
  type: DownlineType;
  /** Levels below the agent (1 = a direct downline of the agent). */
  depth: number;
  /** Members under this one (0 for most players). */
  teamSize: number;
  balance: number;
  /** Last login; null when the member never logged in. */
  lastLoginAt: string | null;
  joinedAt: string;
  /** Valid bet in the site's period (the panel shows it as given). */
  validBet: number;
  /** Shown in the contract column when given; the column shows only when some member has one. */
  contract?: DownlineContract | null;
}

export interface DownlineManagementPanelProps extends PanelBaseProps, PagedProps {
  filters: DownlineFilters;
  onFiltersChange: (filters: DownlineFilters) => void;
  /** The members under the current root (the page shown). */
  members: readonly DownlineMember[];
  /**
   * The drill-down: the accounts opened, from the agent's direct downline to the current root ([] = the agent's
   * own team). The breadcrumb shows "My team" and then these.
   */
  path: readonly string[];
  /** "View team" of a member: the site pushes it on `path` and fetches its downlines. */
  onOpen: (account: string) => void;
  /** A breadcrumb was chosen: 0 is "My team", `i` is `path[i - 1]`; the site cuts `path` there. */
  onBreadcrumb: (index: number) => void;
  /** Sorting by a column (server side); without `onSortChange` the headers do not sort. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /**
   * The transfer to a downline is on (the merchant's AGETRANSFERDOWN3): each row gets a "Transfer" action that opens
   * the transfer dialog for that member. Needs `transfer`.
   */
  canTransfer?: boolean;
  /** The agent's balance, the payment password's requirement and the call that sends a transfer. */
  transfer?: DownlineTransferSetup;
}
