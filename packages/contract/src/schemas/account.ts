/** Account calls: registration, affiliate check, passwords, security config. */
import { z } from 'zod';
import { ackValueSchema, countryDialingCodeSchema, mobileNumSchema, nonBlank, sliderResultSchema } from './common';
import { loginResponseSchema } from './session';

const optionalText = z.string().max(200).optional();

/** Every registration field of SPEC §3; which are required comes from the register validation config. */
export const registerFieldsSchema = z.object({
  username: z.string().max(64).optional(),
  password: z.string().min(1),
  confirmPassword: z.string().optional(),
  payeeName: optionalText,
  email: optionalText,
  qqNum: optionalText,
  mobileNum: optionalText,
  recommenderId: optionalText,
  captcha: optionalText,
  captchaId: optionalText,
  verificationCode: optionalText,
  affiliateCode: optionalText,
  paymentPassword: optionalText,
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  referralCode: optionalText,
  domain: optionalText,
  nickname: optionalText,
  telegram: optionalText,
  zalo: optionalText,
  birthday: optionalText,
});

export const registerMethodSchema = z.literal('WEB');

/** 18+ and terms acceptance: the literal `true`; anything else (or nothing) fails with the message key the form shows. */
export const agreementSchema = z
  .literal(true, { error: 'validation:agreeTo' })
  .describe('The visitor is 18 or older and accepts the terms (the ticked agreement box); only true is accepted.');

const registerCommon = {
  /** Log the new account in at once. */
  login: z.boolean(),
  countryDialingCode: countryDialingCodeSchema.optional(),
  registerUrl: z.string(),
  registerMethod: registerMethodSchema,
  /** Third-party phone authentication, when SMS verification goes through it. */
  firebaseChannel: z.string().optional(),
  firebaseIdToken: z.string().optional(),
  sliderResult: sliderResultSchema.optional(),
  /**
   * The visitor confirmed being 18 or older and accepted the terms (SPEC §5: "Please agree to the {0}"). Only `true`
   * passes, so a registration without the ticked box is refused by the platform as well as by the form.
   */
  agreement: agreementSchema,
};

export const registerRequestSchema = registerFieldsSchema.extend({ ...registerCommon, username: nonBlank() });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerByMobileRequestSchema = registerFieldsSchema.extend({ ...registerCommon, mobileNum: mobileNumSchema });
export type RegisterByMobileRequest = z.infer<typeof registerByMobileRequestSchema>;

/** Registration answers like login (the account is logged in when `login` was true). */
export const registerResponseSchema = loginResponseSchema;

export const affiliateCheckRequestSchema = z.object({ code: nonBlank(), domain: z.string().optional() });
export const affiliateCheckResponseSchema = z.object({ valid: z.boolean() });

export const changePasswordRequestSchema = z
  .object({
    oldPassword: z.string().min(1),
    newPassword: z.string().min(1),
    confirmNewPassword: z.string().min(1),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: 'validation:inconsistentTwice',
    path: ['confirmNewPassword'],
  });
export const changePasswordResponseSchema = ackValueSchema;

export const forgotPasswordByEmailRequestSchema = z.object({ username: nonBlank(), email: z.email() });
export const forgotPasswordByEmailResponseSchema = ackValueSchema;

export const passwordResetSmsCodeRequestSchema = z.object({
  mobileNum: mobileNumSchema,
  countryDialingCode: countryDialingCodeSchema,
  sliderResult: sliderResultSchema.optional(),
});

export const setPasswordByPhoneRequestSchema = z.object({
  newPassword: z.string().min(1),
  mobileNum: mobileNumSchema,
  countryDialingCode: countryDialingCodeSchema.optional(),
  verificationCode: nonBlank(),
});
export const setPasswordByPhoneResponseSchema = ackValueSchema;

export const securityConfigResponseSchema = z.looseObject({
  paymentPasswordSet: z.boolean().optional(),
  googleAuthBound: z.boolean().optional(),
  mobileBound: z.boolean().optional(),
  emailBound: z.boolean().optional(),
  mobileNum: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
});
