import { forwardRef } from 'react';
import { iconSet } from './iconSet';
import { iconPixels, type IconProps } from './Icon.types';

/** An icon from the kit's set; decorative unless given a `label`. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ name, size = 'md', label, ...rest }, ref) {
  const Svg = iconSet[name];
  const px = iconPixels[size];
  return (
    <Svg
      ref={ref}
      data-component="Icon"
      data-icon={name}
      size={px}
      width={px}
      height={px}
      strokeWidth={2}
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ flex: 'none' }}
      {...rest}
    />
  );
});
