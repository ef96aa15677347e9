import type { HTMLAttributes } from 'react';
import type { BoxElement, SpaceKey } from '../Box/Box.types';

export const stackDirections = ['row', 'column', 'row-reverse', 'column-reverse'] as const;
export type StackDirection = (typeof stackDirections)[number];

export const stackAligns = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export type StackAlign = (typeof stackAligns)[number];

export const stackJustifies = ['start', 'center', 'end', 'between', 'around', 'evenly'] as const;
export type StackJustify = (typeof stackJustifies)[number];

/** Breakpoints a responsive value can name; `base` applies from 0 px, the others from their min-width up. */
export const stackBreakpoints = ['base', 'tablet', 'desktop'] as const;
export type StackBreakpoint = (typeof stackBreakpoints)[number];

/** One value, or one per breakpoint: `{ base: 'column', tablet: 'row' }`. */
export type Responsive<T> = T | ({ base: T } & Partial<Record<Exclude<StackBreakpoint, 'base'>, T>>);

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a `div` unless told (`ul` for lists of items). */
  as?: BoxElement;
  /** Main axis; `column` unless told. Responsive. */
  direction?: Responsive<StackDirection>;
  /** Space between children, from the space scale; `0` unless told. Responsive. */
  gap?: Responsive<SpaceKey>;
  /** Cross-axis alignment (align-items). */
  align?: StackAlign;
  /** Main-axis distribution (justify-content). */
  justify?: StackJustify;
  /** Let children wrap onto new lines. */
  isWrapping?: boolean;
  /** Render as `inline-flex`. */
  isInline?: boolean;
}
