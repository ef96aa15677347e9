import type { HTMLAttributes, ReactNode } from 'react';
import type { MoneyProps } from '../../member-centre/shared/panel.types';
import type { VipLevel } from '../shared/vip.types';

export const vipLevelsTableLayouts = ['auto', 'table', 'cards'] as const;
export type VipLevelsTableLayout = (typeof vipLevelsTableLayouts)[number];

export interface VipLevelsTableProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, MoneyProps {
  /** Every level, in any order (shown from the lowest up). */
  levels: readonly VipLevel[];
  /** The member's level, highlighted; `null` or left out for a guest. */
  currentRankLevel?: number | null;
  /** The heading (default: the localized "Levels and benefits"). */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  isLoading?: boolean;
  /** Could not load: `true` for the localized message, or the message. */
  error?: ReactNode;
  onRetry?: () => void;
  /** 'auto' (default): a card per level when the component is narrower than `cardsBelow`; or force one. */
  layout?: VipLevelsTableLayout;
  /** Width in px under which 'auto' shows cards (default 640). */
  cardsBelow?: number;
}
