import type { ReactNode } from 'react';
import type { TextFieldProps } from '../TextField';

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'endAdornment' | 'label' | 'src'> {
  /** Defaults to the localized "Captcha". */
  label?: ReactNode;
  /** The captcha image: a base64 PNG (as the captcha call returns it) or a data URL. Empty shows a placeholder. */
  src?: string | null;
  /** Asks for a new image; called at most once per second (SPEC §9). */
  onRefresh?: () => void;
}
