import type { HTMLAttributes } from 'react';

export const richTextSizes = ['sm', 'md'] as const;
export type RichTextSize = (typeof richTextSizes)[number];

export interface RichTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Rich HTML from the server (notices, promotions, help); sanitized with `sanitizeHtml` before it renders. */
  html: string;
  /** Body text size: 'md' for pages and notices, 'sm' for dialogs and side panels. */
  size?: RichTextSize;
}
