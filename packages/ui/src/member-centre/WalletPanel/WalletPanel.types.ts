import type { HTMLAttributes } from 'react';
import type { CentreCurrencyProps } from '../shared/money';

/** The id the main wallet goes by in transfers (`from` / `to`). */
export const MAIN_WALLET_ID = 'main';

/** A game vendor's wallet (SPEC §2 "my wallet"). */
export interface VendorWallet {
  /** The vendor code (vassalage), used in transfers. */
  id: string;
  /** The vendor's display name. */
  name: string;
  /** Balance in major units; `undefined` while this wallet loads. */
  balance?: number;
  /** The vendor did not answer (maintenance): no balance, no transfers in or out. */
  isUnavailable?: boolean;
}

export interface WalletTransfer {
  /** `MAIN_WALLET_ID` or a vendor wallet's id; one side is always the main wallet. */
  from: string;
  to: string;
  /** Major units, two decimals at most. */
  amount: number;
}

export interface WalletPanelProps extends CentreCurrencyProps, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The main wallet's balance; `undefined` while it loads. */
  mainBalance?: number;
  /** The vendor wallets; `undefined` while the list loads (skeletons show). */
  vendorWallets?: readonly VendorWallet[];
  /** The list could not be loaded: the error state with a retry button. */
  error?: unknown;
  onRetry?: () => void;
  /** Reloads every balance; the button spins while `isRefreshing`. */
  onRefresh?: () => void;
  isRefreshing?: boolean;
  /** Moves money between the main wallet and a vendor wallet. Reject to show why (e.g. `insufficient_balance`). */
  onTransfer?: (transfer: WalletTransfer) => Promise<void>;
  /** Moves every vendor balance back to the main wallet, after a confirmation. */
  onCollectAll?: () => Promise<void>;
  /** Smallest amount a transfer may move. */
  minTransfer?: number;
}
