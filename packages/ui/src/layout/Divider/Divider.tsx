import { forwardRef, type CSSProperties } from 'react';
import { vars } from '../../theme';
import { DividerRoot } from './Divider.styles';
import type { DividerProps } from './Divider.types';

/** A thin rule between groups of content, announced as a separator unless decorative. */
export const Divider = forwardRef<HTMLDivElement, DividerProps>(function Divider(
  { orientation = 'horizontal', tone = 'default', spacing, isDecorative = false, style, ...rest },
  ref,
) {
  const custom = spacing ? ({ '--divider-spacing': vars.space[spacing], ...style } as CSSProperties) : style;
  return (
    <DividerRoot
      ref={ref}
      data-component="Divider"
      data-orientation={orientation}
      data-tone={tone}
      role={isDecorative ? 'none' : 'separator'}
      aria-orientation={isDecorative ? undefined : orientation}
      aria-hidden={isDecorative || undefined}
      style={custom}
      {...rest}
    />
  );
});
