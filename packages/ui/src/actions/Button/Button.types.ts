import type { ButtonHTMLAttributes, ReactNode } from 'react';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'outline', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, and blocks clicks while true. */
  isLoading?: boolean;
  /** Stretches to the container's width. */
  isFullWidth?: boolean;
  /** Icon before the label. */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
}
