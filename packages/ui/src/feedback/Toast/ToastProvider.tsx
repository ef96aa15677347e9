import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastContextValue } from './Toast.context';
import { toastDefaultDurations, type ToastOptions, type ToastProviderProps, type ToastRecord } from './Toast.types';
import { Toaster } from './Toaster';

interface Announcements {
  polite: ReactNode;
  assertive: ReactNode;
  key: number;
}

/**
 * Holds the toast queue for everything inside it; `useToast()` adds to it. Renders the `Toaster` viewport itself
 * unless `hasToaster={false}`. Pure: toasts come from calls, never from fetching.
 */
export function ToastProvider({ children, maxVisible = 3, hasToaster = true }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastRecord[]>([]);
  const [announced, setAnnounced] = useState<Announcements>({ polite: '', assertive: '', key: 0 });
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((item) => item.id !== id)), []);
  const dismissAll = useCallback(() => setToasts([]), []);
  const toast = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      const tone = options.tone ?? 'info';
      const record: ToastRecord = {
        ...options,
        id,
        tone,
        durationMs: options.durationMs ?? toastDefaultDurations[tone],
      };
      // Newest first; beyond the limit the oldest goes.
      setToasts((list) => [record, ...list].slice(0, Math.max(1, maxVisible)));
      const words = options.announcement ?? (
        <>
          {options.title}
          {options.description ? <>. {options.description}</> : null}
        </>
      );
      setAnnounced((previous) => ({
        ...previous,
        [tone === 'error' ? 'assertive' : 'polite']: words,
        key: previous.key + 1,
      }));
      return id;
    },
    [maxVisible],
  );

  const value = useMemo<ToastContextValue>(
    () => ({
      toasts,
      toast,
      dismiss,
      dismissAll,
      announcements: announced,
    }),
    [toasts, toast, dismiss, dismissAll, announced],
  );

  return (
    <ToastContext value={value}>
      {children}
      {hasToaster ? <Toaster /> : null}
    </ToastContext>
  );
}
