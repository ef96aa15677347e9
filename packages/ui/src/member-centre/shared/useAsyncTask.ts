import { useCallback, useEffect, useRef, useState } from 'react';

export type TaskResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs one asynchronous callback at a time and says whether it is running; a second start while one runs is
 * ignored (a double click never submits twice). The result comes back as a value, never as a throw.
 */
export function useAsyncTask(): [
  isBusy: boolean,
  run: <T>(task: () => Promise<T> | T) => Promise<TaskResult<T> | null>,
] {
  const [isBusy, setIsBusy] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(async <T>(task: () => Promise<T> | T): Promise<TaskResult<T> | null> => {
    if (running.current) return null;
    running.current = true;
    setIsBusy(true);
    try {
      return { ok: true, value: await task() };
    } catch (error) {
      return { ok: false, error };
    } finally {
      running.current = false;
      if (mounted.current) setIsBusy(false);
    }
  }, []);
  return [isBusy, run];
}
