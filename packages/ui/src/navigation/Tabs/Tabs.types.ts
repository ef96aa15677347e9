import type {
  TabsContentProps as RadixContentProps,
  TabsListProps as RadixListProps,
  TabsProps as RadixRootProps,
  TabsTriggerProps as RadixTriggerProps,
} from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export const tabsVariants = ['underline', 'pill'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

/** Radix Tabs root: `value` / `defaultValue` / `onValueChange`, `orientation`, `activationMode`. */
export interface TabsProps extends RadixRootProps {
  /** 'underline': an accent bar under the active tab; 'pill': a segmented control. */
  variant?: TabsVariant;
  /** Every trigger gets an equal share of the width (100 / number of tabs percent). */
  isFullWidth?: boolean;
}

export type TabsListProps = RadixListProps;

export interface TabsTriggerProps extends RadixTriggerProps {
  /** Decorative icon before the label, e.g. `<Icon name="slots" />`. */
  icon?: ReactNode;
  /** A count shown as a badge after the label (hidden when undefined); above `badgeMax` it shows "max+". */
  badge?: number;
  badgeMax?: number;
}

export type TabsContentProps = RadixContentProps;
