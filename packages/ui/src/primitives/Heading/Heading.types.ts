import type { HTMLAttributes } from 'react';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const headingSizes = ['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;
export type HeadingSize = (typeof headingSizes)[number];

export const headingTones = ['primary', 'accent'] as const;
export type HeadingTone = (typeof headingTones)[number];

/** The visual size each level gets when `size` is not given. */
export const headingDefaultSizes: Record<HeadingLevel, HeadingSize> = { 1: '3xl', 2: '2xl', 3: 'xl', 4: 'lg', 5: 'md', 6: 'sm' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document outline level (renders h1..h6); `2` unless told. Independent of `size`. */
  level?: HeadingLevel;
  /** Visual size; follows the level unless told. The largest sizes step down one notch on phones. */
  size?: HeadingSize;
  tone?: HeadingTone;
  /** Cut to one line with an ellipsis. */
  isTruncated?: boolean;
}
