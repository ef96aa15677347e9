import type { HTMLAttributes } from 'react';
// The StatusBadge pill itself, so a record's type looks exactly like a status and shares its contrast checks.
import { StatusBadgeRoot } from '../../feedback/StatusBadge/StatusBadge.styles';
import type { StatusBadgeTone, StatusLook } from '../../feedback/StatusBadge';
import { Icon } from '../../primitives/Icon';

export interface RecordBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  look: StatusLook;
  label: string;
}

/** A record's type or state (ledger entry types, bonus states) in the StatusBadge look: a decorative icon and text. */
export function RecordBadge({ look, label, ...rest }: RecordBadgeProps) {
  const tone: StatusBadgeTone = look.tone;
  return (
    <StatusBadgeRoot data-component="RecordBadge" data-tone={tone} data-size="sm" {...rest}>
      <Icon name={look.icon} size="xs" />
      <span>{label}</span>
    </StatusBadgeRoot>
  );
}
