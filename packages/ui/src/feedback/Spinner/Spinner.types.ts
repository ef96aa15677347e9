import type { HTMLAttributes } from 'react';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize;
  /** Accessible label; defaults to the localized "Loading". Pass `null` when a parent already announces it. */
  label?: string | null;
}
