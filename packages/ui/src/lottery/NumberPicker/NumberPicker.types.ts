import type { LotteryFamily, PlayTypeRule } from '@croupier/contract';
import type { HTMLAttributes } from 'react';

export interface NumberPickerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  family: LotteryFamily;
  playType: PlayTypeRule;
  /** The chosen selections in the contract's canonical text ('B', '23', '1:07', '07', '0427'). */
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** Most selections on one slip (default MAX_SLIP_SELECTIONS). */
  maxSelections?: number;
  disabled?: boolean;
}
