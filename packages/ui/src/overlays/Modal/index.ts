export { Modal } from './Modal';
export { ModalHeader } from './ModalHeader';
export { ModalBody } from './ModalBody';
export { ModalFooter } from './ModalFooter';
export { ModalClose, ModalTrigger } from './ModalTrigger';
export {
  modalSizes,
  type ModalBodyProps,
  type ModalCloseProps,
  type ModalFooterProps,
  type ModalHeaderProps,
  type ModalProps,
  type ModalSize,
  type ModalTriggerProps,
} from './Modal.types';
