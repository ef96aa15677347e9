export { RafflePanel, splitSeconds } from './RafflePanel';
export type { RafflePanelProps, RaffleResult, RaffleStatus } from './RafflePanel.types';
