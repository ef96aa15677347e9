/** Becomes true once the element is at least `threshold` visible (SPEC §9 lazy image threshold 0.1), then stays true. */
import { LAZY_IMAGE_THRESHOLD } from '@croupier/contract';
import { useEffect, useState, type RefObject } from 'react';

export function useInView(ref: RefObject<Element | null>, { enabled = true, threshold = LAZY_IMAGE_THRESHOLD, rootMargin = '0px' } = {}): boolean {
  // Without IntersectionObserver (old browsers, server) everything counts as in view.
  const [inView, setInView] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (inView) return undefined;
    const element = ref.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, ref, threshold, rootMargin]);
  return inView;
}
