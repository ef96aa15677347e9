/**
 * Leading-edge throttle with one trailing call: the first request runs at once, later ones within `intervalMs`
 * collapse into a single call at the end of the window. The latest `callback` always runs (it may re-check state).
 */
import { useCallback, useEffect, useRef } from 'react';

export function useThrottledCallback(callback: () => void, intervalMs: number): () => void {
  const latest = useRef(callback);
  const last = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    latest.current = callback;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(() => {
    const now = Date.now();
    const wait = last.current + intervalMs - now;
    if (wait <= 0) {
      last.current = now;
      latest.current();
      return;
    }
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      last.current = Date.now();
      latest.current();
    }, wait);
  }, [intervalMs]);
}
