import { forwardRef } from 'react';
import { Footer } from './Modal.styles';
import type { ModalFooterProps } from './Modal.types';

/** The modal's actions, right-aligned; stacked at full width on phones. Put the main action last. */
export const ModalFooter = forwardRef<HTMLDivElement, ModalFooterProps>(function ModalFooter(
  { children, ...rest },
  ref,
) {
  return (
    <Footer ref={ref} data-part="Footer" {...rest}>
      {children}
    </Footer>
  );
});
