export { ForgotPasswordModal } from './ForgotPasswordModal';
export {
  forgotPasswordTabs,
  type ForgotByEmailValues,
  type ForgotByPhoneValues,
  type ForgotPasswordModalProps,
  type ForgotPasswordTab,
} from './ForgotPasswordModal.types';
