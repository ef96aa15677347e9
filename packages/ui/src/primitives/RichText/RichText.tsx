import { forwardRef, useMemo } from 'react';
import { sanitizeHtml } from '../../utils/sanitizeHtml';
import { RichTextRoot } from './RichText.styles';
import type { RichTextProps } from './RichText.types';

/** Server rich HTML (notices, promotions, help), sanitized, with the kit's typography. */
export const RichText = forwardRef<HTMLDivElement, RichTextProps>(function RichText(
  { html, size = 'md', ...rest },
  ref,
) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <RichTextRoot
      ref={ref}
      data-component="RichText"
      data-size={size}
      {...rest}
      // The only place the kit sets inner HTML, always from sanitizeHtml.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
});
