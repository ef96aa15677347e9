export { WalletPanel } from './WalletPanel';
export { MAIN_WALLET_ID, type VendorWallet, type WalletPanelProps, type WalletTransfer } from './WalletPanel.types';
