import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when idle. */
  remaining: number;
  isRunning: boolean;
  /** Starts (or restarts) counting down from `seconds`. */
  start: (seconds: number) => void;
  stop: () => void;
}

/**
 * A seconds countdown measured against the clock (not by counting ticks), so a throttled background tab
 * still ends on time.
 */
export function useCountdown(): Countdown {
  const [remaining, setRemaining] = useState(0);
  const endAt = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
    endAt.current = 0;
    setRemaining(0);
  }, []);

  const start = useCallback((seconds: number) => {
    clearInterval(timer.current);
    const whole = Math.max(0, Math.round(seconds));
    if (whole === 0) {
      setRemaining(0);
      return;
    }
    endAt.current = Date.now() + whole * 1000;
    setRemaining(whole);
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((endAt.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer.current);
        timer.current = undefined;
      }
    }, 1000);
  }, []);

  useEffect(() => () => clearInterval(timer.current), []);

  return { remaining, isRunning: remaining > 0, start, stop };
}
