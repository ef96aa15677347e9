export { DownlineTransferDialog } from './DownlineTransferDialog';
export type { DownlineTransfer, DownlineTransferDialogProps, DownlineTransferSetup } from './DownlineTransferDialog.types';
