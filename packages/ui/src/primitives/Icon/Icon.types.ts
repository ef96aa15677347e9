import type { SVGAttributes } from 'react';
import type { IconName } from './iconSet';

export const iconSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type IconSize = (typeof iconSizes)[number];

export const iconPixels: Record<IconSize, number> = { xs: 12, sm: 16, md: 20, lg: 24, xl: 32 };

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: IconSize;
  /**
   * Accessible name. Omit for decorative icons (hidden from assistive technology);
   * give it when the icon alone carries meaning.
   */
  label?: string;
}
