/**
 * transferUpline: the main wallet's money to the member's upline agent (AGETRANSFERUP3), sealed and checked with the
 * payment password. One request id per transfer the member asks for, kept for a retry of that same transfer.
 * The member info tells whether there is an upline; its account name is known once a transfer answers with it.
 */
import { useMemberInfo, useMemberMutation, useMemberQuery, useWalletBalance } from '@croupier/data';
import { MAIN_WALLET_ID, TransferUplinePanel } from '@croupier/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../brand';
import { useSiteConfig } from '../../app/useSiteConfig';
import { useCentreNavigation } from '../useCentreNavigation';
import { submitErrorOf } from './centreErrors';

export default function TransferUplineContainer() {
  const { t } = useTranslation('site');
  const { t: tc } = useTranslation('centre');
  const { has } = useSiteConfig();
  const { setMcPage } = useCentreNavigation();
  const info = useMemberInfo();
  const balance = useWalletBalance();
  const security = useMemberQuery('securityConfig');
  const transfer = useMemberMutation('transferToUpline', { balance: true });
  const [upline, setUpline] = useState<string>();
  /** The last transfer asked for and its request id: the same amount and password again is a retry of it. */
  const pending = useRef<{ key: string; requestId: string } | undefined>(undefined);
  const asksPassword = has('PAYMENTPASS3');

  const member = info.data;
  const uplineAccount = member === undefined ? undefined : member.toUpline ? (upline ?? tc('upline.yourAgent')) : null;
  const main = balance.data?.wallets?.find((w) => w.wallet === MAIN_WALLET_ID)?.balance ?? balance.data?.sumBalance;

  return (
    <TransferUplinePanel
      currencySymbol={brand.currencySymbol}
      uplineAccount={uplineAccount}
      balance={main}
      error={info.error ?? balance.error}
      onRetry={() => {
        void info.mutate();
        void balance.mutate();
      }}
      hasPaymentPassword={!asksPassword || (security.data?.paymentPasswordSet ?? true)}
      onSetPaymentPassword={() => setMcPage('securityCenter')}
      onTransfer={async ({ amount, paymentPassword }) => {
        const key = JSON.stringify([amount, paymentPassword]);
        if (pending.current?.key !== key) pending.current = { key, requestId: crypto.randomUUID() };
        const { requestId } = pending.current;
        try {
          const done = await transfer.trigger({ requestId, amount, ...(asksPassword ? { paymentPassword } : {}) });
          pending.current = undefined;
          setUpline(done.upline);
        } catch (error) {
          throw submitErrorOf(t, error);
        }
      }}
    />
  );
}
