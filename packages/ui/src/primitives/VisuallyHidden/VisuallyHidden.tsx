import { forwardRef } from 'react';
import { VisuallyHiddenRoot } from './VisuallyHidden.styles';
import type { VisuallyHiddenProps } from './VisuallyHidden.types';

/** Content for assistive technology only; `focusable` makes it appear while it has focus (skip links). */
export const VisuallyHidden = forwardRef<HTMLElement, VisuallyHiddenProps>(function VisuallyHidden(
  { as = 'span', focusable = false, ...rest },
  ref,
) {
  return (
    <VisuallyHiddenRoot
      ref={ref}
      as={as}
      data-component="VisuallyHidden"
      data-focusable={focusable ? '' : undefined}
      {...rest}
    />
  );
});
