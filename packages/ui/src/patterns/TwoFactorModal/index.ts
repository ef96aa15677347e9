export { TwoFactorModal } from './TwoFactorModal';
export { twoFactorMethods, type TwoFactorMethod, type TwoFactorModalProps, type TwoFactorValues } from './TwoFactorModal.types';
