import { forwardRef, type CSSProperties } from 'react';
import { vars } from '../../theme';
import type { SpaceKey } from '../Box/Box.types';
import { StackRoot } from './Stack.styles';
import type { Responsive, StackDirection, StackProps } from './Stack.types';

function perBreakpoint<T>(value: Responsive<T> | undefined): { base?: T; tablet?: T; desktop?: T } {
  if (value === undefined) return {};
  if (typeof value === 'object' && value !== null) return value as { base: T; tablet?: T; desktop?: T };
  return { base: value };
}

/** Lays children out in a row or column with a gap from the space scale; direction and gap can vary by breakpoint. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { as = 'div', direction = 'column', gap = '0', align, justify, isWrapping = false, isInline = false, style, ...rest },
  ref,
) {
  const dir = perBreakpoint<StackDirection>(direction);
  const space = perBreakpoint<SpaceKey>(gap);
  const custom = {
    '--stack-gap': vars.space[space.base ?? '0'],
    ...(space.tablet ? { '--stack-gap-tablet': vars.space[space.tablet] } : {}),
    ...(space.desktop ? { '--stack-gap-desktop': vars.space[space.desktop] } : {}),
    ...style,
  } as CSSProperties;
  return (
    <StackRoot
      ref={ref}
      as={as}
      data-component="Stack"
      data-direction={dir.base ?? 'column'}
      data-direction-tablet={dir.tablet}
      data-direction-desktop={dir.desktop}
      data-gap-tablet={space.tablet ? '' : undefined}
      data-gap-desktop={space.desktop ? '' : undefined}
      data-align={align}
      data-justify={justify}
      data-wrap={isWrapping ? '' : undefined}
      data-inline={isInline ? '' : undefined}
      style={custom}
      {...rest}
    />
  );
});
