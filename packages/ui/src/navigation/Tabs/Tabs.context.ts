/** The root's variant and width rule, read by the list and the triggers. */
import { createContext, use } from 'react';
import type { TabsVariant } from './Tabs.types';

export interface TabsContextValue {
  variant: TabsVariant;
  isFullWidth: boolean;
}

export const TabsContext = createContext<TabsContextValue>({ variant: 'underline', isFullWidth: false });

export const useTabsContext = () => use(TabsContext);
