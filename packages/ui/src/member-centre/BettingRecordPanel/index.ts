export { BettingRecordPanel } from './BettingRecordPanel';
export {
  bettingRecordCategories,
  type BetRecord,
  type BettingRecordCategory,
  type BettingRecordFilters,
  type BettingRecordPanelProps,
  type BettingRecordSummary,
} from './BettingRecordPanel.types';
