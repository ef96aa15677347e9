export { WithdrawPanel } from './WithdrawPanel';
export {
  payoutAccountKinds,
  realNameModes,
  receiptOutcomes,
  withdrawalStatuses,
  withdrawFailureReasons,
  type NewPayoutAccount,
  type PayoutAccount,
  type PayoutAccountKind,
  type RealNameMode,
  type ReceiptConfirmation,
  type ReceiptOutcome,
  type WithdrawalRecord,
  type WithdrawalStatus,
  type WithdrawFailure,
  type WithdrawFailureReason,
  type WithdrawLimits,
  type WithdrawPanelProps,
  type WithdrawRequest,
  type WithdrawTurnover,
} from './WithdrawPanel.types';
export { isWithdrawFailure } from './withdrawRules';
