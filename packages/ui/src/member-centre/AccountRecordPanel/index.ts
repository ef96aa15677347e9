export { AccountRecordPanel } from './AccountRecordPanel';
export {
  ledgerEntryLooks,
  ledgerEntryTypes,
  type AccountRecordFilters,
  type AccountRecordPanelProps,
  type AccountRecordSummary,
  type LedgerEntry,
  type LedgerEntryType,
} from './AccountRecordPanel.types';
