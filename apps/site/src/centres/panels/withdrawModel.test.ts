/** The withdraw page's mappings: contract accounts and withdrawals to the panel's, its forms to requests, failures. */
import type { Withdrawal } from '@croupier/contract';
import { ApiError } from '@croupier/data';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { withdrawFailureOf } from './centreErrors';
import { mergeWithdrawals, toAddRequest, toPayoutAccount, toWithdrawalRecord } from './withdrawModel';

const account = {
  id: 3,
  type: 'usdt' as const,
  holderName: null,
  bankName: null,
  branch: null,
  provider: null,
  network: 'TRC20' as const,
  number: 'TXyz12****abcd',
  createdAt: 1,
};

const withdrawal = (id: number, status: Withdrawal['status'], createdAt: number): Withdrawal => ({
  id,
  orderNo: `W${id}`,
  amount: 100,
  status,
  destination: { ...account, type: 'bank', bankName: 'MUFG', network: null, number: '**** 1234', accountId: 3 },
  createdAt,
  reviewedAt: null,
  rejectReason: null,
  receiptDeadline: status === 'awaiting_confirmation' ? createdAt + 86_400_000 : null,
  confirmedAt: null,
  outcome: null,
  receivedAmount: null,
  remark: null,
});

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  ns: ['site', 'errors'],
  resources: { en: { errors: { requestConflict: 'Already sent differently', networkError: 'No connection' } } },
  interpolation: { escapeValue: false },
});

describe('payout accounts', () => {
  it('a USDT address is the panel crypto account, named by its network', () => {
    expect(toPayoutAccount(account)).toEqual({
      id: '3',
      kind: 'crypto',
      name: 'USDT-TRC20',
      accountName: '',
      maskedNumber: 'TXyz12****abcd',
    });
  });

  it('the add form becomes the request of its kind', () => {
    expect(
      toAddRequest({ kind: 'bank', name: 'MUFG', accountName: 'TARO YAMADA', accountNumber: '1234567890' }),
    ).toEqual({ type: 'bank', holderName: 'TARO YAMADA', bankName: 'MUFG', cardNumber: '1234567890' });
    expect(toAddRequest({ kind: 'crypto', name: 'USDT-ERC20', accountName: 'X', accountNumber: '0xabc' })).toEqual({
      type: 'usdt',
      network: 'ERC20',
      address: '0xabc',
    });
    expect(toAddRequest({ kind: 'ewallet', name: 'PayPay', accountName: 'A B', accountNumber: 'ab12' })).toEqual({
      type: 'ewallet',
      holderName: 'A B',
      provider: 'PayPay',
      accountId: 'ab12',
    });
  });
});

describe('withdrawals', () => {
  it('snake_case statuses become the panel statuses; the receipt deadline is the confirm-by moment', () => {
    const record = toWithdrawalRecord(withdrawal(7, 'awaiting_confirmation', 1_000));
    expect(record).toMatchObject({ id: '7', status: 'awaitingConfirmation', confirmBy: 86_401_000, time: 1_000 });
    expect(record.account).toEqual({ kind: 'bank', name: 'MUFG', maskedNumber: '**** 1234' });
    expect(toWithdrawalRecord(withdrawal(8, 'pending', 1)).status).toBe('pendingReview');
    expect(toWithdrawalRecord(withdrawal(9, 'forced_received', 1)).status).toBe('forcedReceived');
  });

  it('merges the lists once per withdrawal, the later list winning, newest first', () => {
    const listed = [withdrawal(1, 'paying', 10), withdrawal(2, 'pending', 20)];
    const fresher = [{ ...withdrawal(1, 'awaiting_confirmation', 10) }];
    const merged = mergeWithdrawals([withdrawal(3, 'pending', 30)], listed, fresher);
    expect(merged.map((w) => [w.id, w.status])).toEqual([
      [3, 'pending'],
      [2, 'pending'],
      [1, 'awaiting_confirmation'],
    ]);
  });
});

describe('withdraw failures', () => {
  const failure = (code: string, value?: unknown) =>
    new ApiError({ code, message: 'dev', endpoint: 'withdrawalCreate', kind: 'server', status: 409, value });

  it('places the codes the panel knows and opens a lock at its moment', () => {
    expect(withdrawFailureOf(i18n.t, failure('turnover_not_met'))).toEqual({ reason: 'turnoverNotMet' });
    expect(withdrawFailureOf(i18n.t, failure('payee_name_mismatch'))).toEqual({ reason: 'accountNameMismatch' });
    const before = Date.now();
    const locked = withdrawFailureOf(i18n.t, failure('payment_password_locked', { retryAfterMs: 60_000 }));
    expect(locked.reason).toBe('paymentPasswordLocked');
    expect(Number(locked.retryAt)).toBeGreaterThanOrEqual(before + 60_000);
  });

  it('anything else is a form-level sentence of the error table', () => {
    const other = withdrawFailureOf(i18n.t, failure('request_conflict'));
    expect(other.reason).toBe('confirmationClosed');
    expect(other.message).toBeTypeOf('string');
    expect(other.message).not.toBe('');
  });
});
