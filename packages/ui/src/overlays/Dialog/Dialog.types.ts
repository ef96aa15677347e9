import type { MouseEvent, ReactNode } from 'react';
import type { ButtonVariant } from '../../actions/Button';
import type { ModalProps } from '../Modal';

/** The icon badge above the title; each maps to a status colour ('question' uses the secondary colour). */
export const dialogIcons = ['success', 'error', 'warning', 'info', 'question'] as const;
export type DialogIcon = (typeof dialogIcons)[number];

export interface DialogButton {
  label: ReactNode;
  /** 'primary' unless told; put the main action last. */
  variant?: ButtonVariant;
  /** Runs before the dialog closes; call `event.preventDefault()` to keep it open. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Focus this button when the dialog opens (otherwise the dialog itself takes focus and its title is read). */
  autoFocus?: boolean;
  /** Spinner in place of the label; the click is ignored and the dialog stays open. */
  isLoading?: boolean;
  disabled?: boolean;
  startIcon?: ReactNode;
}

/**
 * SPEC §2 "Generic dialog": icon, title, html, buttons, optional time-out in ms, optional close on cover click.
 * Built on `Modal` (size 'dialog', 400 wide); open state is Radix's `open` / `defaultOpen` / `onOpenChange`.
 */
export interface DialogProps extends Omit<
  ModalProps,
  'size' | 'title' | 'children' | 'hideCloseButton' | 'closeOnOverlayClick'
> {
  icon?: DialogIcon;
  /** The dialog's name. */
  title: ReactNode;
  /** Rich HTML from the server, sanitized before it renders; takes the place of `children`. */
  html?: string;
  /** Body content when there is no `html`. */
  children?: ReactNode;
  /** The actions, laid out in order; one localized OK button when left out. An empty array shows none. */
  buttons?: readonly DialogButton[];
  /**
   * Closes the dialog by itself after this many milliseconds, with a thin progress bar. The countdown pauses
   * while the pointer is over the dialog or the user has moved focus inside it.
   */
  timeoutMs?: number;
  /** A click on the dimmed cover closes the dialog (default false: a dialog waits for an answer). */
  closeOnCoverClick?: boolean;
  /** Escape closes the dialog (default true). */
  closeOnEscape?: boolean;
  /** Shows the header's close button (default false: the buttons are the way out). */
  hasCloseButton?: boolean;
}
