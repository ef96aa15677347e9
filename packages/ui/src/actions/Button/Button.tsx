import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../feedback/Spinner';
import { ButtonRoot, IconSlot, Label, LoadingOverlay } from './Button.styles';
import type { ButtonProps } from './Button.types';

/** The kit's button: primary for the one main action of a view, secondary/outline/ghost for the rest. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', isLoading = false, isFullWidth = false, startIcon, endIcon, type = 'button', children, onClick, disabled, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  return (
    <ButtonRoot
      ref={ref}
      type={type}
      data-component="Button"
      data-variant={variant}
      data-size={size}
      data-loading={isLoading ? '' : undefined}
      data-full-width={isFullWidth ? '' : undefined}
      aria-busy={isLoading || undefined}
      aria-disabled={isLoading || undefined}
      disabled={disabled}
      onClick={(event) => {
        if (isLoading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      <Label data-part="Label">
        {startIcon ? <IconSlot data-part="StartIcon">{startIcon}</IconSlot> : null}
        {children}
        {endIcon ? <IconSlot data-part="EndIcon">{endIcon}</IconSlot> : null}
      </Label>
      {isLoading ? (
        <LoadingOverlay data-part="Spinner">
          <Spinner size={size === 'lg' ? 'md' : 'sm'} label={t('button.loading')} />
        </LoadingOverlay>
      ) : null}
    </ButtonRoot>
  );
});
