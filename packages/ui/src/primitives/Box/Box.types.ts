import type { HTMLAttributes } from 'react';
import type { Tokens } from '../../theme';

/** Keys of the 4 px spacing scale (`vars.space`): '4' is 16 px. */
export const spaceKeys = ['0', '1', '2', '3', '4', '5', '6', '8', '10', '12', '16'] as const satisfies readonly (keyof Tokens['space'])[];
export type SpaceKey = (typeof spaceKeys)[number];

export const radiusKeys = ['none', 'sm', 'md', 'lg', 'xl', 'full', 'tile', 'control'] as const satisfies readonly (keyof Tokens['radius'])[];
export type RadiusKey = (typeof radiusKeys)[number];

export const boxSurfaces = ['base', 'raised', 'overlay', 'sunken'] as const;
export type BoxSurface = (typeof boxSurfaces)[number];

/** Elements a Box may render as; block-level containers plus an inline span. */
export const boxElements = ['div', 'span', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'ul', 'ol', 'li', 'form', 'fieldset'] as const;
export type BoxElement = (typeof boxElements)[number];

export interface BoxProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a `div` unless told. */
  as?: BoxElement;
  /** Padding on every side, from the space scale. */
  padding?: SpaceKey;
  /** Horizontal padding; wins over `padding` for the left and right sides. */
  paddingX?: SpaceKey;
  /** Vertical padding; wins over `padding` for the top and bottom sides. */
  paddingY?: SpaceKey;
  /** Background from the surface scale; transparent unless told. */
  surface?: BoxSurface;
  radius?: RadiusKey;
  /** A 1 px subtle border. */
  hasBorder?: boolean;
}
