export { ConfirmDialog } from './ConfirmDialog';
export { confirmDialogTones, type ConfirmDialogProps, type ConfirmDialogTone } from './ConfirmDialog.types';
