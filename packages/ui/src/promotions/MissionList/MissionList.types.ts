import type { HTMLAttributes, ReactNode } from 'react';
import type { MoneyProps } from '../../member-centre/shared/panel.types';
import type { ActivityStatus } from '../shared/promotion.types';

/** What a task counts: rounds played, or valid bet (money) — in a game category or in all. */
export const missionTaskKinds = ['rounds', 'validBet'] as const;
export type MissionTaskKind = (typeof missionTaskKinds)[number];

import type { GameCategory } from '../shared/promotion.types';

/** Game categories a task can be limited to (SPEC §3 vendor groups). */
export type MissionCategory = GameCategory;

/** One mission for the member: progress from real bet records (the platform counts). Money in major units. */
export interface Mission {
  id: string;
  /** The operator's name for it (plain text). */
  title: string;
  taskKind: MissionTaskKind;
  /** `null`/absent: any game. */
  category?: MissionCategory | null;
  /** Rounds played or valid bet so far. */
  progress: number;
  /** Rounds or valid bet to reach. */
  target: number;
  /** The bonus paid at completion. */
  reward: number;
  /**
   * Computed by the platform: `join` (not started), `joined` (in progress), `claim` (complete, reward waiting),
   * `claimed`, `closed` (ended unfinished), `comingSoon`.
   */
  status: ActivityStatus;
  /** When it ends (ms); absent: with the promotion. */
  endTime?: number;
}

export interface MissionListProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, MoneyProps {
  missions: readonly Mission[];
  /** Claims the reward of a completed mission; reject with a CentreSubmitError to show its message. */
  onClaim: (mission: Mission) => Promise<void> | void;
  /** Starts a mission (status `join`). */
  onJoin?: (mission: Mission) => Promise<void> | void;
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** The section heading (default: the localized "Missions"); `isTitleHidden` keeps it for screen readers only. */
  title?: ReactNode;
  isTitleHidden?: boolean;
  timeZone?: string;
}
