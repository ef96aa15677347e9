import type { HTMLAttributes, ReactNode } from 'react';
import type { VnRegion, vnOpenedResponseSchema } from '@croupier/contract';
import type { z } from 'zod';

/** One province's (or game's) board of the day, as `/lgw/vn/opened` returns it. */
export type VnBoard = z.infer<typeof vnOpenedResponseSchema>['boards'][number];

export interface VnRegionBoardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The `boards` of the vnOpened response (every region; the selected one's are shown). */
  boards: readonly VnBoard[];
  region: VnRegion;
  onRegionChange: (region: VnRegion) => void;
  /** Two digits: every prize ending with them is highlighted (checking a lô number). */
  highlight?: string;
  isLoading?: boolean;
  /** IANA zone of the draw times (default: the browser's). */
  timeZone?: string;
  title?: ReactNode;
  headingLevel?: 2 | 3;
}
