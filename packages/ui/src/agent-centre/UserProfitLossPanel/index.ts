export { UserProfitLossPanel } from './UserProfitLossPanel';
export {
  userProfitLossColumns,
  type UserProfitLossFilters,
  type UserProfitLossPanelProps,
  type UserProfitLossRow,
  type UserProfitLossTotals,
} from './UserProfitLossPanel.types';
