import type { ReactNode } from 'react';
import type { ButtonProps } from '../../actions/Button';

/** What the SMS (or e-mail) code request resolves with; the countdown is `expiredMinutes` x 60 seconds. */
export interface SmsCodeResult {
  expiredMinutes?: number | null;
}

export interface SmsCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'onError' | 'children' | 'isLoading'> {
  /** Sends the code. Resolve with the server's expiry to start the countdown; reject to re-enable the button. */
  onRequest: () => Promise<SmsCodeResult | void>;
  /** Called with the failure's message when `onRequest` rejects (show the SPEC §8 warning dialog with it). */
  onError?: (message: string) => void;
  /**
   * Runs before sending; return false to stop (e.g. the phone number is invalid: validate and show its error).
   */
  canRequest?: () => boolean | Promise<boolean>;
  /** Fixed countdown length in seconds; wins over the server's expiry (60 for third-party phone authentication). */
  durationSeconds?: number;
  /** Third-party phone authentication: the countdown is 1 minute (SPEC §9). */
  isThirdPartyPhoneAuth?: boolean;
  /** Label before the first send; defaults to the localized "Send code". */
  children?: ReactNode;
}
