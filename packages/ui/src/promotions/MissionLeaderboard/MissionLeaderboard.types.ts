import type { HTMLAttributes, ReactNode } from 'react';
import type { MoneyProps } from '../../member-centre/shared/panel.types';

/** What the score counts: valid bet (money), rounds played or points. */
export const leaderboardScoreKinds = ['validBet', 'rounds', 'points'] as const;
export type LeaderboardScoreKind = (typeof leaderboardScoreKinds)[number];

/** One row (MCSFE_getMissionLeaderboard). The kit masks `account` itself (public list), already-masked input kept. */
export interface LeaderboardEntry {
  rank: number;
  account: string;
  score: number;
  /** The prize for this rank, major units. */
  reward?: number;
  /** This row is the member's own. */
  isSelf?: boolean;
}

export interface MissionLeaderboardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, MoneyProps {
  entries: readonly LeaderboardEntry[];
  /** The member's own row when it is not among `entries` (shown pinned under the list). */
  selfEntry?: LeaderboardEntry | null;
  scoreKind: LeaderboardScoreKind;
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  title?: ReactNode;
  isTitleHidden?: boolean;
  /** "Updated at …" (ms). */
  updatedAt?: number;
  timeZone?: string;
}
