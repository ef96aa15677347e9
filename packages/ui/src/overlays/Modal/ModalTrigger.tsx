import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef } from 'react';
import type { ModalCloseProps, ModalTriggerProps } from './Modal.types';

/** Makes its one child (a Button) open the modal; focus returns to it when the modal closes. */
export const ModalTrigger = forwardRef<HTMLButtonElement, ModalTriggerProps>(function ModalTrigger(props, ref) {
  return <Dialog.Trigger ref={ref} asChild {...props} />;
});

/** Makes its one child (a Button) close the modal. */
export const ModalClose = forwardRef<HTMLButtonElement, ModalCloseProps>(function ModalClose(props, ref) {
  return <Dialog.Close ref={ref} asChild {...props} />;
});
