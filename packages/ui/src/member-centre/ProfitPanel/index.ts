export { ProfitPanel } from './ProfitPanel';
export {
  type ProfitCategoryRow,
  type ProfitFilters,
  type ProfitPanelProps,
  type ProfitSummary,
} from './ProfitPanel.types';
