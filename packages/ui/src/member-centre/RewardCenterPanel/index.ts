export { RewardCenterPanel } from './RewardCenterPanel';
export { rewardSources, type RewardCenterPanelProps, type RewardItem, type RewardSource } from './RewardCenterPanel.types';
