/** What the root hands to the header it renders, or to a `ModalHeader` the caller provides. */
import { createContext, use, type ReactNode } from 'react';

export interface ModalContextValue {
  title: ReactNode;
  description: ReactNode;
  hideCloseButton: boolean;
  /** A caller's `ModalHeader` announces itself so the root leaves out its default one; returns the cleanup. */
  registerHeader: () => () => void;
}

export const ModalContext = createContext<ModalContextValue | null>(null);

export function useModalContext(): ModalContextValue {
  const value = use(ModalContext);
  if (!value) throw new Error('ModalHeader must be used inside <Modal>');
  return value;
}
