import type { FieldValidationConfig } from '@croupier/contract';
import type { HTMLAttributes } from 'react';
import type { CountryOption } from '../../forms/CountryCodeSelect';
import type { SmsCodeResult } from '../../forms/SmsCodeButton';

/** SPEC §3 avatar: a picture the member uploaded (CUSTOM) or one of the site's own (STATIC). */
export const avatarTypes = ['CUSTOM', 'STATIC'] as const;
export type AvatarType = (typeof avatarTypes)[number];

/** The profile fields the edit form changes (SPEC §3 registration user and "other profile labels"). */
export const profileFields = [
  'nickname',
  'realName',
  'birthday',
  'telegram',
  'zalo',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export type ProfileField = (typeof profileFields)[number];

export type ProfileValues = Record<ProfileField, string>;

/**
 * The profile as the panel shows it. `nationality` is an ISO 3166-1 alpha-2 code and `sourceOfIncome` one of the
 * contract's income sources (`salary`...): the panel names both in the member's language and edits them as selects.
 */
export interface SecurityProfile extends Partial<ProfileValues> {
  /** The login name; never editable. */
  account: string;
  /** Picture URL (the site resolves a STATIC avatar's name to its image); initials stand in without one. */
  avatar?: string | null;
  avatarType?: AvatarType;
  /** The bound e-mail as the platform shows it (often masked, `ab***@mail.com`); empty when none is bound. */
  email?: string | null;
  /** The bound mobile number as the platform shows it (often masked); empty when none is bound. */
  mobile?: string | null;
}

/** What is bound beyond the profile (SPEC §2 security centre). */
export interface SecurityBindings {
  /** A payment (withdrawal) password is set. */
  hasPaymentPassword: boolean;
  /** Google Authenticator is bound. */
  hasGoogleAuthenticator: boolean;
}

/** The items the security level counts, in the order "what to do next" suggests them. */
export const securityItems = ['password', 'mobile', 'email', 'paymentPassword', 'googleAuthenticator'] as const;
export type SecurityItem = (typeof securityItems)[number];

export const securityLevels = ['low', 'medium', 'high'] as const;
export type SecurityLevel = (typeof securityLevels)[number];

/** A contact the member binds with a code sent to it. */
export const contactKinds = ['mobile', 'email'] as const;
export type ContactKind = (typeof contactKinds)[number];

export interface SendCodeRequest {
  kind: ContactKind;
  /** The new mobile number (national digits) or e-mail address; empty when `current` is set. */
  value: string;
  /** For a mobile number: the dialing code of the chosen country, when countries are offered. */
  countryDialingCode?: string;
  /** The code goes to the contact bound now (changing a bound one proves the member still holds it first). */
  current?: boolean;
}

export interface BindContactRequest extends Omit<SendCodeRequest, 'current'> {
  /** The code sent to the new contact. */
  code: string;
  /** Changing a bound contact: the code sent to the bound one (step one of the change). */
  currentCode?: string;
}

/** One of the platform's own avatars the member may choose (avatarType STATIC). */
export interface AvatarChoice {
  /** What the platform stores (`/avatars/3.svg`). */
  id: string;
  /** The picture's URL. */
  src: string;
}

export interface PaymentPasswordChange {
  /** The current payment password when one is set; the login password when setting the first. */
  currentPassword: string;
  newPassword: string;
}

export interface RecentLogin {
  id: string;
  /** Millisecond timestamp, shown as yyyy-MM-dd HH:mm:ss. */
  time: number;
  ip: string;
  country?: string;
  /** The device or browser, as the platform names it. */
  device?: string;
}

export interface SecurityCenterPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The member's profile; `undefined` while it loads (skeletons show). */
  profile?: SecurityProfile;
  bindings?: SecurityBindings;
  /** The first load failed: the error state with a retry button. */
  error?: unknown;
  onRetry?: () => void;

  /** Saves the profile form. Reject with a `CentreSubmitError` (`fieldErrors`) to show messages by the fields. */
  onSaveProfile?: (values: ProfileValues) => Promise<void>;
  /** Fields shown read-only in the form (e.g. a real name that only customer service may change). */
  lockedFields?: readonly ProfileField[];

  /** PROFPIC3: the platform's avatars to choose from; without them (or `onChooseAvatar`) there is no chooser. */
  avatarChoices?: readonly AvatarChoice[];
  /** Saves the chosen avatar (its `id`). */
  onChooseAvatar?: (id: string) => Promise<void>;

  /**
   * The security level as the platform rates the account (its own rule: e.g. "low" while the password is expired);
   * the meter shows it, the list below shows what is in place. `undefined` while it loads.
   */
  securityLevel?: SecurityLevel;

  /** Countries for the mobile number's dialing code; without them the number is entered as is. */
  countries?: readonly CountryOption[];
  defaultCountryCode?: string;
  /** Sends a code to the new mobile number or e-mail address; resolve with the expiry for the countdown. */
  onSendCode?: (request: SendCodeRequest) => Promise<SmsCodeResult | void>;
  /** Binds (or changes) the mobile number or e-mail address with the code. */
  onBind?: (request: BindContactRequest) => Promise<void>;

  /** PAYMENTPASS3: the payment password can be set and changed. */
  paymentPasswordEnabled?: boolean;
  /** The payment password's rule; six digits unless told. */
  paymentPasswordRule?: FieldValidationConfig;
  onSetPaymentPassword?: (change: PaymentPasswordChange) => Promise<void>;

  /** BINDGA3: Google Authenticator can be bound. */
  googleAuthenticatorEnabled?: boolean;
  /** The `otpauth://totp/...` URI to bind; the dialog shows a skeleton until it arrives. */
  googleAuthenticatorUri?: string;
  /** Called when the binding dialog opens (and on its retry), so the owner can fetch a fresh secret. */
  onOpenGoogleAuthenticator?: () => void;
  /** Starting the binding failed (no secret): the dialog says so, with a retry, instead of waiting forever. */
  googleAuthenticatorError?: unknown;
  onBindGoogleAuthenticator?: (code: string) => Promise<void>;

  /** Opens the site's change-password modal (the login password). */
  onChangePassword?: () => void;

  /** The latest logins; `undefined` while they load. */
  recentLogins?: readonly RecentLogin[];
  /** IANA zone the login times are shown in (the member's); the browser's when left out. */
  timeZone?: string;
}
