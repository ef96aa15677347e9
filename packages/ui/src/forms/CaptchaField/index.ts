export { CaptchaField, captchaImageUrl } from './CaptchaField';
export type { CaptchaFieldProps } from './CaptchaField.types';
