export { ChangePasswordModal } from './ChangePasswordModal';
export {
  changePasswordReasons,
  type ChangePasswordModalProps,
  type ChangePasswordReason,
  type ChangePasswordValues,
} from './ChangePasswordModal.types';
