export { Tabs } from './Tabs';
export { TabsList } from './TabsList';
export { TabsTrigger } from './TabsTrigger';
export { TabsContent } from './TabsContent';
export {
  tabsVariants,
  type TabsContentProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
  type TabsVariant,
} from './Tabs.types';
