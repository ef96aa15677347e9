import type { FieldValidationConfig } from '@croupier/contract';
import type { MoneyProps } from '../../member-centre/shared/panel.types';
import type { ConvertRequest, PointConversion, PointReward, RedeemRequest } from '../shared/points.types';

export const redeemDialogVariants = ['redeem', 'convert'] as const;
export type RedeemDialogVariant = (typeof redeemDialogVariants)[number];

interface RedeemDialogBase extends MoneyProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's points. */
  balance: number;
  /** The payment password's rule (default: six digits). */
  paymentPasswordRule?: FieldValidationConfig;
}

/** Redeem a reward: for items the quantity and the receiver (name, mobile, address), then the payment password. */
export interface RedeemRewardDialogProps extends RedeemDialogBase {
  variant?: 'redeem';
  reward: PointReward;
  /**
   * Sends the request (sealed, with the password check); items carry `receiverName`, `mobileNum` and `address`.
   * Reject with `{ code, message }` to show why; `fieldErrors` (or schema `issues`) naming those fields show at them.
   */
  onRedeem: (request: RedeemRequest) => Promise<void> | void;
}

/** Convert points to cash at the merchant's rate, then the payment password. */
export interface ConvertPointsDialogProps extends RedeemDialogBase {
  variant: 'convert';
  conversion: PointConversion;
  onConvert: (request: ConvertRequest) => Promise<void> | void;
}

export type RedeemDialogProps = RedeemRewardDialogProps | ConvertPointsDialogProps;
