import type { ButtonHTMLAttributes } from 'react';
import type { ThemeMode } from '../../theme';

export const modeSwitchSizes = ['sm', 'md'] as const;
export type ModeSwitchSize = (typeof modeSwitchSizes)[number];

/** A switch named "Dark mode": on is dark, off is light. */
export interface ModeSwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'role' | 'aria-checked' | 'onChange'
> {
  mode: ThemeMode;
  onModeChange?: (mode: ThemeMode) => void;
  size?: ModeSwitchSize;
  /** Overrides the localized accessible name ("Dark mode"). */
  label?: string;
}
