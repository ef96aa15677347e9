import type { HTMLAttributes } from 'react';
import type { RadiusKey, SpaceKey } from '../../primitives/Box';

export const surfaceElements = ['div', 'section', 'article', 'aside', 'li'] as const;
export type SurfaceElement = (typeof surfaceElements)[number];

export const surfaceElevations = ['flat', 'raised', 'floating'] as const;
export type SurfaceElevation = (typeof surfaceElevations)[number];

export interface SurfaceProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a `div` unless told. */
  as?: SurfaceElement;
  /** Inner padding from the space scale; `4` (16 px) unless told. */
  padding?: SpaceKey;
  /** Corner radius; `lg` unless told. */
  radius?: RadiusKey;
  /** Shadow depth: `flat` (border only), `raised` (the default card) or `floating`. */
  elevation?: SurfaceElevation;
  /**
   * Lifts with the accent glow on hover and while anything inside has keyboard focus. The surface itself stays
   * a container: put the link or button inside it (a link can stretch over the card with `::after`).
   */
  isInteractive?: boolean;
}
