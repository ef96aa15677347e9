import type { HTMLAttributes, ReactNode } from 'react';
import type { MoneyProps } from '../../member-centre/shared/panel.types';
import type { PlayerRankProgress, VipLevel, VipUpgradeRule } from '../shared/vip.types';

export interface VipScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, MoneyProps {
  levels: readonly VipLevel[];
  /** The member's standing; `null` for a guest (or while it loads, with `isLoading`). */
  progress: PlayerRankProgress | null;
  isLoggedIn: boolean;
  /** A guest's "Log in to see your level". */
  onLogin?: () => void;
  /** Opens the VIP customer service; the button shows when the member's level has it. */
  onVipService?: () => void;
  upgradeRule?: VipUpgradeRule;
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
}
