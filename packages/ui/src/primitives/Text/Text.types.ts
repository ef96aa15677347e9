import type { HTMLAttributes } from 'react';

export const textElements = ['span', 'p', 'div', 'label', 'strong'] as const;
export type TextElement = (typeof textElements)[number];

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type TextSize = (typeof textSizes)[number];

export const textTones = ['primary', 'secondary', 'muted', 'accent', 'success', 'danger', 'warning'] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a `span` unless told. */
  as?: TextElement;
  /** For `as="label"`: the id of the control it names. */
  htmlFor?: string;
  /** Font size; inherits from the parent unless told. */
  size?: TextSize;
  /** Colour role; inherits from the parent unless told. Every tone passes AA on every surface. */
  tone?: TextTone;
  /** Inherits from the parent unless told (`strong` renders bold). */
  weight?: TextWeight;
  /** Tabular (fixed-width) figures, so balances, odds and counters line up and do not jiggle as they change. */
  isTabular?: boolean;
  /** Cut overflowing text with an ellipsis: `true` for one line, a number for that many lines. */
  truncate?: boolean | number;
}
