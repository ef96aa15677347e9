/** A number that eases from the value shown to each new target, frame by frame; jumps when motion is reduced. */
import { useEffect, useRef, useState } from 'react';

const easeOut = (x: number) => 1 - (1 - x) ** 3;

export function useCountUp(target: number, durationMs: number, isReduced: boolean): number {
  const [shown, setShown] = useState(target);
  // The value on screen, for the next count to start from (a frame may be mid-way when a new target arrives).
  const onScreen = useRef(target);
  const animate = !isReduced && durationMs > 0 && typeof requestAnimationFrame !== 'undefined';

  useEffect(() => {
    const from = onScreen.current;
    if (from === target) return undefined;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = animate ? Math.min(1, (now - start) / durationMs) : 1;
      // Whole cents, so the digits roll like a counter rather than flicker through fractions.
      const value = progress >= 1 ? target : Math.round((from + (target - from) * easeOut(progress)) * 100) / 100;
      onScreen.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    if (animate) frame = requestAnimationFrame(step);
    else step(start);
    return () => {
      if (frame) cancelAnimationFrame(frame);
    };
  }, [target, durationMs, animate]);

  return shown;
}
