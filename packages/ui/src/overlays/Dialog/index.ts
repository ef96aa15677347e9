export { Dialog } from './Dialog';
export { dialogIcons, type DialogButton, type DialogIcon, type DialogProps } from './Dialog.types';
