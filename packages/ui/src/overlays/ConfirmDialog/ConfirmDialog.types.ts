import type { ReactNode } from 'react';
import type { DialogIcon, DialogProps } from '../Dialog';

/** 'danger' for destructive or session-ending actions (logout, delete): a red confirm button, Cancel focused first. */
export const confirmDialogTones = ['default', 'danger'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps extends Omit<DialogProps, 'buttons' | 'icon' | 'html' | 'timeoutMs'> {
  /** The question, e.g. "Log out?". */
  title: ReactNode;
  /** What happens if the user confirms, in a sentence or two. */
  children?: ReactNode;
  tone?: ConfirmDialogTone;
  /** The icon badge; 'question' by default, 'warning' for the danger tone; `null` for none. */
  icon?: DialogIcon | null;
  /** Defaults to the localized "Confirm". Name the action when you can ("Log out"). */
  confirmLabel?: ReactNode;
  /** Defaults to the localized "Cancel". */
  cancelLabel?: ReactNode;
  /** Icon before the confirm label (e.g. `<Icon name="logout" />`). */
  confirmIcon?: ReactNode;
  /** Called by the confirm button. */
  onConfirm?: () => void;
  /** Called when the dialog is dismissed any other way: Cancel, Escape or (if allowed) the cover. */
  onCancel?: () => void;
  /**
   * The confirm button closes the dialog (default true). Pass false for asynchronous work: set `isConfirming`
   * while it runs, then close through `open`.
   */
  closeOnConfirm?: boolean;
  /** Spinner on the confirm button; Cancel, Escape and the cover are blocked until it ends. */
  isConfirming?: boolean;
}
