import type { HTMLAttributes, ReactNode } from 'react';

export const toastTones = ['info', 'success', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** How long a toast stays when not told: errors linger, so they can be read. */
export const toastDefaultDurations: Record<ToastTone, number> = {
  info: 5000,
  success: 4000,
  warning: 6000,
  error: 8000,
};

/** What `toast()` takes. */
export interface ToastOptions {
  tone?: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** Milliseconds on screen (paused while hovered or focused); `Infinity` keeps it until closed. */
  durationMs?: number;
  /**
   * The text read aloud, when title and description are not plain strings. Errors are read assertively
   * (interrupting), everything else politely.
   */
  announcement?: string;
}

export interface ToastRecord
  extends Required<Pick<ToastOptions, 'tone' | 'durationMs'>>, Omit<ToastOptions, 'tone' | 'durationMs'> {
  id: string;
  /** How often the same toast (tone, title and description) was shown again while this one was visible. */
  repeats: number;
}

export interface ToastApi {
  /**
   * Shows a toast; returns its id. The same toast (same tone, and the same text as title and description) shown
   * while one is visible refreshes that one (its time starts again) instead of stacking a copy.
   */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
  dismissAll: () => void;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Most toasts on screen at once; a new one pushes out the oldest (default 3). */
  maxVisible?: number;
  /** Renders the `Toaster` viewport itself (default true); pass false to place `<Toaster />` yourself. */
  hasToaster?: boolean;
}

/** One toast as drawn; `Toaster` renders these for the provider's queue. */
export interface ToastProps extends Omit<HTMLAttributes<HTMLLIElement>, 'title'> {
  tone?: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** Shows the close button and is called by it (and by a swipe). */
  onClose?: () => void;
}

export type ToasterProps = HTMLAttributes<HTMLElement>;
