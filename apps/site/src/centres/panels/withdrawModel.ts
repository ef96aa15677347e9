/**
 * The withdraw page's names between the contract and the kit's panel: account types (usdt is the panel's crypto),
 * withdrawal statuses (snake_case there, camelCase here), the receipt deadline as the panel's confirm-by moment.
 */
import {
  usdtNetworks,
  type PayoutAccount as ContractAccount,
  type PayoutAccountAddRequest,
  type UsdtNetwork,
  type Withdrawal,
  type WithdrawalStatus as ContractStatus,
} from '@croupier/contract';
import type {
  NewPayoutAccount,
  PayoutAccount,
  PayoutAccountKind,
  WithdrawalRecord,
  WithdrawalStatus,
} from '@croupier/ui';

const statusOf: Readonly<Record<ContractStatus, WithdrawalStatus>> = {
  pending: 'pendingReview',
  paying: 'paying',
  awaiting_confirmation: 'awaitingConfirmation',
  completed: 'completed',
  disputed: 'disputed',
  forced_received: 'forcedReceived',
  rejected: 'rejected',
};

const kindOf = (type: ContractAccount['type']): PayoutAccountKind => (type === 'usdt' ? 'crypto' : type);

/** The crypto "provider" choices of the add form: the USDT networks, named as the panel shows them. */
export const cryptoProviders: readonly string[] = usdtNetworks.map((network) => `USDT-${network}`);

/** The USDT network a crypto provider name stands for ("USDT-TRC20" or "TRC20"). */
function networkOf(name: string): UsdtNetwork {
  const bare = name
    .trim()
    .toUpperCase()
    .replace(/^USDT-/, '');
  return (usdtNetworks as readonly string[]).includes(bare) ? (bare as UsdtNetwork) : (name.trim() as UsdtNetwork);
}

function accountNameOf(account: Pick<ContractAccount, 'type' | 'bankName' | 'provider' | 'network'>): string {
  if (account.type === 'usdt') return `USDT-${account.network ?? ''}`;
  return (account.type === 'bank' ? account.bankName : account.provider) ?? '';
}

export function toPayoutAccount(account: ContractAccount): PayoutAccount {
  return {
    id: String(account.id),
    kind: kindOf(account.type),
    name: accountNameOf(account),
    accountName: account.holderName ?? '',
    maskedNumber: account.number,
  };
}

export function toAddRequest(values: NewPayoutAccount): PayoutAccountAddRequest {
  if (values.kind === 'crypto') return { type: 'usdt', network: networkOf(values.name), address: values.accountNumber };
  if (values.kind === 'ewallet')
    return { type: 'ewallet', holderName: values.accountName, provider: values.name, accountId: values.accountNumber };
  return {
    type: 'bank',
    holderName: values.accountName,
    bankName: values.name,
    cardNumber: values.accountNumber,
    ...(values.branch ? { branch: values.branch } : {}),
  };
}

export function toWithdrawalRecord(
  withdrawal: Withdrawal,
  rejectReason?: (reason: string) => string,
): WithdrawalRecord {
  const { destination } = withdrawal;
  return {
    id: String(withdrawal.id),
    orderNo: withdrawal.orderNo,
    time: withdrawal.createdAt,
    amount: withdrawal.amount,
    status: statusOf[withdrawal.status],
    account: { kind: kindOf(destination.type), name: accountNameOf(destination), maskedNumber: destination.number },
    ...(withdrawal.receiptDeadline !== null ? { confirmBy: withdrawal.receiptDeadline } : {}),
    ...(withdrawal.receivedAmount !== null ? { receivedAmount: withdrawal.receivedAmount } : {}),
    ...(withdrawal.rejectReason
      ? { reason: rejectReason ? rejectReason(withdrawal.rejectReason) : withdrawal.rejectReason }
      : {}),
  };
}

/**
 * The member's withdrawals newest first: the list's, those awaiting confirmation replaced by the confirmation
 * list's fresher copy, and the pending ones of the withdrawal info the list may not have yet.
 */
export function mergeWithdrawals(...lists: readonly (readonly Withdrawal[] | undefined)[]): Withdrawal[] {
  const byId = new Map<number, Withdrawal>();
  for (const list of lists) for (const withdrawal of list ?? []) byId.set(withdrawal.id, withdrawal);
  return [...byId.values()].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}
