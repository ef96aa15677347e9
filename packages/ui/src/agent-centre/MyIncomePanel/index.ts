export { MyIncomePanel } from './MyIncomePanel';
export {
  incomeTypes,
  type IncomeRecord,
  type IncomeType,
  type MyIncomeFilters,
  type MyIncomePanelProps,
} from './MyIncomePanel.types';
