/** A "once per N ms" gate kept in a ref (SPEC §9 throttles live in the hooks that need them). */
import { useCallback, useRef } from 'react';

/** Returns `tryPass()`: true (and starts a new window) when at least `intervalMs` passed since the last pass. */
export function useThrottleGate(intervalMs: number): () => boolean {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < intervalMs) return false;
    last.current = now;
    return true;
  }, [intervalMs]);
}
