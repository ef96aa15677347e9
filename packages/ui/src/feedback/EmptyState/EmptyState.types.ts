import type { HTMLAttributes, ReactNode } from 'react';
import type { IconName } from '../../primitives/Icon';

export const emptyStateSizes = ['sm', 'md'] as const;
export type EmptyStateSize = (typeof emptyStateSizes)[number];

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The picture in the badge (default 'search'). */
  icon?: IconName;
  title: ReactNode;
  description?: ReactNode;
  /** A way forward, usually a Button. */
  action?: ReactNode;
  /** 'sm' inside panels and tables, 'md' for a page. */
  size?: EmptyStateSize;
  /** The title's heading level (default 3). */
  headingLevel?: 2 | 3 | 4;
}
