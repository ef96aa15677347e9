import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import { Label, StatusBadgeRoot } from './StatusBadge.styles';
import type { StatusBadgeProps } from './StatusBadge.types';
import { statusLook } from './statusLooks';

/**
 * A record's status as a small tinted pill: an icon and the localized name, in the status's tone. The icon is
 * decorative; the text carries the meaning, so colour is never the only cue.
 */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { kind, status, size = 'sm', label, hasIcon = true, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const look = statusLook(kind, status);
  return (
    <StatusBadgeRoot
      ref={ref}
      data-component="StatusBadge"
      data-kind={kind}
      data-status={status}
      data-tone={look.tone}
      data-size={size}
      {...rest}
    >
      {hasIcon ? <Icon name={look.icon} size={size === 'md' ? 'sm' : 'xs'} /> : null}
      <Label data-part="Label">{label ?? t(`statusBadge.${kind}.${status}`)}</Label>
    </StatusBadgeRoot>
  );
});
