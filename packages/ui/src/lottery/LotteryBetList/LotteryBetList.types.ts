import type { HTMLAttributes, ReactNode } from 'react';
import type { LotteryBet } from '@croupier/contract';
import type { MoneyProps } from '../../member-centre/shared/panel.types';

export interface LotteryBetListProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, MoneyProps {
  /** One page of the member's bets (`lotteryOrders`), newest first. */
  bets: readonly LotteryBet[];
  /** The current page, 1-based. */
  pageNo: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (pageNo: number) => void;
  isLoading?: boolean;
  title?: ReactNode;
  headingLevel?: 2 | 3;
}
