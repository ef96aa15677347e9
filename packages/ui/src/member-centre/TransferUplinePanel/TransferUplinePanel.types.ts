import type { FieldValidationConfig } from '@croupier/contract';
import type { HTMLAttributes } from 'react';
import type { CentreCurrencyProps } from '../shared/money';

export interface UplineTransfer {
  /** Major units, two decimals at most. */
  amount: number;
  paymentPassword: string;
}

export interface TransferUplinePanelProps
  extends CentreCurrencyProps, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The upline agent's account; `undefined` while it loads, `null` when the member has no upline. */
  uplineAccount?: string | null;
  /** The member's balance in major units; `undefined` while it loads. */
  balance?: number;
  /** The page could not be loaded: the error state with a retry button. */
  error?: unknown;
  onRetry?: () => void;
  /** Sends the amount to the upline. Reject to show why (`payment_password_invalid`, `insufficient_balance`...). */
  onTransfer?: (transfer: UplineTransfer) => Promise<void>;
  /** Smallest amount a transfer may move. */
  minAmount?: number;
  /** Whether the member has a payment password; without one the form asks to set it first. Default true. */
  hasPaymentPassword?: boolean;
  /** Where to set the payment password (the security centre); shown with the request to set one. */
  onSetPaymentPassword?: () => void;
  /** The payment password's rule; six digits unless told. */
  paymentPasswordRule?: FieldValidationConfig;
}
