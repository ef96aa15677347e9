export { TransactionDetailsPanel } from './TransactionDetailsPanel';
export {
  teamTransactionTypes,
  type TeamTransaction,
  type TeamTransactionType,
  type TransactionDetailsFilters,
  type TransactionDetailsPanelProps,
} from './TransactionDetailsPanel.types';
