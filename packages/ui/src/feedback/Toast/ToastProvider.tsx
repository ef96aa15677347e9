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
 * What makes two toasts the same: tone, title and description, when they are text. Toasts with other content
 * (elements) are never taken for one another.
 */
function sameToastKey(tone: string, title: ReactNode, description: ReactNode): string | undefined {
  const text = (node: ReactNode) => (typeof node === 'string' || typeof node === 'number' ? String(node) : undefined);
  const heading = text(title);
  const body = description === undefined || description === null ? '' : text(description);
  return heading === undefined || body === undefined ? undefined : JSON.stringify([tone, heading, body]);
}

/**
 * Holds the toast queue for everything inside it; `useToast()` adds to it. Renders the `Toaster` viewport itself
 * unless `hasToaster={false}`. Pure: toasts come from calls, never from fetching.
 */
export function ToastProvider({ children, maxVisible = 3, hasToaster = true }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastRecord[]>([]);
  // The queue as of the last call, so that calls in one render (three identical failures at once) see each other.
  const queue = useRef<readonly ToastRecord[]>([]);
  const [announced, setAnnounced] = useState<Announcements>({ polite: '', assertive: '', key: 0 });
  const counter = useRef(0);

  const commit = useCallback((next: readonly ToastRecord[]) => {
    queue.current = next;
    setToasts(next);
  }, []);
  const dismiss = useCallback((id: string) => commit(queue.current.filter((item) => item.id !== id)), [commit]);
  const dismissAll = useCallback(() => commit([]), [commit]);
  const toast = useCallback(
    (options: ToastOptions) => {
      const tone = options.tone ?? 'info';
      const durationMs = options.durationMs ?? toastDefaultDurations[tone];
      const key = sameToastKey(tone, options.title, options.description);
      const same = key === undefined ? undefined : queue.current.find((item) => sameToastKey(item.tone, item.title, item.description) === key);
      let id: string;
      if (same) {
        // The same toast again: the visible one is refreshed (its time starts again), not stacked.
        id = same.id;
        commit(queue.current.map((item) => (item.id === id ? { ...item, ...options, id, tone, durationMs, repeats: item.repeats + 1 } : item)));
      } else {
        counter.current += 1;
        id = `toast-${counter.current}`;
        const record: ToastRecord = { ...options, id, tone, durationMs, repeats: 0 };
        // Newest first; beyond the limit the oldest goes.
        commit([record, ...queue.current].slice(0, Math.max(1, maxVisible)));
      }
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
    [maxVisible, commit],
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
