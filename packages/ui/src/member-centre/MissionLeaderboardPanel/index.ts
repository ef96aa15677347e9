export { MissionLeaderboardPanel, missionBadgeCount } from './MissionLeaderboardPanel';
export type { MissionLeaderboardPanelProps } from './MissionLeaderboardPanel.types';
