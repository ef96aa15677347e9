export { DepositPanel } from './DepositPanel';
export {
  depositChannelKinds,
  depositOrderStatuses,
  depositRecordStatuses,
  type DepositBankInstructions,
  type DepositChannel,
  type DepositChannelKind,
  type DepositCryptoInstructions,
  type DepositFailure,
  type DepositInstructions,
  type DepositOrder,
  type DepositOrderStatus,
  type DepositPanelProps,
  type DepositQrInstructions,
  type DepositRecord,
  type DepositRecordStatus,
  type DepositRequest,
} from './DepositPanel.types';
export { isDepositFailure } from './depositFailure';
