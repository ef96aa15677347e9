/**
 * withdraw: the main wallet's money to one of the member's payout accounts (bank, e-wallet, USDT), the accounts
 * themselves, the member's withdrawals and the receipt confirmation of one paid out (SPEC §4, with proof images).
 * A withdrawal is sealed and checked with the payment password; one request id per withdrawal the member asks for,
 * kept for a retry of that same withdrawal. Without a payment password the member is sent to the security centre.
 */
import { useMemberMutation, useMemberQuery } from '@croupier/data';
import { WITHDRAWAL_PROOF_FIELD } from '@croupier/contract';
import { WithdrawPanel, type RealNameMode } from '@croupier/ui';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../brand';
import { useCentreNavigation } from '../useCentreNavigation';
import { loadErrorText, withdrawFailureOf } from './centreErrors';
import { cryptoProviders, mergeWithdrawals, toAddRequest, toPayoutAccount, toWithdrawalRecord } from './withdrawModel';

const LIST_SIZE = 20;

export default function WithdrawContainer() {
  const { t } = useTranslation('site');
  const { setMcPage } = useCentreNavigation();
  const infoQuery = useMemberQuery('withdrawalInfo');
  const accountsQuery = useMemberQuery('payoutAccounts');
  const listQuery = useMemberQuery('withdrawalList', { pageNo: 1, pageSize: LIST_SIZE });
  const confirmations = useMemberQuery('paymentConfirmationList').data;
  const accountsChanged = { invalidates: ['payoutAccounts', 'withdrawalInfo'] } as const;
  const addAccount = useMemberMutation('payoutAccountAdd', accountsChanged);
  const removeAccount = useMemberMutation('payoutAccountRemove', accountsChanged);
  const withdrawalsChanged = {
    invalidates: ['withdrawalInfo', 'withdrawalList', 'paymentConfirmationList'],
    balance: true,
  } as const;
  const create = useMemberMutation('withdrawalCreate', withdrawalsChanged);
  const confirm = useMemberMutation('processC2CTransaction', withdrawalsChanged);
  /** The last withdrawal asked for and its request id: the same one again is a retry of it. */
  const pending = useRef<{ key: string; requestId: string } | undefined>(undefined);

  const info = infoQuery.data;
  const listed = listQuery.data?.list;
  const awaiting = confirmations?.list;
  const pendingOnes = info?.pending;
  const withdrawals = useMemo(
    () => (listed ? mergeWithdrawals(pendingOnes, listed, awaiting).map((w) => toWithdrawalRecord(w)) : undefined),
    [listed, pendingOnes, awaiting],
  );
  const accounts = useMemo(
    () => (accountsQuery.data?.list ?? info?.accounts ?? []).map(toPayoutAccount),
    [accountsQuery.data, info?.accounts],
  );
  const realName = accountsQuery.data?.realName ?? undefined;
  /** A real name on file is the holder of every new account; before it, the first account's name sets it. */
  const realNameMode: RealNameMode = realName ? 'prefill' : 'match';
  const loadError = infoQuery.error ?? accountsQuery.error;
  const fail = (error: unknown): never => {
    throw withdrawFailureOf(t, error);
  };

  return (
    <WithdrawPanel
      currencySymbol={brand.currencySymbol}
      balance={info?.balance ?? 0}
      limits={{
        min: info?.minAmount ?? 0,
        max: info?.maxAmount ?? 0,
        dailyCount: info?.dailyCount.limit ?? 0,
        dailyCountUsed: info?.dailyCount.used ?? 0,
      }}
      turnover={info?.turnover}
      accounts={accounts}
      maxAccounts={accountsQuery.data?.max ?? info?.maxAccounts}
      realName={realName}
      realNameMode={realNameMode}
      providers={{ crypto: cryptoProviders }}
      onAddAccount={(values) => addAccount.trigger(toAddRequest(values)).catch(fail)}
      onRemoveAccount={async (id) => {
        await removeAccount.trigger({ id: Number(id) }).catch(fail);
      }}
      hasPaymentPassword={!info || !info.paymentPasswordRequired || info.hasPaymentPassword}
      onSetPaymentPassword={() => setMcPage('securityCenter')}
      onWithdraw={async ({ accountId, amount, paymentPassword }) => {
        const key = JSON.stringify([accountId, amount, paymentPassword]);
        if (pending.current?.key !== key) pending.current = { key, requestId: crypto.randomUUID() };
        const { requestId } = pending.current;
        const done = await create
          .trigger({
            requestId,
            accountId: Number(accountId),
            amount,
            ...(info?.paymentPasswordRequired === false ? {} : { paymentPassword }),
          })
          .catch(fail);
        pending.current = undefined;
        return done;
      }}
      withdrawals={withdrawals}
      isWithdrawalsLoading={listQuery.isLoading}
      onConfirmReceipt={async ({ id, outcome, receivedAmount, remark, files }) => {
        const fields = {
          withdrawalId: Number(id),
          outcome,
          ...(outcome === 'partial' && receivedAmount !== undefined ? { receivedAmount } : {}),
          ...(remark ? { remark } : {}),
        };
        // The proof images ride under the contract's part name; the client sends them as file parts.
        const input = Object.assign(fields, { [WITHDRAWAL_PROOF_FIELD]: files ?? [] });
        await confirm.trigger(input).catch(fail);
      }}
      isLoading={!info && !loadError}
      error={loadError ? loadErrorText(t, loadError) : undefined}
      onRetry={() => {
        void infoQuery.mutate();
        void accountsQuery.mutate();
        void listQuery.mutate();
      }}
    />
  );
}
