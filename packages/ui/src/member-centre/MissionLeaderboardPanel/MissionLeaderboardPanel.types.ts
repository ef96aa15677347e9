import type { ReactNode } from 'react';
import type { LeaderboardEntry, LeaderboardScoreKind } from '../../promotions/MissionLeaderboard/MissionLeaderboard.types';
import type { Mission } from '../../promotions/MissionList/MissionList.types';
import type { PanelBaseProps } from '../shared/panel.types';

export interface MissionLeaderboardPanelProps extends PanelBaseProps {
  missions: readonly Mission[];
  onClaim: (mission: Mission) => Promise<void> | void;
  onJoin?: (mission: Mission) => Promise<void> | void;
  /** The leaderboard (MCSFE_getMissionLeaderboard); absent: no leaderboard section. */
  leaderboard?: {
    entries: readonly LeaderboardEntry[];
    selfEntry?: LeaderboardEntry | null;
    scoreKind: LeaderboardScoreKind;
    updatedAt?: number;
    isLoading?: boolean;
    error?: ReactNode;
    onRetry?: () => void;
  };
}
