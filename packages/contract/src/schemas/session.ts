/** Session calls: captcha, slider, login (and its two-factor step), SMS codes, free play, logout. */
import { z } from 'zod';
import { ackValueSchema, base64PngSchema, countryDialingCodeSchema, mobileNumSchema, nonBlank, sliderResultSchema } from './common';

// ---- captcha -------------------------------------------------------------------------------------------------------
/**
 * The captcha value: a base64 PNG (conventions) or, from platforms that do not keep a server session,
 * `{ image, captchaId }` (the id is sent back with the answer). `normalizeCaptcha` gives one shape.
 */
export const captchaResponseSchema = z.union([
  base64PngSchema,
  z.object({ image: base64PngSchema, captchaId: z.string().min(1) }),
]);
export type CaptchaValue = z.infer<typeof captchaResponseSchema>;

export function normalizeCaptcha(value: CaptchaValue): { image: string; captchaId: string | null } {
  return typeof value === 'string' ? { image: value, captchaId: null } : { image: value.image, captchaId: value.captchaId };
}

// ---- slider verification -------------------------------------------------------------------------------------------
export const sliderChallengeResponseSchema = z.object({
  challengeId: z.string().min(1),
  /** Background with the gap, base64 PNG. */
  background: base64PngSchema,
  /** The piece to drag, base64 PNG. */
  piece: base64PngSchema,
  /** Vertical position of the piece (and of the gap) in pixels. */
  y: z.number(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Side of the square piece in pixels (the piece image's size). */
  pieceSize: z.number().int().positive().optional(),
});
/** Pixels of a slider image: far beyond any image, well inside int4. */
const sliderCoordinate = z.number().min(-100_000).max(100_000);
export const sliderCheckRequestSchema = z.object({
  challengeId: z.string().min(1),
  /** Final horizontal offset of the piece in pixels. */
  x: sliderCoordinate,
  /** Optional drag track: [x, y, ms] samples. */
  track: z.array(z.tuple([sliderCoordinate, sliderCoordinate, z.number().min(0).max(3_600_000)])).max(1000).optional(),
});
/** Success gives the token that login/register/SMS requests carry as `sliderResult`. */
export const sliderCheckResponseSchema = sliderResultSchema;

// ---- login ---------------------------------------------------------------------------------------------------------
export const loginTypeSchema = z.enum(['username', 'sms']);
export type LoginType = z.infer<typeof loginTypeSchema>;

/**
 * Who logs in (SPEC §6): a member (the default), or an agent to the agent centre; an agent login of an account that
 * is no agent is refused with `not_an_agent` once the credentials are right.
 */
export const loginAsSchema = z.enum(['member', 'agent']);
export type LoginAs = z.infer<typeof loginAsSchema>;

/** For type `sms`, `username` carries the mobile number and `password` the SMS code (SPEC §3). */
export const loginRequestSchema = z.object({
  username: nonBlank(),
  password: z.string().min(1),
  captcha: z.string().optional(),
  captchaId: z.string().optional(),
  type: loginTypeSchema,
  countryDialingCode: countryDialingCodeSchema.optional(),
  /** Slider verification result (not used for sms). */
  sliderResult: sliderResultSchema.optional(),
  /** Member login (default) or agent login (invented). */
  as: loginAsSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string().min(1),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
});
export type LoginValue = z.infer<typeof loginResponseSchema>;

/** `value` of a failed login: `captcha: true` tells the client to show the captcha field. */
export const loginFailureValueSchema = z.looseObject({ captcha: z.boolean().optional() });

// ---- two-factor (login from an unrecorded IP) ----------------------------------------------------------------------
export const loginVerificationMethodSchema = z.enum(['sms', 'email', 'ga', 'bankName']);
export type LoginVerificationMethod = z.infer<typeof loginVerificationMethodSchema>;

/** `value` of a `login_verify_required` failure: the ticket of the pending login and the methods offered. */
export const loginVerifyRequiredValueSchema = z.object({
  verifyToken: z.string().min(1),
  methods: z.array(loginVerificationMethodSchema).min(1),
  /** Masked phone / e-mail for display. */
  maskedPhone: z.string().optional(),
  maskedEmail: z.string().optional(),
});

const verifyToken = z.string().min(1);
export const loginVerificationRequestSchema = z.discriminatedUnion('method', [
  z.object({ verifyToken, method: z.literal('sms'), phone: mobileNumSchema, countryDialingCode: countryDialingCodeSchema.optional(), code: nonBlank() }),
  z.object({ verifyToken, method: z.literal('email'), code: nonBlank() }),
  z.object({ verifyToken, method: z.literal('ga'), code: z.string().regex(/^[0-9]{6}$/) }),
  z.object({ verifyToken, method: z.literal('bankName'), name: nonBlank() }),
]);
export type LoginVerificationRequest = z.infer<typeof loginVerificationRequestSchema>;
export const loginVerificationResponseSchema = loginResponseSchema;

// ---- SMS codes -----------------------------------------------------------------------------------------------------
export const smsCodeResponseSchema = z.object({
  /** Minutes until the code expires; the countdown is this times 60 seconds. */
  expiredMinutes: z.number().positive(),
});

export const loginSmsCodeRequestSchema = z.object({
  mobileNum: mobileNumSchema,
  countryDialingCode: countryDialingCodeSchema,
  sliderResult: sliderResultSchema.optional(),
});

export const registerSmsCodeRequestSchema = z.object({
  countryDialingCode: countryDialingCodeSchema,
  mobileNo: mobileNumSchema,
  sliderResult: sliderResultSchema.optional(),
});
export const registerSmsCodeByUsernameRequestSchema = registerSmsCodeRequestSchema.extend({ username: nonBlank() });
/** Registration SMS: expiry optional, the client then counts 60 seconds. */
export const registerSmsCodeResponseSchema = z.object({ expiredMinutes: z.number().positive().optional() });

// ---- free play and logout ------------------------------------------------------------------------------------------
/** Body of free-play login; headers `os` and `platform: W` go with it (the random string is sent encrypted). */
export const freePlayLoginRequestSchema = z.object({ randomStr: z.string().min(8) });
export const freePlayLoginResponseSchema = z.object({
  token: z.string().min(1),
  account: z.string().optional(),
  firstTimeLogin: z.boolean().optional(),
});

export const logoutResponseSchema = ackValueSchema;
