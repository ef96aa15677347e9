import { forwardRef, useMemo, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Icon, type IconName } from '../../primitives/Icon';
import { RichText } from '../../primitives/RichText';
import { ModalBody, ModalClose, ModalFooter } from '../Modal';
import { useAutoClose, useControllableState, useReturnFocus } from './Dialog.hooks';
import { DialogModal, IconBadge, TimerBar, TitleStack } from './Dialog.styles';
import type { DialogButton, DialogIcon, DialogProps } from './Dialog.types';

const iconNames = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  info: 'info',
  question: 'help',
} as const satisfies Record<DialogIcon, IconName>;

/**
 * The generic dialog of SPEC §2: an icon badge, a title, sanitized HTML (or children) and a row of buttons, on
 * the 400-wide `Modal`. Every button closes the dialog after its `onClick` unless that calls preventDefault.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    icon,
    title,
    html,
    children,
    buttons,
    timeoutMs,
    closeOnCoverClick = false,
    closeOnEscape = true,
    hasCloseButton = false,
    open,
    defaultOpen = false,
    onOpenChange,
    trigger,
    onOpenAutoFocus,
    onCloseAutoFocus,
    onPointerEnter,
    onPointerLeave,
    onPointerDown,
    onKeyDownCapture,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('feedback');
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const list: readonly DialogButton[] = useMemo(
    () => buttons ?? [{ label: t('dialog.ok'), variant: 'primary' }],
    [buttons, t],
  );
  const autoFocusRef = useRef<HTMLButtonElement>(null);
  // A disabled button cannot take focus: then Radix's own first focus applies (focusing it would leave focus outside the dialog).
  const autoFocusIndex = list.findIndex((button) => button.autoFocus && !button.disabled);
  const returnFocus = useReturnFocus(isOpen, Boolean(trigger));

  const [isHovered, setHovered] = useState(false);
  const [hasFocusWithin, setFocusWithin] = useState(false);
  // The dialog takes focus itself on open; only focus the user moved (Tab, a click) pauses the countdown.
  const [hasInteracted, setInteracted] = useState(false);
  const isPaused = isHovered || (hasFocusWithin && hasInteracted);
  useAutoClose({ isOpen, timeoutMs, isPaused, onTimeout: () => setOpen(false) });

  const hasBody = Boolean(html) || (children !== undefined && children !== null && children !== false);
  const timerStyle = { '--dialog-timeout': `${timeoutMs ?? 0}ms` } as CSSProperties;

  return (
    <DialogModal
      ref={ref}
      size="dialog"
      open={isOpen}
      onOpenChange={(next) => {
        if (!next) {
          setHovered(false);
          setFocusWithin(false);
          setInteracted(false);
        }
        setOpen(next);
      }}
      trigger={trigger}
      hideCloseButton={!hasCloseButton}
      closeOnEscape={closeOnEscape}
      closeOnOverlayClick={closeOnCoverClick}
      data-dialog-icon={icon}
      title={
        <TitleStack data-part="TitleStack">
          {icon ? (
            <IconBadge data-part="IconBadge" data-icon={icon}>
              <Icon name={iconNames[icon]} size="xl" />
            </IconBadge>
          ) : null}
          <span>{title}</span>
        </TitleStack>
      }
      onOpenAutoFocus={(event) => {
        onOpenAutoFocus?.(event);
        if (event.defaultPrevented || autoFocusIndex < 0) return;
        event.preventDefault();
        autoFocusRef.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (!event.defaultPrevented) returnFocus(event);
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        setInteracted(true);
      }}
      // Capture phase: Radix's focus scope owns the bubbling keydown handler of this element.
      onKeyDownCapture={(event) => {
        onKeyDownCapture?.(event);
        setInteracted(true);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setFocusWithin(true);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      {...rest}
    >
      {hasBody ? <ModalBody>{html ? <RichText html={html} size="sm" /> : children}</ModalBody> : null}
      {list.length > 0 ? (
        <ModalFooter>
          {list.map(
            ({ label, variant = 'primary', onClick, autoFocus: _autoFocus, isLoading, disabled, startIcon }, index) => (
              <ModalClose key={index}>
                <Button
                  ref={index === autoFocusIndex ? autoFocusRef : undefined}
                  variant={variant}
                  isLoading={isLoading}
                  disabled={disabled}
                  startIcon={startIcon}
                  data-part="Action"
                  onClick={onClick}
                >
                  {label}
                </Button>
              </ModalClose>
            ),
          )}
        </ModalFooter>
      ) : null}
      {timeoutMs && timeoutMs > 0 ? (
        <TimerBar
          data-part="TimerBar"
          data-icon={icon}
          data-paused={isPaused ? '' : undefined}
          style={timerStyle}
          aria-hidden="true"
        />
      ) : null}
    </DialogModal>
  );
});
