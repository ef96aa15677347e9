import type { HTMLAttributes, ReactNode } from 'react';
import type { MoneyProps } from '../../member-centre/shared/panel.types';
import type { ActivityStatus } from '../shared/promotion.types';

/** The draw's outcome for this member, once drawn. */
export interface RaffleResult {
  isWinner: boolean;
  /** The prize in major units (cash prizes). */
  prize?: number;
  /** The prize's name when it is not cash (as the operator wrote it). */
  prizeName?: string;
  /** The winning ticket of the member, when they won. */
  winningTicket?: string;
}

/** MCSFE_getRafflePromotionStatus for the member. Times are millisecond timestamps. */
export interface RaffleStatus {
  /** Computed by the platform: `claim` (a ticket can be claimed now), `claimed` (today's is taken), `closed`, `comingSoon`, `issued` (prize paid). */
  status: ActivityStatus;
  /** The ticket numbers the member holds. */
  tickets: readonly string[];
  /** When the draw takes place (the period's end). */
  drawTime: number;
  /** When the next ticket can be claimed (after `claimed`). */
  nextClaimTime?: number;
  /** `null` until drawn. */
  result: RaffleResult | null;
}

export interface RafflePanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, MoneyProps {
  raffle: RaffleStatus | null;
  /** Claims a ticket (MCSFE_claimRafflePromotion); reject with a CentreSubmitError to show its message. */
  onClaim: () => Promise<void> | void;
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  isVisitor?: boolean;
  onLoginRequest?: () => void;
  timeZone?: string;
}
