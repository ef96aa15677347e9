import type { ReactNode } from 'react';
import type { CountryOption } from '../../forms/CountryCodeSelect';
import type { SliderChallenge, SliderTrackPoint } from '../../forms/SliderVerification';
import type { SmsCodeResult } from '../../forms/SmsCodeButton';

export const loginTabs = ['username', 'sms'] as const;
export type LoginTab = (typeof loginTabs)[number];

/** Who logs in (SPEC §6): a member, or an agent who goes on to the agent centre. */
export const loginRoles = ['member', 'agent'] as const;
export type LoginRole = (typeof loginRoles)[number];

export const socialProviders = ['facebook', 'google'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** The login form of SPEC §3, trimmed. */
export interface UsernameLoginValues {
  type: 'username';
  username: string;
  password: string;
  /** Present only while the captcha field is shown. */
  captcha?: string;
  rememberMe: boolean;
  /** The Member | Agent switch. */
  as: LoginRole;
}

/** SMS login: `username` carries the mobile number and `password` the code (SPEC §3). */
export interface SmsLoginValues {
  type: 'sms';
  username: string;
  password: string;
  countryDialingCode: string;
  /** The Member | Agent switch. */
  as: LoginRole;
}

export type LoginValues = UsernameLoginValues | SmsLoginValues;

export interface PhoneNumber {
  mobileNum: string;
  /** Without "+", e.g. "81". */
  countryDialingCode: string;
}

/** The slider step before a username login (SPEC §4; never for SMS login). */
export interface LoginSliderStep {
  /** The puzzle; undefined while it loads. */
  challenge?: SliderChallenge;
  /** Checks the answer with the provider; resolve true when it passed. */
  onVerify: (x: number, track?: SliderTrackPoint[]) => Promise<boolean>;
  /** The one-tap alternative (only if the provider allows it, rate-limited); resolve true when it passed. */
  onTapVerify?: () => Promise<boolean>;
  /** Asks for a (new) puzzle: called when the step opens and from its refresh button. */
  onRequestChallenge?: () => void;
}

export interface LoginModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultTab?: LoginTab;
  /** Shows the Member | Agent switch (SPEC §6); on by default. */
  isAgentLoginEnabled?: boolean;
  /** The switch's first position. */
  defaultRole?: LoginRole;
  /** The SMS tab (verification-code login setting, MOBILEVERCODELOGIN3). */
  isSmsLoginEnabled?: boolean;
  /** Shows the captcha field (after a failed login whose response carried the captcha flag). */
  isCaptchaRequired?: boolean;
  /** The captcha image, base64 PNG. */
  captchaSrc?: string | null;
  onRefreshCaptcha?: () => void;
  /** Social login buttons, in this order. */
  socialProviders?: readonly SocialProvider[];
  onSocialLogin?: (provider: SocialProvider) => void;
  /** The free trial button (FREEPLAY3). */
  isFreePlayEnabled?: boolean;
  onFreePlay?: () => void;
  onOpenRegister?: () => void;
  onOpenForgotPassword?: () => void;
  /** When given, a valid username login passes the slider step before `onSubmit`. */
  slider?: LoginSliderStep;
  /** Countries for the SMS tab's dialing code. */
  countries?: readonly CountryOption[];
  defaultCountryCode?: string;
  /** Sends the login SMS code; resolve with the server's expiry in minutes. */
  onRequestSmsCode?: (phone: PhoneNumber) => Promise<SmsCodeResult | void>;
  /** A failed SMS send (SPEC §8: show the warning dialog with this message). */
  onSmsError?: (message: string) => void;
  /** Third-party phone authentication: the SMS countdown is 1 minute. */
  isThirdPartyPhoneAuth?: boolean;
  /** Called with valid, trimmed values; the modal shows its loading state until the promise settles. */
  onSubmit: (values: LoginValues) => Promise<void> | void;
  /** A failure to show above the form (already localized, e.g. "wrong account or password"). */
  errorMessage?: ReactNode;
  /** Loading state driven by the caller (in addition to the pending `onSubmit`). */
  isLoading?: boolean;
  defaultUsername?: string;
  defaultRememberMe?: boolean;
}
