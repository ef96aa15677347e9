import type { HTMLAttributes, ReactNode } from 'react';
import type { MoneyProps } from '../../member-centre/shared/panel.types';

/** One line of the slip: the selection's canonical text, what the member reads, and its odds. */
export interface BetSlipSelection {
  selection: string;
  label: string;
  odds: number;
}

export interface BetSlipProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onSubmit'>, MoneyProps {
  selections: readonly BetSlipSelection[];
  /** Per selection before the multiplier, major units. */
  unitStake: number;
  /** 1..MAX_MULTIPLIER. */
  multiplier: number;
  onUnitStakeChange: (unitStake: number) => void;
  onMultiplierChange: (multiplier: number) => void;
  onRemove: (selection: string) => void;
  onClear: () => void;
  onSubmit: () => void;
  /** A selection's amount (unit stake x multiplier) bounds, major units (the play type's). */
  minAmount: number;
  maxAmount: number;
  /** The member's balance (major); null or left out when unknown (no balance check). */
  balance?: number | null;
  isSubmitting?: boolean;
  /** The period is closed: nothing can be placed until the next opens. */
  isClosed?: boolean;
  /** The last attempt's failure, shown in an alert. */
  error?: string | null;
  /** The heading (default: the localized "Bet slip"). */
  title?: ReactNode;
}
