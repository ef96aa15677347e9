import { forwardRef, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { mergeRefs } from '../../forms/shared/fieldParts';
import { Body } from './Modal.styles';
import type { ModalBodyProps } from './Modal.types';

/** The modal's content; scrolls inside the modal once it outgrows the maximum height. */
export const ModalBody = forwardRef<HTMLDivElement, ModalBodyProps>(function ModalBody({ children, ...rest }, ref) {
  const innerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useMemo(() => mergeRefs(ref, innerRef), [ref]);
  const [isScrollable, setIsScrollable] = useState(false);

  // A region that scrolls must be reachable by keyboard: it joins the tab order only while it scrolls.
  useLayoutEffect(() => {
    const node = innerRef.current;
    if (!node) return undefined;
    const measure = () => setIsScrollable(node.scrollHeight > node.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [children]);

  return (
    <Body
      ref={bodyRef}
      data-part="Body"
      data-scrollable={isScrollable ? '' : undefined}
      tabIndex={isScrollable ? 0 : undefined}
      {...rest}
    >
      {children}
    </Body>
  );
});
