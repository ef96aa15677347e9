import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../feedback/Spinner';
import { Icon } from '../../primitives/Icon';
import { Badge, IconButtonRoot, IconSlot, LoadingOverlay } from './IconButton.styles';
import { iconButtonBadgeMax, type IconButtonProps, type IconButtonSize } from './IconButton.types';

const iconSize = { sm: 'sm', md: 'md', lg: 'lg' } as const satisfies Record<IconButtonSize, 'sm' | 'md' | 'lg'>;

/** A square button with one icon and no visible text; its accessible name is the required `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', size = 'md', isLoading = false, badge, isPressed, type = 'button', onClick, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const whole = Math.floor(badge ?? 0);
  const count = whole > 0 ? (whole > iconButtonBadgeMax ? `${iconButtonBadgeMax}+` : String(whole)) : null;
  // The count is announced once, as part of the name. The bubble draws it with CSS generated content, so it is
  // pure decoration: whatever word order a language's `iconButton.badge` uses, no stray text node competes with it.
  const name = count === null ? label : t('iconButton.badge', { label, count });
  return (
    <IconButtonRoot
      ref={ref}
      type={type}
      data-component="IconButton"
      data-variant={variant}
      data-size={size}
      data-loading={isLoading ? '' : undefined}
      aria-label={name}
      aria-pressed={isPressed}
      aria-busy={isLoading || undefined}
      aria-disabled={isLoading || undefined}
      onClick={(event) => {
        if (isLoading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      <IconSlot data-part="Icon">
        <Icon name={icon} size={iconSize[size]} />
      </IconSlot>
      {isLoading ? (
        <LoadingOverlay data-part="Spinner">
          <Spinner size={size === 'lg' ? 'md' : 'sm'} label={t('button.loading')} />
        </LoadingOverlay>
      ) : null}
      {count !== null ? <Badge data-part="Badge" data-count={count} aria-hidden="true" /> : null}
    </IconButtonRoot>
  );
});
