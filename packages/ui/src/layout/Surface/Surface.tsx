import { forwardRef, type CSSProperties } from 'react';
import { vars } from '../../theme';
import { SurfaceRoot } from './Surface.styles';
import type { SurfaceProps } from './Surface.types';

/** A card: the raised surface with a subtle border, large radius and soft shadow; optionally lifts on hover. */
export const Surface = forwardRef<HTMLElement, SurfaceProps>(function Surface(
  { as = 'div', padding = '4', radius = 'lg', elevation = 'raised', isInteractive = false, style, ...rest },
  ref,
) {
  const custom = {
    '--surface-padding': vars.space[padding],
    '--surface-radius': vars.radius[radius],
    ...style,
  } as CSSProperties;
  return (
    <SurfaceRoot
      ref={ref}
      as={as}
      data-component="Surface"
      data-elevation={elevation}
      data-interactive={isInteractive ? '' : undefined}
      style={custom}
      {...rest}
    />
  );
});
