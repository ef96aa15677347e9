export { VendorMaintenanceDialog } from './VendorMaintenanceDialog';
export { InsufficientBalanceDialog } from './InsufficientBalanceDialog';
export type { InsufficientBalanceDialogProps, VendorMaintenanceDialogProps } from './LaunchDialogs.types';
