export { PlayTypeTabs } from './PlayTypeTabs';
export type { PlayTypeTabsProps } from './PlayTypeTabs.types';
