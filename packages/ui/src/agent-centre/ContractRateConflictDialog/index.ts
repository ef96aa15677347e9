export { ContractRateConflictDialog, type ContractRateConflictDialogProps } from './ContractRateConflictDialog';
