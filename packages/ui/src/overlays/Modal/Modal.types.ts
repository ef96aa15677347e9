import type { DialogCloseProps, DialogContentProps, DialogProps, DialogTriggerProps } from '@radix-ui/react-dialog';
import type { HTMLAttributes, ReactElement, ReactNode } from 'react';

/**
 * 'dialog': 400 wide, for confirmations and alerts; 'default': 600 x 300 (the spec's default modal);
 * 'lg': as wide as the bounds allow; 'fullscreen': the whole viewport (games, chat on phones).
 * On phones 'default' and 'lg' become a bottom sheet.
 */
export const modalSizes = ['dialog', 'default', 'lg', 'fullscreen'] as const;
export type ModalSize = (typeof modalSizes)[number];

/** Root and content in one: Radix Dialog's `open` / `defaultOpen` / `onOpenChange`, then the content's props. */
export interface ModalProps
  extends
    Omit<DialogContentProps, 'title' | 'asChild' | 'forceMount'>,
    Pick<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange'> {
  /** The dialog's name (Dialog.Title, an h2); required so every dialog is announced with a name. */
  title: ReactNode;
  /** One line under the title, linked with aria-describedby. */
  description?: ReactNode;
  size?: ModalSize;
  /** Escape closes the modal (default true). */
  closeOnEscape?: boolean;
  /** A click on the backdrop closes the modal (default true). */
  closeOnOverlayClick?: boolean;
  /** Leaves out the header's close button (give the footer a way out instead). */
  hideCloseButton?: boolean;
  /** The element that opens the modal, usually `<ModalTrigger><Button /></ModalTrigger>`. */
  trigger?: ReactNode;
  /** `ModalBody` and `ModalFooter`; a `ModalHeader` anywhere inside replaces the default header (to add tabs under the title). */
  children?: ReactNode;
}

/** Extra header content (tabs, an icon) goes below the title row. */
export type ModalHeaderProps = HTMLAttributes<HTMLDivElement>;
export type ModalBodyProps = HTMLAttributes<HTMLDivElement>;
export type ModalFooterProps = HTMLAttributes<HTMLDivElement>;

/** Wraps one element (a Button) that opens the modal; it keeps its own look and gets aria-expanded. */
export interface ModalTriggerProps extends Omit<DialogTriggerProps, 'asChild'> {
  children: ReactElement;
}

/** Wraps one element (a Button) that closes the modal, e.g. the footer's Cancel. */
export interface ModalCloseProps extends Omit<DialogCloseProps, 'asChild'> {
  children: ReactElement;
}
