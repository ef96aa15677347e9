/** Watches the table's own width (not the viewport's): a narrow panel on a desktop gets cards too. */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export function useNarrowAndScrollable(
  rootRef: RefObject<HTMLElement | null>,
  scrollerRef: RefObject<HTMLElement | null>,
  cardsBelow: number,
): { isNarrow: boolean; isScrollable: boolean } {
  const [state, setState] = useState({ isNarrow: false, isScrollable: false });
  const measure = useRef<() => void>(() => {});
  measure.current = () => {
    const root = rootRef.current;
    if (!root) return;
    const scroller = scrollerRef.current;
    const isNarrow = root.getBoundingClientRect().width < cardsBelow;
    const isScrollable =
      !!scroller && (scroller.scrollWidth > scroller.clientWidth + 1 || scroller.scrollHeight > scroller.clientHeight + 1);
    setState((old) => (old.isNarrow === isNarrow && old.isScrollable === isScrollable ? old : { isNarrow, isScrollable }));
  };
  // After every render (rows arrive, columns change): cheap, and it settles before paint.
  useLayoutEffect(() => measure.current());
  // Size changes: one observer per layout (the scroll area exists only in the table layout).
  const hasScroller = state.isNarrow;
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined' || !rootRef.current) return;
    const observer = new ResizeObserver(() => measure.current());
    observer.observe(rootRef.current);
    if (scrollerRef.current) observer.observe(scrollerRef.current);
    return () => observer.disconnect();
  }, [rootRef, scrollerRef, hasScroller]);
  return state;
}
