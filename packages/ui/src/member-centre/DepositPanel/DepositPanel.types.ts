import type { HTMLAttributes, ReactNode } from 'react';
import type { CashierFee, CashierTime } from '../shared/cashierMoney';

/** How a channel is paid: a bank transfer, an e-wallet, a crypto transfer, or a QR code scanned in an app. */
export const depositChannelKinds = ['bank', 'ewallet', 'crypto', 'qr'] as const;
export type DepositChannelKind = (typeof depositChannelKinds)[number];

export interface DepositChannel {
  /** The platform's channel key (PLATFORM-CONVENTIONS "Deposit channel keys": UN, USDT, QPQR, WECHAT, PIX…). */
  key: string;
  kind: DepositChannelKind;
  /** The channel's name as the merchant calls it ("Bank transfer", "USDT", "PayPay"). */
  name: string;
  /** Smallest and largest amount of one deposit, in major units. */
  min: number;
  max: number;
  fee?: CashierFee;
  /**
   * Who bears the fee (the platform's `feeBearer`): the member (default) pays the amount and the wallet is credited the
   * amount less the fee; the merchant: the wallet is credited the whole amount and the merchant pays the fee.
   */
  feeBearer?: DepositFeeBearer;
  /** Chips under the amount field; amounts outside min–max are left out. */
  quickAmounts?: readonly number[];
  /** Minutes until the money is credited: 0 for instant, one number, or a [from, to] range. */
  processingTime?: number | readonly [number, number];
  /** Unavailable right now (maintenance): shown, not selectable. */
  isDisabled?: boolean;
}

export const depositFeeBearers = ['member', 'merchant'] as const;
export type DepositFeeBearer = (typeof depositFeeBearers)[number];

export const depositOrderStatuses = ['pending', 'paid', 'failed', 'expired'] as const;
export type DepositOrderStatus = (typeof depositOrderStatuses)[number];

export interface DepositBankInstructions {
  kind: 'bank';
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch?: string;
  /** The reference the member writes in the transfer's remark, so the payment is matched to the order. */
  reference: string;
}

export interface DepositCryptoInstructions {
  kind: 'crypto';
  /** The token, e.g. "USDT". */
  asset: string;
  /** The chain, e.g. "TRC20": sending on another network loses the money, so it is shown loudly. */
  network: string;
  address: string;
  /** The exact token amount to send, when the channel quotes one. */
  cryptoAmount?: string;
}

export interface DepositQrInstructions {
  kind: 'qr';
  /** The text the QR code encodes (a payment URL or an EMV payload). */
  payload: string;
}

export type DepositInstructions = DepositBankInstructions | DepositCryptoInstructions | DepositQrInstructions;

export interface DepositOrder {
  /** The platform's order number, shown to the member and quoted to customer service. */
  orderNo: string;
  /** The channel's key. */
  channel: string;
  amount: number;
  fee: number;
  /** What the member pays (the platform's order amount; a fee is taken out of the credit, never added on top). */
  total: number;
  status: DepositOrderStatus;
  /** When an unpaid order lapses. */
  expiresAt?: CashierTime;
  instructions?: DepositInstructions;
  /** The provider's hosted pay page, opened in a new tab. */
  payUrl?: string;
  /** What reaches (or reached) the balance, when it differs from `amount`: less the fee the member bears. */
  creditedAmount?: number;
}

export interface DepositRequest {
  /** The channel's key. */
  channel: string;
  amount: number;
}

export const depositRecordStatuses = ['pending', 'paid', 'failed', 'expired', 'cancelled'] as const;
export type DepositRecordStatus = (typeof depositRecordStatuses)[number];

export interface DepositRecord {
  orderNo: string;
  time: CashierTime;
  /** The channel's key (its name is looked up in `channels`) or a name. */
  channel: string;
  amount: number;
  status: DepositRecordStatus;
}

/**
 * A failure the panel can explain; anything else a promise rejects with shows the generic "try again".
 * `message` is already localized (e.g. the server's text mapped by the site) and wins over the panel's own.
 */
export interface DepositFailure {
  reason: 'amountOutOfRange' | 'channelUnavailable' | 'tooFrequent' | 'uploadFailed';
  message?: string;
}

export interface DepositPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  channels: readonly DepositChannel[];
  /** ISO 4217 code: its symbol leads the amounts unless `currencySymbol` is given. */
  currency?: string;
  /** The brand's symbol (BalanceDisplay's), wins over the currency's own. */
  currencySymbol?: string;
  /** Creates the order; the panel shows the resolved order until `order` arrives. Called once per submit. */
  onCreateOrder: (request: DepositRequest) => Promise<DepositOrder>;
  /**
   * The current order, kept fresh by the caller (polling): its `status` drives the pay and done steps. `null`
   * means none; left undefined, the panel shows the order `onCreateOrder` resolved with.
   */
  order?: DepositOrder | null;
  /** Cancels the pending order (after the member confirms). */
  onCancel?: (order: DepositOrder) => Promise<void> | void;
  /** The member starts over (after a paid, failed or expired order): clear `order`. */
  onNewDeposit?: () => void;
  /** DEPUPDATEREM3: the member may upload a transfer receipt for the pending order. */
  receiptUploadEnabled?: boolean;
  onUploadReceipt?: (files: File[]) => Promise<void>;
  /** Recent deposits, newest first. */
  history?: readonly DepositRecord[];
  isHistoryLoading?: boolean;
  /** The channels are on their way. */
  isLoading?: boolean;
  /** The channels could not be loaded: a message (localized) or true for the generic one. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Time zone of the times shown (the merchant's); the device's when left out. */
  timeZone?: string;
  /** Level of the panel's section headings (default 3: under the member centre's page title). */
  headingLevel?: 2 | 3 | 4;
}
