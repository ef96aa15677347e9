import type { ButtonHTMLAttributes } from 'react';
import type { IconName } from '../../primitives/Icon';

export const iconButtonVariants = ['ghost', 'secondary', 'primary', 'outline'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

/** Counts above this show as "99+". */
export const iconButtonBadgeMax = 99;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'aria-pressed'> {
  /** The icon shown; the button has no visible text. */
  icon: IconName;
  /**
   * The accessible name (rendered as `aria-label`). Required: an icon alone tells a screen reader nothing.
   * Name the action ("Close", "Notifications"), not the picture.
   */
  label: string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Shows a spinner in place of the icon and blocks clicks while true. */
  isLoading?: boolean;
  /**
   * A count shown in a small bubble ("99+" above 99) and added to the accessible name:
   * label "Notifications" with badge 3 is announced as "Notifications (3)". Zero or less shows nothing.
   */
  badge?: number;
  /** Makes it a toggle button (`aria-pressed`); leave undefined for a plain action. */
  isPressed?: boolean;
}
