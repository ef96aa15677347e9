import type { ReactNode } from 'react';
import type { TabsProps } from '../../navigation/Tabs';

export interface VendorTab {
  /** The vassalage code ('PG', 'PP'...): the tab's value. */
  key: string;
  /** Display name, already localized by the host. */
  name: string;
  /** Optional decorative icon before the name. */
  icon?: ReactNode;
  /** Optional game count shown as a badge. */
  count?: number;
}

export interface VendorTabsProps extends Omit<TabsProps, 'children' | 'variant' | 'isFullWidth' | 'value' | 'defaultValue' | 'onValueChange'> {
  vendors: readonly VendorTab[];
  /** Controlled selected vendor key. */
  value?: string;
  /** Uncontrolled initial vendor; the first one unless told. */
  defaultValue?: string;
  onValueChange?: (key: string) => void;
  /** The selected vendor's content (usually its GameGrid), rendered in the active tab panel. */
  children?: ReactNode;
  /** The tab list's accessible name; "Game providers" unless told. */
  listLabel?: string;
}
