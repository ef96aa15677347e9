import type { HTMLAttributes, ReactNode } from 'react';
import type { MoneyProps } from '../../member-centre/shared/panel.types';
import type { PlayerRankProgress, VipLevel, VipUpgradeRule } from '../shared/vip.types';

export interface VipScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, MoneyProps {
  /**
   * The level of the screen's title: 1 (the default) when it is the page's heading, 2 inside a page that already has
   * its h1 (the site's section pages). The look is the same.
   */
  titleLevel?: 1 | 2;
  /**
   * Leaves the screen's own title out, for a page whose heading already says it (the site's section pages, whose
   * h1 is the route's title); the screen's sections stay h2, right under that h1.
   */
  isTitleHidden?: boolean;
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
