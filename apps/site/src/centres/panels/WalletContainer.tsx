/**
 * transferFund ("my wallet"): the main wallet and a wallet per vendor of the lobby (those the member never used hold
 * nothing yet), transfers between the main wallet and one of them, and "collect all": one transfer to the main wallet
 * per vendor wallet holding money, one after another, stopping at the first failure (which the panel shows).
 */
import type { ResponseOf } from '@croupier/contract';
import { useGameVendors, useMemberMutation, useWalletBalance } from '@croupier/data';
import { MAIN_WALLET_ID, WalletPanel, type VendorWallet } from '@croupier/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../brand';
import { submitErrorOf } from './centreErrors';

type Balance = ResponseOf<'walletBalance'>;
type VendorGroups = ResponseOf<'gameVendors'>;

/** Every vendor of the lobby once, in its order, then any other wallet the member holds, with their balances. */
export function toVendorWallets(balance: Balance, groups: VendorGroups): VendorWallet[] {
  const held = new Map((balance.wallets ?? []).map((w) => [w.wallet, w.balance]));
  const wallets = new Map<string, VendorWallet>();
  for (const vendor of groups.flatMap((group) => group.vendors)) {
    if (!wallets.has(vendor.vassalage))
      wallets.set(vendor.vassalage, {
        id: vendor.vassalage,
        name: vendor.name,
        balance: held.get(vendor.vassalage) ?? 0,
      });
  }
  for (const [id, amount] of held) {
    if (id !== MAIN_WALLET_ID && !wallets.has(id)) wallets.set(id, { id, name: id, balance: amount });
  }
  return [...wallets.values()];
}

export default function WalletContainer() {
  const { t } = useTranslation('site');
  const balance = useWalletBalance();
  const vendors = useGameVendors();
  const transfer = useMemberMutation('walletTransfer', { balance: true });
  const data = balance.data;
  const isListing = vendors.isLoading;
  const wallets = useMemo(
    () => (data && !isListing ? toVendorWallets(data, vendors.data ?? []) : undefined),
    [data, isListing, vendors.data],
  );
  const reject = (error: unknown): never => {
    throw submitErrorOf(t, error);
  };
  const move = (from: string, to: string, amount: number) => transfer.trigger({ from, to, amount }).catch(reject);

  return (
    <WalletPanel
      currencySymbol={brand.currencySymbol}
      mainBalance={data?.wallets?.find((w) => w.wallet === MAIN_WALLET_ID)?.balance ?? data?.sumBalance}
      vendorWallets={wallets}
      error={balance.error}
      onRetry={() => void balance.mutate()}
      onRefresh={() => void balance.mutate()}
      isRefreshing={balance.isValidating}
      onTransfer={async ({ from, to, amount }) => {
        await move(from, to, amount);
      }}
      onCollectAll={async () => {
        // The balances as they are now, not as last shown.
        const fresh = (await balance.mutate().catch(reject)) ?? data;
        for (const wallet of fresh?.wallets ?? []) {
          if (wallet.wallet !== MAIN_WALLET_ID && wallet.balance > 0)
            await move(wallet.wallet, MAIN_WALLET_ID, wallet.balance);
        }
      }}
    />
  );
}
