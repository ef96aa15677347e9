/** Whether an element is narrower than a width: the panel's own width decides its layout, not the viewport's. */
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useIsNarrow(ref: RefObject<HTMLElement | null>, below: number): boolean {
  const [isNarrow, setIsNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setIsNarrow(element.getBoundingClientRect().width < below);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, below]);
  return isNarrow;
}
