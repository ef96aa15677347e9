import type { HTMLAttributes, ReactNode } from 'react';

export interface PlayTypeTabsProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'children' | 'defaultValue' | 'dir'
> {
  /** The game's play types (a `LotteryFamily`'s or a `LotteryGame`'s); each tab is named by `lottery:playTypes.<code>`. */
  playTypes: readonly { code: string }[];
  /** The selected play type's code. */
  value: string;
  onChange: (code: string) => void;
  /** The selected play type's content (the number picker), under its one-line rule. */
  children?: ReactNode;
  /** Names the tab list (default: the localized "Play types"). */
  listLabel?: string;
}
