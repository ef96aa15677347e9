export { MissionLeaderboard } from './MissionLeaderboard';
export { leaderboardScoreKinds, type LeaderboardEntry, type LeaderboardScoreKind, type MissionLeaderboardProps } from './MissionLeaderboard.types';
