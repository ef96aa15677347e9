/** The queue and the API, shared by ToastProvider, Toaster and useToast. */
import { createContext, use, type ReactNode } from 'react';
import type { ToastApi, ToastRecord } from './Toast.types';

export interface ToastContextValue extends ToastApi {
  toasts: readonly ToastRecord[];
  /** Latest announcement per politeness, with a counter so the same words are read again. */
  announcements: { polite: ReactNode; assertive: ReactNode; key: number };
}

export const ToastContext = createContext<ToastContextValue | null>(null);

export function useToastContext(): ToastContextValue {
  const value = use(ToastContext);
  if (!value) throw new Error('useToast and Toaster must be used inside <ToastProvider>');
  return value;
}

/** `const { toast } = useToast(); toast({ tone: 'success', title: t('deposit.credited') })`. */
export function useToast(): ToastApi {
  const { toast, dismiss, dismissAll } = useToastContext();
  return { toast, dismiss, dismissAll };
}
