import type { HTMLAttributes, ReactNode } from 'react';
import type { CashierFee, CashierTime } from '../shared/cashierMoney';

export const payoutAccountKinds = ['bank', 'ewallet', 'crypto'] as const;
export type PayoutAccountKind = (typeof payoutAccountKinds)[number];

export interface PayoutAccount {
  id: string;
  kind: PayoutAccountKind;
  /** The bank, the wallet provider or the crypto network ("MUFG", "PayPay", "USDT-TRC20"). */
  name: string;
  /** The holder's name (the member's real name). */
  accountName: string;
  /** The number with all but the last digits hidden ("**** 1234"). */
  maskedNumber: string;
}

/** What the add-account form sends. */
export interface NewPayoutAccount {
  kind: PayoutAccountKind;
  name: string;
  /** Equal to the member's real name (crypto wallets carry it too, for the record). */
  accountName: string;
  /** Digits only for a bank account; as typed (trimmed) for a wallet ID or address. */
  accountNumber: string;
  branch?: string;
}

export interface WithdrawLimits {
  /** Smallest and largest amount of one withdrawal, in major units. */
  min: number;
  max: number;
  /** Withdrawals allowed per day, and how many the member has made today. */
  dailyCount: number;
  dailyCountUsed: number;
}

/** The wagering still owed on bonuses and deposits before money may leave. */
export interface WithdrawTurnover {
  required: number;
  completed: number;
  remaining: number;
}

export interface WithdrawRequest {
  accountId: string;
  amount: number;
  paymentPassword: string;
}

/**
 * Where a withdrawal stands: pending review, approved and being paid, waiting for the member to confirm receipt
 * (SPEC §4), completed, rejected, counted as received after the deadline (not refundable, SPEC §8), or disputed
 * (the member reported it partly or not received).
 */
export const withdrawalStatuses = [
  'pendingReview',
  'paying',
  'awaitingConfirmation',
  'completed',
  'rejected',
  'forcedReceived',
  'disputed',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export interface WithdrawalRecord {
  id: string;
  orderNo: string;
  time: CashierTime;
  amount: number;
  status: WithdrawalStatus;
  account?: Pick<PayoutAccount, 'kind' | 'name' | 'maskedNumber'>;
  /** For `awaitingConfirmation`: after this moment it counts as received and is not refunded. */
  confirmBy?: CashierTime;
  /** What the member said arrived, for a disputed partial receipt. */
  receivedAmount?: number;
  /** Why it was rejected, already localized by the caller. */
  reason?: string;
}

/** SPEC §4: received in full, partially received, not received. */
export const receiptOutcomes = ['full', 'partial', 'none'] as const;
export type ReceiptOutcome = (typeof receiptOutcomes)[number];

export interface ReceiptConfirmation {
  id: string;
  outcome: ReceiptOutcome;
  /** For 'partial': what arrived, less than the withdrawal. */
  receivedAmount?: number;
  /** At most 140 characters (SPEC §5). */
  remark?: string;
  /** PNG or JPG, at most 3 of 5 MB each; required for 'none'. */
  files?: File[];
}

export const withdrawFailureReasons = [
  'paymentPasswordInvalid',
  'paymentPasswordLocked',
  'insufficientBalance',
  'turnoverNotMet',
  'dailyCountReached',
  'amountOutOfRange',
  'accountUnavailable',
  'accountNameMismatch',
  'accountExists',
  'confirmationClosed',
] as const;
export type WithdrawFailureReason = (typeof withdrawFailureReasons)[number];

/**
 * What `onWithdraw`, `onAddAccount` and `onConfirmReceipt` reject with for a failure the panel places at its field
 * (the site maps the platform's error codes to these). Anything else shows a generic "try again".
 */
export interface WithdrawFailure {
  reason: WithdrawFailureReason;
  /** paymentPasswordInvalid: tries left before the lock. */
  attemptsLeft?: number;
  /** paymentPasswordLocked: when the member may try again. */
  retryAt?: CashierTime;
  /** Already localized text that replaces the panel's own. */
  message?: string;
}

/** 'prefill': the holder name is the real name, read-only. 'match': typed, and must equal the real name. */
export const realNameModes = ['prefill', 'match'] as const;
export type RealNameMode = (typeof realNameModes)[number];

export interface WithdrawPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** Withdrawable balance in major units. */
  balance: number;
  /** ISO 4217 code: its symbol leads the amounts unless `currencySymbol` is given. */
  currency?: string;
  currencySymbol?: string;
  limits: WithdrawLimits;
  /** The withdrawal fee: the form shows "Fee · You receive". */
  fee?: CashierFee;
  /** Withdrawing is blocked while `remaining` is above zero. */
  turnover?: WithdrawTurnover;
  accounts: readonly PayoutAccount[];
  /** At most this many accounts may be bound. */
  maxAccounts?: number;
  /** The member's real name; payout accounts must be in this name. */
  realName?: string;
  realNameMode?: RealNameMode;
  /** Choices for the bank, wallet and network fields; free text where a list is not given. */
  providers?: Partial<Record<PayoutAccountKind, readonly string[]>>;
  /** Kinds the member may add (default all three). */
  addableKinds?: readonly PayoutAccountKind[];
  onAddAccount: (values: NewPayoutAccount) => Promise<unknown>;
  /** Removing asks for confirmation first. */
  onRemoveAccount?: (id: string) => Promise<void> | void;
  /** PAYMENTPASS3: without a payment password the member is sent to set one first. */
  hasPaymentPassword: boolean;
  onSetPaymentPassword?: () => void;
  onWithdraw: (request: WithdrawRequest) => Promise<unknown>;
  /** Recent withdrawals, newest first. */
  withdrawals?: readonly WithdrawalRecord[];
  isWithdrawalsLoading?: boolean;
  /** The member's answer for a withdrawal awaiting confirmation (SPEC §4). */
  onConfirmReceipt?: (confirmation: ReceiptConfirmation) => Promise<unknown>;
  isLoading?: boolean;
  /** The page could not be loaded: a message (localized) or true for the generic one. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Time zone of the times shown (the merchant's); the device's when left out. */
  timeZone?: string;
  /** Level of the section headings (default 3: under the member centre's page title). */
  headingLevel?: 2 | 3 | 4;
}
