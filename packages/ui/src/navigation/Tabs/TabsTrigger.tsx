import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef } from 'react';
import { useTabsContext } from './Tabs.context';
import { Badge, Trigger, TriggerIcon, TriggerLabel } from './Tabs.styles';
import type { TabsTriggerProps } from './Tabs.types';

/** One tab (role="tab"), with an optional icon and count badge. */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { icon, badge, badgeMax = 99, children, ...rest },
  ref,
) {
  const { variant, isFullWidth } = useTabsContext();
  return (
    <RadixTabs.Trigger asChild {...rest}>
      <Trigger ref={ref} data-part="Trigger" data-variant={variant} data-full-width={isFullWidth ? '' : undefined}>
        {icon ? <TriggerIcon data-part="TriggerIcon">{icon}</TriggerIcon> : null}
        <TriggerLabel data-part="TriggerLabel">{children}</TriggerLabel>
        {badge !== undefined ? <Badge data-part="Badge">{badge > badgeMax ? `${badgeMax}+` : badge}</Badge> : null}
      </Trigger>
    </RadixTabs.Trigger>
  );
});
