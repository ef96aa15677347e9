import { useEffect, useState } from 'react';
import { timeOf, type CashierTime } from './cashierMoney';

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Whole seconds until `deadline`, read from the clock on every render and re-rendered once a second while
 * `isActive` (so a throttled background tab is right as soon as it wakes, and a new deadline is right on its first
 * render); 0 once it has passed, undefined without a deadline.
 */
export function useSecondsLeft(deadline: CashierTime | undefined, isActive = true): number | undefined {
  const at = deadline === undefined ? undefined : timeOf(deadline);
  const isValid = at !== undefined && !Number.isNaN(at);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (at === undefined || Number.isNaN(at) || !isActive || secondsUntil(at) === 0) return undefined;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (secondsUntil(at) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at, isActive]);

  return isValid ? secondsUntil(at) : undefined;
}

/** "14:05" (minutes and seconds) or "1:02:03" past an hour. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
