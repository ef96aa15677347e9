import type { HTMLAttributes } from 'react';

export const visuallyHiddenElements = ['span', 'div', 'p', 'h2', 'h3', 'label'] as const;
export type VisuallyHiddenElement = (typeof visuallyHiddenElements)[number];

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a `span` unless told. */
  as?: VisuallyHiddenElement;
  /**
   * Show the content while it (or something inside it) has keyboard focus: the skip-link pattern.
   * Wrap a link: `<VisuallyHidden focusable><a href="#main">…</a></VisuallyHidden>`.
   */
  focusable?: boolean;
  /** For `as="label"`: the id of the control it names. */
  htmlFor?: string;
}
