import { forwardRef } from 'react';
import { ContainerRoot } from './Container.styles';
import type { ContainerProps } from './Container.types';

/** Centres page content at the layout's content width, with side gutters that grow with the viewport. */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { as = 'div', width = 'content', hasNoGutters = false, ...rest },
  ref,
) {
  return (
    <ContainerRoot
      ref={ref}
      as={as}
      data-component="Container"
      data-width={width}
      data-no-gutters={hasNoGutters ? '' : undefined}
      {...rest}
    />
  );
});
