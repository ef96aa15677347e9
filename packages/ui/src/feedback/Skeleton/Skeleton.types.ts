import type { HTMLAttributes } from 'react';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

/**
 * A placeholder for content on its way. Decorative (hidden from assistive technology): mark the region that is
 * loading with `aria-busy`, or put a Spinner with a label beside it.
 */
export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  shape?: SkeletonShape;
  /** CSS length or px; 'text' fills the line, 'circle' defaults to 40 px. */
  width?: number | string;
  /** CSS length or px; 'text' takes the line height, 'rect' 80 px. */
  height?: number | string;
  /** For 'text': this many lines, the last one shorter. */
  lines?: number;
}
