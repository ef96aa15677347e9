import type { HTMLAttributes } from 'react';
import type { SpaceKey } from '../../primitives/Box';

export const dividerOrientations = ['horizontal', 'vertical'] as const;
export type DividerOrientation = (typeof dividerOrientations)[number];

export const dividerTones = ['subtle', 'default', 'strong'] as const;
export type DividerTone = (typeof dividerTones)[number];

export interface DividerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** `horizontal` unless told. A vertical divider stretches to the height of its flex row. */
  orientation?: DividerOrientation;
  tone?: DividerTone;
  /** Space on both sides of the line (above and below, or left and right), from the space scale. */
  spacing?: SpaceKey;
  /** Purely visual: hidden from assistive technology instead of announced as a separator. */
  isDecorative?: boolean;
}
