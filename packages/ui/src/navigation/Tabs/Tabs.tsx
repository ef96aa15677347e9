import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, useMemo } from 'react';
import { TabsContext } from './Tabs.context';
import { TabsRoot } from './Tabs.styles';
import type { TabsProps } from './Tabs.types';

/**
 * Tabs on Radix: arrow keys move between triggers, Home/End jump, panels are linked with ARIA.
 * Compose with `TabsList`, `TabsTrigger` and `TabsContent`.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { variant = 'underline', isFullWidth = false, children, ...rest },
  ref,
) {
  const context = useMemo(() => ({ variant, isFullWidth }), [variant, isFullWidth]);
  return (
    <TabsContext value={context}>
      <RadixTabs.Root asChild {...rest}>
        <TabsRoot ref={ref} data-component="Tabs" data-variant={variant}>
          {children}
        </TabsRoot>
      </RadixTabs.Root>
    </TabsContext>
  );
});
