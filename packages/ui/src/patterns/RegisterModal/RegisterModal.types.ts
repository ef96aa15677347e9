import type { ReactNode } from 'react';
import type { RegisterFieldConfig, RegisterValidation } from '@croupier/contract';
import type { CountryOption } from '../../forms/CountryCodeSelect';
import type { SmsCodeResult } from '../../forms/SmsCodeButton';
import type { PhoneNumber } from '../LoginModal';

export const registerTabs = ['username', 'mobile'] as const;
export type RegisterTab = (typeof registerTabs)[number];

/**
 * Registration fields a server config can switch on (SPEC §3), in display order. `username`, `password` and
 * `confirmPassword` are always asked on the username tab; `mobileNum` always on the mobile tab.
 */
export const registerConfigFields = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'email',
  'mobileNum',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'nickname',
  'birthday',
  'recommenderId',
  'referralCode',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterConfigField = (typeof registerConfigFields)[number];
export type RegisterFieldName = RegisterConfigField | 'verificationCode';

export type { RegisterFieldConfig, RegisterValidation };

/** What `onSubmit` receives: the registration user of SPEC §3 (only the fields shown), trimmed. */
export type RegisterValues = Partial<Record<RegisterFieldName, string>> & {
  method: RegisterTab;
  /** The 18+ and terms box was ticked (the form submits only then): the contract's `agreement` of both registrations. */
  agreement: true;
  /** Without "+", when a phone number was asked. */
  countryDialingCode?: string;
};

export interface RegisterModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultTab?: RegisterTab;
  /** Registration by username (USERNAMEREG3); on unless told. */
  isUsernameRegistrationEnabled?: boolean;
  /** Registration by mobile number (MOBILENUMREG3). */
  isMobileRegistrationEnabled?: boolean;
  /** The server's register validation config, keyed by field name (contract `registerValidationSchema`). */
  validation: RegisterValidation;
  /** SMS verification of the mobile number (REGMOBVERF3): adds the code field with its send button. */
  isSmsVerificationEnabled?: boolean;
  onRequestSmsCode?: (phone: PhoneNumber) => Promise<SmsCodeResult | void>;
  onSmsError?: (message: string) => void;
  /** Third-party phone authentication: the countdown is 1 minute. */
  isThirdPartyPhoneAuth?: boolean;
  countries?: readonly CountryOption[];
  defaultCountryCode?: string;
  captchaSrc?: string | null;
  onRefreshCaptcha?: () => void;
  /** The affiliate code from the link the visitor came by; shows the field even if the config hides it. */
  defaultAffiliateCode?: string;
  /** Keeps a code from the link read-only. */
  isAffiliateCodeLocked?: boolean;
  /** The affiliate check failed: shows "invitation code error" under the field. */
  affiliateError?: boolean;
  /** Server-side errors per field, already localized. */
  fieldErrors?: Partial<Record<RegisterFieldName, ReactNode>>;
  onOpenTerms?: () => void;
  onOpenLogin?: () => void;
  onSubmit: (values: RegisterValues) => Promise<void> | void;
  errorMessage?: ReactNode;
  isLoading?: boolean;
}
