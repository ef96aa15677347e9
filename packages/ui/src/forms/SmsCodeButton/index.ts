export { SmsCodeButton } from './SmsCodeButton';
export { useCountdown, type Countdown } from './useCountdown';
export type { SmsCodeButtonProps, SmsCodeResult } from './SmsCodeButton.types';
