import type { HTMLAttributes } from 'react';

export const containerElements = ['div', 'main', 'section', 'header', 'footer', 'nav', 'article'] as const;
export type ContainerElement = (typeof containerElements)[number];

export const containerWidths = ['content', 'full'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a `div` unless told. */
  as?: ContainerElement;
  /** `content` caps the width at the layout's content width and centres it; `full` only adds the side gutters. */
  width?: ContainerWidth;
  /** Drop the horizontal gutters (for content that bleeds to the edge on phones, such as carousels). */
  hasNoGutters?: boolean;
}
