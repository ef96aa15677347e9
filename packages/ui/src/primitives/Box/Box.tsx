import { forwardRef, type CSSProperties } from 'react';
import { vars } from '../../theme';
import { BoxRoot } from './Box.styles';
import type { BoxProps } from './Box.types';

/** The smallest layout brick: an element with token-driven padding, surface, radius and border. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = 'div', padding, paddingX, paddingY, surface, radius, hasBorder = false, style, ...rest },
  ref,
) {
  const x = paddingX ?? padding;
  const y = paddingY ?? padding;
  const custom = {
    ...(x ? { '--box-padding-x': vars.space[x] } : {}),
    ...(y ? { '--box-padding-y': vars.space[y] } : {}),
    ...(radius ? { '--box-radius': vars.radius[radius] } : {}),
    ...style,
  } as CSSProperties;
  return (
    <BoxRoot
      ref={ref}
      as={as}
      data-component="Box"
      data-padding-x={x ? '' : undefined}
      data-padding-y={y ? '' : undefined}
      data-radius={radius ? '' : undefined}
      data-surface={surface}
      data-border={hasBorder ? '' : undefined}
      style={custom}
      {...rest}
    />
  );
});
