import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef } from 'react';
import { useTabsContext } from './Tabs.context';
import { List } from './Tabs.styles';
import type { TabsListProps } from './Tabs.types';

/** The row of triggers (role="tablist"); give it an `aria-label` when no heading names the tabs. */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList({ children, ...rest }, ref) {
  const { variant, isFullWidth } = useTabsContext();
  return (
    <RadixTabs.List asChild {...rest}>
      <List ref={ref} data-part="List" data-variant={variant} data-full-width={isFullWidth ? '' : undefined}>
        {children}
      </List>
    </RadixTabs.List>
  );
});
