import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useCallback, useMemo, useRef, useState } from 'react';
import { mergeRefs } from '../../forms/shared/fieldParts';
import { ThemeScope } from '../../theme';
import { ModalContext } from './Modal.context';
import { Content, Overlay } from './Modal.styles';
import type { ModalProps } from './Modal.types';
import { DefaultModalHeader } from './ModalHeader';

/**
 * A modal dialog on Radix Dialog: focus is trapped inside and returns to the trigger, the page behind is
 * inert and does not scroll, Escape and a backdrop click close it unless turned off. The portal is wrapped
 * in ThemeScope so the dialog keeps the brand, mode and language of the page that opened it.
 */
export const Modal = forwardRef<HTMLDivElement, ModalProps>(function Modal(
  {
    open,
    defaultOpen,
    onOpenChange,
    size = 'default',
    closeOnEscape = true,
    closeOnOverlayClick = true,
    hideCloseButton = false,
    title,
    description,
    trigger,
    children,
    onEscapeKeyDown,
    onPointerDownOutside,
    onOpenAutoFocus,
    ...rest
  },
  ref,
) {
  const contentRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, contentRef), [ref]);
  const [ownHeaders, setOwnHeaders] = useState(0);
  const registerHeader = useCallback(() => {
    setOwnHeaders((n) => n + 1);
    return () => setOwnHeaders((n) => n - 1);
  }, []);
  const context = useMemo(
    () => ({ title, description, hideCloseButton, registerHeader }),
    [title, description, hideCloseButton, registerHeader],
  );

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Dialog.Portal>
        <ThemeScope>
          <Dialog.Overlay asChild>
            <Overlay data-part="Overlay" />
          </Dialog.Overlay>
          <Dialog.Content
            asChild
            // Without a description there is nothing to point at; say so instead of leaving a dangling id.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              onOpenAutoFocus?.(event);
              if (event.defaultPrevented) return;
              // Focus the dialog itself: screen readers read its title and description first, the next Tab
              // reaches the first control, and no focus ring lands on the close button uninvited. Pass
              // onOpenAutoFocus (preventDefault, then focus a field) to start somewhere else.
              event.preventDefault();
              contentRef.current?.focus({ preventScroll: true });
            }}
            onEscapeKeyDown={(event) => {
              onEscapeKeyDown?.(event);
              if (!closeOnEscape) event.preventDefault();
            }}
            onPointerDownOutside={(event) => {
              onPointerDownOutside?.(event);
              if (!closeOnOverlayClick) event.preventDefault();
            }}
            {...rest}
          >
            <Content ref={mergedRef} data-component="Modal" data-size={size}>
              <ModalContext value={context}>
                {ownHeaders > 0 ? null : <DefaultModalHeader />}
                {children}
              </ModalContext>
            </Content>
          </Dialog.Content>
        </ThemeScope>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
