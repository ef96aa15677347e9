export { PlayerRankPanel } from './PlayerRankPanel';
export type { PlayerRankPanelProps } from './PlayerRankPanel.types';
