export { TransferUplinePanel } from './TransferUplinePanel';
export type { TransferUplinePanelProps, UplineTransfer } from './TransferUplinePanel.types';
