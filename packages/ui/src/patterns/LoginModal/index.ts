export { LoginModal } from './LoginModal';
export {
  loginRoles,
  loginTabs,
  socialProviders,
  type LoginModalProps,
  type LoginRole,
  type LoginSliderStep,
  type LoginTab,
  type LoginValues,
  type PhoneNumber,
  type SmsLoginValues,
  type SocialProvider,
  type UsernameLoginValues,
} from './LoginModal.types';
export { authMessageKey, checkField, lengthMessage } from './authMessages';
