import type { FieldValidationConfig } from '@croupier/contract';
import type { CentreCurrencyProps } from '../../member-centre/shared/money';

/** One transfer as the agent asks for it. */
export interface DownlineTransfer {
  /** The downline's account. */
  account: string;
  /** Major units, two decimals at most. */
  amount: number;
  /** Empty when the merchant does not ask for the payment password. */
  paymentPassword: string;
}

/** What the transfer needs besides its recipient: the same for every row of the team list. */
export interface DownlineTransferSetup extends CentreCurrencyProps {
  /** The agent's balance in major units; `undefined` while it loads. */
  balance?: number;
  /** Smallest amount a transfer may move. */
  minAmount?: number;
  /** Whether the merchant asks for the payment password (PAYMENTPASS3). Default true. */
  isPaymentPasswordRequired?: boolean;
  /** Whether the agent has a payment password; when one is asked for and there is none, the form asks to set it. */
  hasPaymentPassword?: boolean;
  /** Where to set the payment password (the security centre). */
  onSetPaymentPassword?: () => void;
  /** The payment password's rule; six digits unless told. */
  paymentPasswordRule?: FieldValidationConfig;
  /**
   * Sends the transfer. Reject to show why, as a `CentreSubmitError`: `payment_password_invalid` shows at the
   * password, `insufficient_balance` at the amount, an issue at `account` (not in the team) and the other codes
   * (`turnover_not_met`, `not_an_agent`, `request_conflict`...) above the form.
   */
  onTransfer: (transfer: DownlineTransfer) => Promise<void>;
}

export interface DownlineTransferDialogProps extends DownlineTransferSetup {
  /** The downline the money goes to; null keeps the dialog closed. */
  recipient: string | null;
  /** Cancel, Close, Escape: the owner sets `recipient` to null. */
  onClose: () => void;
}
