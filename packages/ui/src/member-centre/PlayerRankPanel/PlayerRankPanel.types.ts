import type { PlayerRankProgress, VipLevel, VipUpgradeRule } from '../../vip/shared/vip.types';
import type { PanelBaseProps } from '../shared/panel.types';

export interface PlayerRankPanelProps extends PanelBaseProps {
  /** Every VIP level (the current and next ones and their benefits come from here). */
  levels: readonly VipLevel[];
  /** The member's level and the period's figures (`MCSFE_getPlayerRankProgress`); `null` while unknown. */
  progress: PlayerRankProgress | null;
  upgradeRule?: VipUpgradeRule;
  /** "All levels and benefits": the site opens /vip. */
  onShowAllLevels?: () => void;
}
