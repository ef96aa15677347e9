import { forwardRef, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, type DialogButton } from '../Dialog';
import { useControllableState } from '../Dialog/Dialog.hooks';
import type { ConfirmDialogProps } from './ConfirmDialog.types';

/**
 * Confirm or cancel, as an alertdialog (its text is the description) on the generic `Dialog`. Focus returns to whatever opened it. For the
 * danger tone the first focus lands on Cancel, so an Enter pressed out of habit does not log anyone out.
 */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    tone = 'default',
    icon,
    confirmLabel,
    cancelLabel,
    confirmIcon,
    onConfirm,
    onCancel,
    closeOnConfirm = true,
    isConfirming = false,
    closeOnEscape = true,
    closeOnCoverClick = false,
    open,
    defaultOpen = false,
    onOpenChange,
    children,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('feedback');
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const isConfirmClose = useRef(false);
  const buttons: DialogButton[] = [
    {
      label: cancelLabel ?? t('confirm.cancel'),
      variant: 'secondary',
      disabled: isConfirming,
      autoFocus: tone === 'danger',
    },
    {
      label: confirmLabel ?? t('confirm.confirm'),
      variant: tone === 'danger' ? 'danger' : 'primary',
      isLoading: isConfirming,
      startIcon: confirmIcon,
      onClick: (event) => {
        onConfirm?.();
        if (closeOnConfirm) isConfirmClose.current = true;
        else event.preventDefault();
      },
    },
  ];
  const badge = icon === undefined ? (tone === 'danger' ? 'warning' : 'question') : (icon ?? undefined);

  return (
    <Dialog
      ref={ref}
      role="alertdialog"
      data-tone={tone}
      icon={badge}
      open={isOpen}
      onOpenChange={(next) => {
        if (!next && !isConfirmClose.current) onCancel?.();
        isConfirmClose.current = false;
        setOpen(next);
      }}
      closeOnEscape={closeOnEscape && !isConfirming}
      closeOnCoverClick={closeOnCoverClick && !isConfirming}
      buttons={buttons}
      // The explanation is the dialog's description (aria-describedby), read right after the question.
      description={children}
      {...rest}
    />
  );
});
