import type { ReactNode, SelectHTMLAttributes } from 'react';

export const selectSizes = ['sm', 'md', 'lg'] as const;
export type SelectSize = (typeof selectSizes)[number];

export interface SelectOption {
  value: string;
  /** Plain text: a native option cannot hold markup. */
  label: string;
  disabled?: boolean;
  /** Language of the label, for lists that name each language in itself. */
  lang?: string;
}

/**
 * A native `<select>` (the platform picker on phones, full keyboard and screen reader support). Remaining
 * props go to the `<select>` (so `{...register('country')}` works); `className` and `style` go to the root.
 */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'multiple'> {
  /** The visible label. */
  label: ReactNode;
  hint?: ReactNode;
  /** Error message; marks the select invalid and is announced politely when it appears. */
  error?: ReactNode;
  /** Shows an "optional" tag after the label (ignored when `required`). */
  isOptional?: boolean;
  /** The options; or pass `<option>` / `<optgroup>` children instead. */
  options?: readonly SelectOption[];
  /**
   * Text of the empty first option; defaults to the localized "Please choose". `null` leaves it out.
   * The option can be chosen again only when the field is not `required`.
   */
  placeholder?: string | null;
  size?: SelectSize;
  /** Stretches to the container's width. */
  isFullWidth?: boolean;
}
