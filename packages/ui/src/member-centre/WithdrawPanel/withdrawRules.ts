/**
 * The withdrawal panel's rules that need no React: real-name matching, account number checks per kind and
 * network, the failures the panel can place at a field, and each status's badge.
 */
import type { TransactionStatus } from '../../feedback/StatusBadge';
import {
  withdrawFailureReasons,
  type PayoutAccountKind,
  type WithdrawalStatus,
  type WithdrawFailure,
} from './WithdrawPanel.types';

/** A name as a bank compares it: width-folded (NFKC), spaces collapsed, case ignored: full-width "ＹＡＭＡＤＡ Taro" = "yamada taro". */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

export function isSameName(a: string, b: string): boolean {
  return normaliseName(a) === normaliseName(b);
}

export type AccountNumberIssue = 'required' | 'bankFormat' | 'walletFormat' | 'addressFormat';

/** A bank account number as sent: digits only (spaces and hyphens people type are dropped). */
export function bankDigits(text: string): string {
  return text.normalize('NFKC').replace(/[\s-]/g, '');
}

/** Address shapes of the common networks; another network only needs a plausible length and no spaces. */
const addressPatterns: Array<[RegExp, RegExp]> = [
  [/TRC-?20|TRON/i, /^T[1-9A-HJ-NP-Za-km-z]{33}$/],
  [/ERC-?20|BEP-?20|BSC|ETH|POLYGON|ARB/i, /^0x[0-9a-fA-F]{40}$/],
];

export function checkAccountNumber(
  kind: PayoutAccountKind,
  text: string,
  network = '',
): AccountNumberIssue | undefined {
  const value = text.trim();
  if (value === '') return 'required';
  if (kind === 'bank') return /^\d{6,30}$/.test(bankDigits(value)) ? undefined : 'bankFormat';
  if (kind === 'ewallet') return /^\S{4,64}$/.test(value) ? undefined : 'walletFormat';
  const known = addressPatterns.find(([name]) => name.test(network));
  const pattern = known?.[1] ?? /^[0-9A-Za-z]{20,128}$/;
  return pattern.test(value) ? undefined : 'addressFormat';
}

/** What the form sends as the account number. */
export function accountNumberToSend(kind: PayoutAccountKind, text: string): string {
  return kind === 'bank' ? bankDigits(text.trim()) : text.trim();
}

const reasons = new Set<string>(withdrawFailureReasons);

export function isWithdrawFailure(value: unknown): value is WithdrawFailure {
  return typeof value === 'object' && value !== null && reasons.has(String((value as { reason?: unknown }).reason));
}

/** Each withdrawal status's badge: the kit's tone and icon for the nearest transaction status. */
export const withdrawalBadges: Record<WithdrawalStatus, TransactionStatus> = {
  pendingReview: 'pending',
  paying: 'processing',
  awaitingConfirmation: 'awaitingReceipt',
  completed: 'success',
  rejected: 'rejected',
  forcedReceived: 'forcedReceived',
  disputed: 'notReceived',
};
