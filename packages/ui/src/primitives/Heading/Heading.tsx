import { forwardRef } from 'react';
import { HeadingRoot } from './Heading.styles';
import { headingDefaultSizes, type HeadingProps } from './Heading.types';

/** A section heading in the brand's display face; the outline level and the visual size are chosen separately. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, size, tone = 'primary', isTruncated = false, ...rest },
  ref,
) {
  return (
    <HeadingRoot
      ref={ref}
      as={`h${level}`}
      data-component="Heading"
      data-level={level}
      data-size={size ?? headingDefaultSizes[level]}
      data-tone={tone}
      data-truncated={isTruncated ? '' : undefined}
      {...rest}
    />
  );
});
