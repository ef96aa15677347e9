import type { InputHTMLAttributes, ReactNode } from 'react';

export const textFieldSizes = ['sm', 'md', 'lg'] as const;
export type TextFieldSize = (typeof textFieldSizes)[number];

/**
 * Remaining props go to the `<input>` (so `{...register('name')}` from react-hook-form just works);
 * `className` and `style` go to the root so the field can be placed in a layout.
 */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label; always required (placeholders are not labels). */
  label: ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error message; marks the input invalid and is announced politely when it appears. */
  error?: ReactNode;
  /** Shows an "optional" tag after the label (ignored when `required`). */
  isOptional?: boolean;
  /** Decorative icon inside the field, before the text. */
  startIcon?: ReactNode;
  /** Content inside the field after the text: an SMS code button, a captcha image, a unit. */
  endAdornment?: ReactNode;
  size?: TextFieldSize;
  /** Stretches to the container's width. */
  isFullWidth?: boolean;
}
