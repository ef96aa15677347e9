export { TeamBettingPanel } from './TeamBettingPanel';
export type {
  TeamBetRecord,
  TeamBettingFilters,
  TeamBettingPanelProps,
  TeamBettingSummary,
} from './TeamBettingPanel.types';
