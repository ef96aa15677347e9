import { forwardRef, type CSSProperties } from 'react';
import { TextRoot } from './Text.styles';
import type { TextProps } from './Text.types';

/** Body text: size, colour role and weight from the theme; tabular figures for money; optional truncation. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as = 'span', size, tone, weight, isTabular = false, truncate = false, style, ...rest },
  ref,
) {
  const lines = truncate === true ? 1 : truncate === false ? 0 : Math.max(0, Math.floor(truncate));
  const custom = lines > 1 ? ({ '--text-lines': String(lines), ...style } as CSSProperties) : style;
  return (
    <TextRoot
      ref={ref}
      as={as}
      data-component="Text"
      data-size={size}
      data-tone={tone}
      data-weight={weight}
      data-tabular={isTabular ? '' : undefined}
      data-truncate={lines === 1 ? 'line' : lines > 1 ? 'lines' : undefined}
      style={custom}
      {...rest}
    />
  );
});
