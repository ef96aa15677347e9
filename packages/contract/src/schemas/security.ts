/**
 * The member centre's security centre (`securityCenter`, "my account"): the profile (SPEC §3 labels), binding a mobile
 * number and an e-mail address with a code, Google Authenticator (BINDGA3), recent logins and the security level.
 *
 * Field problems come back as `validation_failed` (or the specific code of the rule: `age_under_18`, `field_locked`)
 * with `value.issues[]` whose messages are message keys: `errors:fieldTooLong`, `errors:fieldInvalid`,
 * `errors:birthdayInvalid`, `errors:ageUnder18`, `errors:fieldLocked`, or the registration pattern keys
 * (`validation:patternN`, `validation:mobileFormat`, `validation:emailFormat`, `validation:gaCode`).
 */
import { z } from 'zod';
import { MINIMUM_AGE } from '../constants';
import { valueLength } from '../patterns';
import { countryDialingCodeSchema } from './common';
import { avatarTypeSchema } from './member';

// ---- profile ---------------------------------------------------------------------------------------------------------

/** Longest value of each free-text profile field, in characters (Unicode code points). */
export const PROFILE_LIMITS = {
  nickname: 24,
  payeeName: 64,
  /** A @username (5-32 characters after the @) or a phone number. */
  telegram: 33,
  zalo: 16,
  address: 200,
  occupation: 64,
} as const;

/** Oldest birthday accepted (a typo guard, not an age rule). */
export const OLDEST_BIRTHDAY = '1900-01-01';

/** The platform's generated avatars a member chooses from (avatarType STATIC). */
export const STATIC_AVATARS = [
  '/avatars/1.svg',
  '/avatars/2.svg',
  '/avatars/3.svg',
  '/avatars/4.svg',
  '/avatars/5.svg',
  '/avatars/6.svg',
  '/avatars/7.svg',
  '/avatars/8.svg',
] as const;
export type StaticAvatar = (typeof STATIC_AVATARS)[number];

/** Source of income: a closed list (the site localizes each), as anti-money-laundering forms ask it. */
export const INCOME_SOURCES = [
  'salary',
  'business',
  'investment',
  'pension',
  'savings',
  'inheritance',
  'other',
] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/** Nationality: ISO 3166-1 alpha-2 codes (the site names them in the reader's language with Intl.DisplayNames). */
// prettier-ignore
export const NATIONALITY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE',
  'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD',
  'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM',
  'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN',
  'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME',
  'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM',
  'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI',
  'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK',
  'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type NationalityCode = (typeof NATIONALITY_CODES)[number];

export const FIELD_TOO_LONG = 'errors:fieldTooLong';
export const FIELD_INVALID = 'errors:fieldInvalid';
export const BIRTHDAY_INVALID = 'errors:birthdayInvalid';
export const AGE_UNDER_18 = 'errors:ageUnder18';
export const FIELD_LOCKED = 'errors:fieldLocked';

/** Control characters and the bidirectional overrides that make a name display as something else. */
const UNSAFE_TEXT = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const TELEGRAM = /^(?:@?[A-Za-z][A-Za-z0-9_]{4,31}|\+?[0-9]{6,15})$/;
const PHONE = /^\+?[0-9]{6,15}$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-MM-dd, from OLDEST_BIRTHDAY on. */
export function isBirthdayDate(value: string): boolean {
  const m = YMD.exec(value);
  if (!m || value < OLDEST_BIRTHDAY) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether someone born on `birthday` (yyyy-MM-dd) is `minAge` or older on the UTC day of `nowMs`. */
export function isOfAge(birthday: string, nowMs: number, minAge: number = MINIMUM_AGE): boolean {
  const m = YMD.exec(birthday);
  if (!m) return false;
  const now = new Date(nowMs);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const todayMonthDay = (now.getUTCMonth() + 1) * 100 + now.getUTCDate();
  const age = now.getUTCFullYear() - year - (todayMonthDay < month * 100 + day ? 1 : 0);
  return age >= minAge;
}

/**
 * A free-text profile field: trimmed; `null` or an empty string clears it; at most `max` characters, no control
 * characters, and (when given) passing `test`.
 */
function profileText(max: number, test?: (value: string) => boolean) {
  return z
    .string()
    .trim()
    .refine((v) => valueLength(v) <= max, { message: FIELD_TOO_LONG, abort: true })
    .refine((v) => v === '' || (!UNSAFE_TEXT.test(v) && (test === undefined || test(v))), { message: FIELD_INVALID })
    .nullable()
    .optional();
}

/**
 * A profile change: only the fields sent change (`null` or "" clears one). The mobile number and the e-mail address are
 * not changed here but by binding them with a code; `payeeName` (the real name, which must match the holder of the
 * payout accounts) and `birthday` (BIRTHDAY3) are set once by the member and then only by customer service.
 * Unknown fields are refused.
 */
export const profileUpdateRequestSchema = z.strictObject({
  nickname: profileText(PROFILE_LIMITS.nickname),
  payeeName: profileText(PROFILE_LIMITS.payeeName),
  birthday: z
    .string()
    .trim()
    .refine((v) => v === '' || isBirthdayDate(v), { message: BIRTHDAY_INVALID })
    .nullable()
    .optional(),
  telegram: profileText(PROFILE_LIMITS.telegram, (v) => TELEGRAM.test(v)),
  zalo: profileText(PROFILE_LIMITS.zalo, (v) => PHONE.test(v)),
  address: profileText(PROFILE_LIMITS.address),
  nationality: z.enum(NATIONALITY_CODES, { error: FIELD_INVALID }).nullable().optional(),
  occupation: profileText(PROFILE_LIMITS.occupation),
  sourceOfIncome: z.enum(INCOME_SOURCES, { error: FIELD_INVALID }).nullable().optional(),
  /** PROFPIC3: one of STATIC_AVATARS. */
  avatar: z.enum(STATIC_AVATARS, { error: FIELD_INVALID }).optional(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

export const memberProfileSchema = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  payeeName: z.string().nullable(),
  /** The real name is set: only customer service changes it now. */
  payeeNameLocked: z.boolean(),
  /** Masked (08******78); change it with the bind calls. */
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  /** Masked (ta***@example.com); change it with the bind calls. */
  email: z.string().nullable(),
  /** yyyy-MM-dd; null when unset or when BIRTHDAY3 is off. */
  birthday: z.string().nullable(),
  birthdayLocked: z.boolean(),
  telegram: z.string().nullable(),
  zalo: z.string().nullable(),
  address: z.string().nullable(),
  nationality: z.string().nullable(),
  occupation: z.string().nullable(),
  sourceOfIncome: z.string().nullable(),
  avatar: z.string(),
  avatarType: avatarTypeSchema,
  /** The avatars to choose from (PROFPIC3). */
  avatars: z.array(z.string()),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

// ---- security level --------------------------------------------------------------------------------------------------

export const securityLevels = ['low', 'medium', 'high'] as const;
export type SecurityLevel = (typeof securityLevels)[number];

/**
 * What protects the account, and the level computed from it: `low` while the password is expired (or must be changed)
 * or nothing but the password is bound; `medium` with one of mobile, e-mail, Google Authenticator bound; `high` with
 * two or more. (The withdrawal password is the cashier's; the site combines it.)
 */
export const securityOverviewSchema = z.object({
  level: z.enum(securityLevels),
  /** Milliseconds since the epoch; null when the account never set one. */
  passwordChangedAt: z.number().nullable(),
  passwordAgeDays: z.number().int().nullable(),
  passwordExpired: z.boolean(),
  mobileBound: z.boolean(),
  mobileNum: z.string().nullable(),
  emailBound: z.boolean(),
  email: z.string().nullable(),
  googleAuthBound: z.boolean(),
  /** BINDGA3 is on for the merchant. */
  googleAuthAvailable: z.boolean(),
  payeeNameSet: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

// ---- binding a mobile number or an e-mail address ------------------------------------------------------------------------

const codeSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation:verificationCode' })
  .max(16, { message: 'validation:verificationCode' });

/**
 * A code to the NEW number (`mobileNum`), or, with `current: true`, to the number bound now (needed to change it).
 * No slider: the member is logged in. Throttled like every SMS send (1 s, 5 per 5 minutes, then 5 minutes' lockout).
 */
export const bindMobileCodeRequestSchema = z
  .strictObject({
    mobileNum: z.string().trim().max(32).optional(),
    countryDialingCode: countryDialingCodeSchema.optional(),
    current: z.literal(true).optional(),
  })
  .refine((v) => (v.current === true) !== (v.mobileNum !== undefined && v.mobileNum !== ''), {
    message: 'validation:mobileFormat',
    path: ['mobileNum'],
  });

/** `{ expiredMinutes }` as every code send; `sentTo` is the masked recipient. */
export const bindCodeResponseSchema = z.object({ expiredMinutes: z.number().positive(), sentTo: z.string() });

/**
 * Binds the number the code went to. Changing a number already bound also takes `currentCode`, a code sent to the
 * bound number (`current: true`): possession of the old number, not only a session, moves it.
 */
export const bindMobileRequestSchema = z.strictObject({
  mobileNum: z
    .string()
    .trim()
    .min(1, { message: 'validation:mobileFormat' })
    .max(32, { message: 'validation:mobileFormat' }),
  countryDialingCode: countryDialingCodeSchema.optional(),
  code: codeSchema,
  currentCode: codeSchema.optional(),
});

/** A code to the NEW address (`email`), or, with `current: true`, to the address bound now. */
export const bindEmailCodeRequestSchema = z
  .strictObject({
    email: z.string().trim().max(254).optional(),
    current: z.literal(true).optional(),
  })
  .refine((v) => (v.current === true) !== (v.email !== undefined && v.email !== ''), {
    message: 'validation:emailFormat',
    path: ['email'],
  });

/** Binds the address the code went to; changing a bound address also takes `currentCode` (sent to the bound one). */
export const bindEmailRequestSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, { message: 'validation:emailFormat' })
    .max(254, { message: 'validation:emailFormat' }),
  code: codeSchema,
  currentCode: codeSchema.optional(),
});

// ---- Google Authenticator (BINDGA3) ----------------------------------------------------------------------------------

/** A fresh secret, pending until confirmed; `otpauthUrl` is what the QR code shows. */
export const googleAuthStartResponseSchema = z.object({
  /** Base32, for typing it in by hand. */
  secret: z.string(),
  /** otpauth://totp/<issuer>:<account>?secret=...&issuer=<merchant name> */
  otpauthUrl: z.string(),
  issuer: z.string(),
  account: z.string(),
  /** Confirm before this (milliseconds since the epoch), or start again. */
  expiresAt: z.number(),
});

/** A current 6-digit code of the authenticator app. */
export const googleAuthCodeRequestSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'validation:gaCode' }),
});

// ---- recent logins ---------------------------------------------------------------------------------------------------

export const loginMethods = ['password', 'sms', 'verification', 'register'] as const;
export type LoginMethod = (typeof loginMethods)[number];
export const deviceTypes = ['desktop', 'mobile', 'tablet', 'unknown'] as const;

/** The last logins, newest first (at most LOGIN_HISTORY_LIMIT). */
export const LOGIN_HISTORY_LIMIT = 20;
export const loginHistoryResponseSchema = z.object({
  list: z.array(
    z.object({
      /** Milliseconds since the epoch. */
      at: z.number(),
      ip: z.string(),
      /** ISO 3166-1 alpha-2, ZZ when unknown. */
      country: z.string(),
      /** password, sms (SMS code), verification (the new-IP second factor), register (the first login). */
      method: z.enum(loginMethods),
      /** "Chrome 131", "Safari 17"...; null when the user agent says nothing known. */
      browser: z.string().nullable(),
      /** "Windows", "macOS", "iOS 17", "Android 14"...; null when unknown. */
      os: z.string().nullable(),
      deviceType: z.enum(deviceTypes),
    }),
  ),
});
