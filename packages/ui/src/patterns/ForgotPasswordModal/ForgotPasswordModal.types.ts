import type { ReactNode } from 'react';
import type { CountryOption } from '../../forms/CountryCodeSelect';
import type { SmsCodeResult } from '../../forms/SmsCodeButton';
import type { PhoneNumber } from '../LoginModal';

export const forgotPasswordTabs = ['email', 'mobile'] as const;
export type ForgotPasswordTab = (typeof forgotPasswordTabs)[number];

export interface ForgotByEmailValues {
  username: string;
  email: string;
}

export interface ForgotByPhoneValues extends PhoneNumber {
  verificationCode: string;
  newPassword: string;
}

export interface ForgotPasswordModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultTab?: ForgotPasswordTab;
  /** The mobile tab (phone-recovery setting, CHNGPASSVERIF3). */
  isPhoneRecoveryEnabled?: boolean;
  /** Resolve when the request was sent: the modal then shows its "check your inbox" state. */
  onSubmitEmail: (values: ForgotByEmailValues) => Promise<void> | void;
  /** Resolve when the password was set (the caller then logs in with it, SPEC §4). */
  onSubmitPhone?: (values: ForgotByPhoneValues) => Promise<void> | void;
  onRequestSmsCode?: (phone: PhoneNumber) => Promise<SmsCodeResult | void>;
  onSmsError?: (message: string) => void;
  isThirdPartyPhoneAuth?: boolean;
  countries?: readonly CountryOption[];
  defaultCountryCode?: string;
  onBackToLogin?: () => void;
  errorMessage?: ReactNode;
  isLoading?: boolean;
  /** Opens on a finished state (stories, or a caller that tracks it). */
  defaultDone?: ForgotPasswordTab;
}
