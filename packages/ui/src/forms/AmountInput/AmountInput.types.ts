import type { ReactNode } from 'react';
import type { TextFieldProps } from '../TextField';

/**
 * A money field. Remaining props reach the `<input>` (so `{...register('amount', { validate })}` works);
 * the value is text in the canonical form "1234.56" (digits, one point, at most two decimals).
 */
export interface AmountInputProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'startIcon' | 'value' | 'defaultValue' | 'min' | 'max' | 'hint'
> {
  value?: string;
  defaultValue?: string;
  /** Called with the canonical text and its number (null when empty or not a number) after every change. */
  onValueChange?: (text: string, amount: number | null) => void;
  /** The brand's currency symbol shown before the amount; defaults to the platform's. */
  currencySymbol?: string;
  /** ISO 4217 code: formats the limits, fee and errors with Intl's currency style. */
  currency?: string;
  /** Smallest allowed amount, shown in the hint and checked on blur. */
  min?: number;
  /** Largest allowed amount, shown in the hint and checked on blur. */
  max?: number;
  /** Replaces the min/max hint. */
  hint?: ReactNode;
  /** Chips under the field; a click sets the amount. */
  quickAmounts?: readonly number[];
  /** The member's balance: with `hasMaxChip`, a "Max" chip sets min(balance, max). */
  balance?: number;
  hasMaxChip?: boolean;
  /** A fee (or a function of the amount): shows "Fee 1.00 · You receive 99.00" under a valid amount. */
  fee?: number | ((amount: number) => number);
  /**
   * The field checks its own rules after the first blur and shows the localized error, unless `error` is
   * given (react-hook-form's message wins). Default true.
   */
  validateOnBlur?: boolean;
}
