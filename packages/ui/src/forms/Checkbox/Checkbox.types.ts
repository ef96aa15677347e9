import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * Remaining props go to the native `<input type="checkbox">` (so `{...register('agree')}` works);
 * `className` and `style` go to the root.
 */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'children'> {
  /** The label; may contain a link (a click on the link follows it and leaves the box alone). */
  children: ReactNode;
  /** Secondary text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Error message; marks the input invalid and is announced politely when it appears. */
  error?: ReactNode;
  /** Shows the "some selected" state (announced as mixed) until the user or the caller changes it. */
  indeterminate?: boolean;
}
