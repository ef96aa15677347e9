import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef } from 'react';
import { Content } from './Tabs.styles';
import type { TabsContentProps } from './Tabs.types';

/** The panel for one `value` (role="tabpanel"); focusable so keyboard users can reach content without links. */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { children, ...rest },
  ref,
) {
  return (
    <RadixTabs.Content asChild {...rest}>
      <Content ref={ref} data-part="Content">
        {children}
      </Content>
    </RadixTabs.Content>
  );
});
