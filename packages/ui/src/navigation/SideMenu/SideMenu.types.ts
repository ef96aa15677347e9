import type { DialogProps } from '@radix-ui/react-dialog';
import type { HTMLAttributes, ReactNode } from 'react';
import type { IconName } from '../../primitives/Icon';

/** The mutually exclusive panels of the side menu (SPEC §2). */
export const sideMenuPanels = ['main', 'member', 'language'] as const;
export type SideMenuPanel = (typeof sideMenuPanels)[number];

/** Gate of a main-list entry: shown only when the named prop is true. */
type Gate = 'hasReferral' | 'hasManualRebate';

/** The main list, in order (SPEC §2); `onSelect` receives these keys. */
export const sideMenuMainItems = [
  { key: 'deposit', icon: 'deposit' },
  { key: 'withdraw', icon: 'withdraw' },
  { key: 'promotions', icon: 'promo' },
  { key: 'referral', icon: 'share', gate: 'hasReferral' },
  { key: 'rewardCentre', icon: 'reward' },
  { key: 'cashback', icon: 'cashback', gate: 'hasManualRebate' },
] as const satisfies readonly { key: string; icon: IconName; gate?: Gate }[];

/** The game-centre sublist. */
export const sideMenuGameCentreItems = [
  { key: 'slots', icon: 'slots' },
  { key: 'live', icon: 'live' },
  { key: 'sports', icon: 'sports' },
  { key: 'favourites', icon: 'favourite' },
] as const satisfies readonly { key: string; icon: IconName }[];

/** After the game centre. */
export const sideMenuTrailingItems = [
  { key: 'appDownload', icon: 'download' },
  { key: 'customerService', icon: 'support' },
  { key: 'help', icon: 'help' },
] as const satisfies readonly { key: string; icon: IconName }[];

export type SideMenuItemKey =
  | (typeof sideMenuMainItems)[number]['key']
  | (typeof sideMenuGameCentreItems)[number]['key']
  | (typeof sideMenuTrailingItems)[number]['key'];

/** A member-centre section (from the member-centre registry). */
export interface SideMenuMemberItem {
  /** The member page key, e.g. 'securityCenter'. */
  key: string;
  icon: IconName;
  /** Already localized. */
  label: string;
  /** A count badge (e.g. missions). */
  badge?: number;
}

export interface SideMenuProps extends Pick<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange'>, Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  panel?: SideMenuPanel;
  defaultPanel?: SideMenuPanel;
  onPanelChange?: (panel: SideMenuPanel) => void;
  /** The referral promotion is available (share / invite friends entry). */
  hasReferral?: boolean;
  /** MANPLAYREB3 is on (cashback entry). */
  hasManualRebate?: boolean;
  /** Member-centre sections; the member panel is offered only when there are some. */
  memberItems?: readonly SideMenuMemberItem[];
  /** Offered language codes ('JA', 'EN', ...), in menu order. */
  languages?: readonly string[];
  currentLanguage?: string;
  onLanguageChange?: (code: string) => void;
  /** A main-list key or a member page key. */
  onSelect?: (key: string) => void;
  /** Close the menu after a selection (default true). */
  closeOnSelect?: boolean;
  /** Top slot, e.g. the account name and balance. */
  header?: ReactNode;
}
