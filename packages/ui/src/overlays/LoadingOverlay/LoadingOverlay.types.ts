import type { HTMLAttributes, ReactNode } from 'react';

/** Before this many ms nothing shows, so quick work never flashes a cover over the page. */
export const loadingOverlayDefaultDelayMs = 200;

export interface LoadingOverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** Work is under way: the cover appears after `delayMs` and goes as soon as this turns false. */
  isLoading: boolean;
  /** A line under the spinner ("Launching the game…"); the localized "Loading" is announced without it. */
  message?: ReactNode;
  /** Wait this long before showing (default 200 ms); 0 shows at once. */
  delayMs?: number;
  /**
   * The region the cover stands for. It is wrapped in a `div` with `aria-busy` while loading, so assistive
   * technology waits for it to settle. Without children only the cover renders.
   */
  children?: ReactNode;
}
