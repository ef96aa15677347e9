import type { GameCategory } from '../../promotions/shared/promotion.types';
import type { PanelBaseProps } from '../shared/panel.types';

/** One product type's cashback (MCSFE_getCustomerRebateSettingByProductType): valid bet since the last claim × rate. */
export interface RebateRow {
  productType: GameCategory;
  /** Valid bet since the last claim, major units. */
  validBet: number;
  /** The merchant's rate for this member, in percent (0.8 = 0.8 %). */
  rate: number;
  /** The claimable amount as the platform computed it; the kit computes validBet × rate (to the cent) when absent. */
  amount?: number;
}

/** A past claim. */
export interface RebateClaim {
  id: string;
  time: number;
  validBet: number;
  amount: number;
}

export interface ManualRebatePanelProps extends PanelBaseProps {
  rows: readonly RebateRow[];
  /** When the member last claimed (ms); `null`: never. */
  lastClaimTime?: number | null;
  /** The smallest total that can be claimed (major units); 0 or absent: any amount above zero. */
  minClaim?: number;
  /**
   * Claims the total (MANPLAYREB3). Resolve with the credited amount (or nothing: the total shown is assumed);
   * reject with a CentreSubmitError to show its message. The site refetches `rows` afterwards.
   */
  onClaim: () => Promise<{ amount: number } | void> | void;
  history: readonly RebateClaim[];
  isHistoryLoading?: boolean;
}
