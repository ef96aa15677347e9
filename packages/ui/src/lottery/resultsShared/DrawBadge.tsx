/** A pill in the kit's status-badge look for what StatusBadge has no kind for: a draw's status, a sum's side. */
import type { ReactNode } from 'react';
import type { LotteryDrawStatus } from '@croupier/contract';
import { Label, StatusBadgeRoot } from '../../feedback/StatusBadge/StatusBadge.styles';
import type { StatusBadgeTone } from '../../feedback/StatusBadge';
import { Icon, type IconName } from '../../primitives/Icon';

/** A draw's status: its tone, icon and text key (`lottery:statuses.*`; a cancelled draw's bets are refunded). */
export const drawStatusLooks: Record<LotteryDrawStatus, { tone: StatusBadgeTone; icon: IconName; key: string }> = {
  open: { tone: 'accent', icon: 'clock', key: 'statuses.open' },
  closed: { tone: 'warning', icon: 'lock', key: 'statuses.closed' },
  drawn: { tone: 'info', icon: 'check', key: 'statuses.drawn' },
  settled: { tone: 'success', icon: 'success', key: 'statuses.settled' },
  cancelled: { tone: 'neutral', icon: 'refresh', key: 'statuses.refunded' },
};

export interface PillProps {
  tone: StatusBadgeTone;
  icon?: IconName;
  children: ReactNode;
  'data-part'?: string;
  'data-status'?: string;
}

export function Pill({ tone, icon, children, ...rest }: PillProps) {
  return (
    <StatusBadgeRoot data-tone={tone} data-size="sm" {...rest}>
      {icon ? <Icon name={icon} size="xs" /> : null}
      <Label>{children}</Label>
    </StatusBadgeRoot>
  );
}
