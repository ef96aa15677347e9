import type { HTMLAttributes, ReactNode } from 'react';
import type { MoneyProps } from '../../member-centre/shared/panel.types';
import type { PlayerRankProgress, VipLevel, VipUpgradeRule } from '../shared/vip.types';

export interface VipProgressProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, MoneyProps {
  /** Every level (the next one and its thresholds come from here). */
  levels: readonly VipLevel[];
  /** The member's level and the period's figures (`MCSFE_getPlayerRankProgress`); `null` while unknown. */
  progress: PlayerRankProgress | null;
  /** Whether the next level needs both thresholds (default) or either. */
  upgradeRule?: VipUpgradeRule;
  /** The heading (default: the localized "Your VIP progress"). */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
}
