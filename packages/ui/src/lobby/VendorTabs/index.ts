export { VendorTabs } from './VendorTabs';
export type { VendorTab, VendorTabsProps } from './VendorTabs.types';
