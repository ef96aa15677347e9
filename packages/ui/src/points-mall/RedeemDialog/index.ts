export { RedeemDialog } from './RedeemDialog';
export {
  redeemDialogVariants,
  type ConvertPointsDialogProps,
  type RedeemDialogProps,
  type RedeemDialogVariant,
  type RedeemRewardDialogProps,
} from './RedeemDialog.types';
