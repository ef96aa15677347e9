import type { HTMLAttributes, ReactNode } from 'react';

export interface PopularNumber {
  number: string;
  hits: number;
}

export interface PopularNumbersProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The hot numbers (`popularNumbersResponseSchema.numbers`), hottest first or in number order. */
  numbers: readonly PopularNumber[];
  /** How many draws were counted. */
  draws: number;
  /** Makes each number a toggle button (`aria-pressed`) that picks it. */
  onPick?: (number: string) => void;
  /** The numbers already picked. */
  selected?: readonly string[];
  title?: ReactNode;
  headingLevel?: 2 | 3;
}
