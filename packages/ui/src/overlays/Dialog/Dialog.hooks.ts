/** State helpers the dialogs share: controllable open state, focus return, and the pausable auto-close timer. */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Radix-style controlled/uncontrolled pair: `value` wins when given; `onChange` hears every request. */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const isControlled = value !== undefined;
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(next);
      onChangeRef.current?.(next);
    },
    [isControlled],
  );
  return [isControlled ? value : own, set];
}

/**
 * Remembers what had focus when the dialog opened and puts focus back there when it closes. Radix does this only
 * for its own trigger; dialogs opened from elsewhere (the header's logout, a failed request) would drop focus on
 * <body>. Returns the handler for Radix's `onCloseAutoFocus`.
 */
export function useReturnFocus(isOpen: boolean, hasTrigger: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Layout effect: runs before Radix moves focus into the dialog (in its own effect).
    if (isOpen && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [isOpen]);
  return useCallback(
    (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (hasTrigger || !target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
    [hasTrigger],
  );
}

/**
 * Calls `onTimeout` after `timeoutMs` of open, unpaused time. Pausing keeps the time already spent, so the
 * countdown (and the CSS progress bar paused alongside it) continues where it stopped.
 */
export function useAutoClose({
  isOpen,
  timeoutMs,
  isPaused,
  onTimeout,
}: {
  isOpen: boolean;
  timeoutMs: number | undefined;
  isPaused: boolean;
  onTimeout: () => void;
}) {
  const remaining = useRef(timeoutMs ?? 0);
  const onTimeoutRef = useRef(onTimeout);
  useLayoutEffect(() => {
    onTimeoutRef.current = onTimeout;
  });
  useLayoutEffect(() => {
    if (isOpen) remaining.current = timeoutMs ?? 0;
  }, [isOpen, timeoutMs]);
  useEffect(() => {
    if (!isOpen || !timeoutMs || timeoutMs <= 0 || isPaused) return undefined;
    const startedAt = Date.now();
    const id = window.setTimeout(() => onTimeoutRef.current(), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(id);
      remaining.current -= Date.now() - startedAt;
    };
  }, [isOpen, timeoutMs, isPaused]);
}
