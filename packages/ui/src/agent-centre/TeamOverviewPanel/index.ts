export { TeamOverviewPanel } from './TeamOverviewPanel';
export type {
  TeamOverviewDay,
  TeamOverviewFilters,
  TeamOverviewPanelProps,
  TeamOverviewSummary,
} from './TeamOverviewPanel.types';
