/**
 * Accounts: registration (username, mobile) and its SMS codes, change password, forgot by e-mail, reset by phone,
 * security config. Forgot-password calls answer the same whether or not the account or number exists, so they
 * cannot be used to find out who has an account; the throttles apply either way.
 */
import { randomInt } from 'node:crypto';
import {
  ACCOUNT_TYPE_TRIAL,
  AGENT_TYPES,
  isFeatureEnabled,
  passwordRule,
  validateField,
  type RegisterByMobileRequest,
  type RegisterRequest,
  type SliderResult,
} from '@croupier/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PlatformContext } from '../context';
import { members, sessions, type Member, type Merchant } from '../db/schema';
import { ApiFailure, type ValidationIssue, validationFailure } from '../failure';
import { checkCaptcha, consumeSlider, createSession, type RequestOf } from './auth';
import { paymentPasswordState, storeRegistrationPaymentPassword } from './paymentPassword';
import { issueCode, tryConsumeCode } from './codes';
import { countryOf } from './geo';
import { recordLogin } from './loginHistory';
import { linkReferral, referralRule, referrerOf } from './referral';
import { WEAK_DEFAULT_PASSWORD, hashPassword, maskEmail, maskPhone, verifyPassword } from './secrets';
import type { SessionAuth } from './session';
import { sendAccountSmsCode, sendSmsCode } from './smsCodes';
import { SMS_THROTTLE, hit } from './throttle';

/** Registration fields kept on the member's profile when the merchant's config enables them. */
const PROFILE_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'referralCode',
  'birthday',
  'telegram',
  'zalo',
] as const;
/** Fields checked by their own rules rather than by the generic config loop. */
const SPECIAL_FIELDS = new Set([
  'username',
  'password',
  'mobileNum',
  'verificationCode',
  'captcha',
  'affiliateCode',
  'paymentPassword',
]);
export const RESET_EMAIL_EXPIRY_MINUTES = 30;

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function passwordIssue(merchant: Merchant, password: string, path: string): ValidationIssue | null {
  const config = merchant.registerValidation.password ?? passwordRule;
  const error = validateField(password, { ...config, required: true });
  return error ? { path: [path], message: error.messageKey } : null;
}

export interface Caller {
  merchant: Merchant;
  ip: string;
  language: string;
  /** For the recent logins: registration logs the new account in. */
  userAgent?: string | undefined;
}

/** Registration by username or by mobile: the merchant's field rules, uniqueness, captcha, slider, SMS code; then the account and its first session. */
export async function register(
  ctx: PlatformContext,
  caller: Caller,
  input: RegisterRequest | RegisterByMobileRequest,
  mode: 'username' | 'mobile',
) {
  const { merchant, ip } = caller;
  const config = merchant.registerValidation;
  const issues: ValidationIssue[] = [];
  const text = (name: string): string | undefined => {
    const value = (input as Record<string, unknown>)[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };

  // ---- the merchant's own validation config, with the contract's validateField (what the client shows) ------
  const username = text('username');
  const mobile = text('mobileNum');
  const usernameConfig = config.username;
  if (mode === 'username' || username !== undefined) {
    const error = usernameConfig ? validateField(username, { ...usernameConfig, required: true }) : null;
    if (error) issues.push({ path: ['username'], message: error.messageKey });
  }
  const pwIssue = passwordIssue(merchant, input.password, 'password');
  if (pwIssue) issues.push(pwIssue);
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password)
    issues.push({ path: ['confirmPassword'], message: 'validation:inconsistentTwice' });
  if (input.password === WEAK_DEFAULT_PASSWORD) issues.push({ path: ['password'], message: 'errors:passwordWeak' });
  const mobileConfig = config.mobileNum;
  if (mobile !== undefined && mobileConfig) {
    const error = validateField(mobile, { ...mobileConfig, required: true });
    if (error) issues.push({ path: ['mobileNum'], message: error.messageKey });
  } else if (mode === 'username' && mobileConfig?.enabled && mobileConfig.required) {
    issues.push({ path: ['mobileNum'], message: 'validation:required' });
  }
  for (const [name, fieldConfig] of Object.entries(config)) {
    if (!fieldConfig.enabled || SPECIAL_FIELDS.has(name)) continue;
    const error = validateField(text(name), fieldConfig);
    if (error) issues.push({ path: [name], message: error.messageKey });
  }
  const affiliateCode = text('affiliateCode')?.toUpperCase();
  if (config.affiliateCode?.enabled && config.affiliateCode.required && !affiliateCode)
    issues.push({ path: ['affiliateCode'], message: 'validation:required' });
  const smsRequired = isFeatureEnabled(merchant.features, 'REGMOBVERF3') && mobile !== undefined;
  const code = text('verificationCode');
  if (smsRequired && !code) issues.push({ path: ['verificationCode'], message: 'validation:required' });
  const captchaRequired = Boolean(config.captcha?.enabled && config.captcha.required);
  if (captchaRequired && !text('captcha')) issues.push({ path: ['captcha'], message: 'validation:required' });
  const paymentPassword = text('paymentPassword');
  if (config.paymentPassword?.enabled) {
    const error = validateField(paymentPassword, config.paymentPassword);
    if (error) issues.push({ path: ['paymentPassword'], message: error.messageKey });
  }
  if (issues.length > 0) throw validationFailure(issues, 'registration fields do not pass their rules');

  const account = (username ?? `m${mobile ?? ''}`).toLowerCase();

  // ---- affiliate code, uniqueness, captcha, slider, SMS code --------------------------------------------------
  let uplineId: number | null = null;
  if (affiliateCode && config.affiliateCode?.enabled !== false) {
    const [agent] = await ctx.db
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          eq(members.merchantId, merchant.id),
          eq(members.affiliateCode, affiliateCode),
          inArray(members.type, [...AGENT_TYPES]),
        ),
      );
    if (!agent) throw new ApiFailure('invitation_code_invalid', 'invitation code error');
    uplineId = agent.id;
  }
  // A member's referral code (invite friends), when the merchant runs the programme: links the new member to them.
  const referralCode = text('referralCode');
  let referrerId: number | null = null;
  if (referralCode && referralRule(merchant.settings)) {
    referrerId = await referrerOf(ctx.db, merchant.id, referralCode);
    if (referrerId === null) throw new ApiFailure('referral_code_invalid', 'referral code error');
  }
  const taken = await ctx.db
    .select({ account: members.account, mobile: members.mobile })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchant.id),
        mobile ? sql`(${members.account} = ${account} or ${members.mobile} = ${mobile})` : eq(members.account, account),
      ),
    );
  if (taken.some((m) => m.account === account))
    throw validationFailure(
      [{ path: [mode === 'username' ? 'username' : 'mobileNum'], message: 'validation:accountExists' }],
      'account already exists',
    );
  if (mobile && taken.some((m) => m.mobile === mobile))
    throw validationFailure(
      [{ path: ['mobileNum'], message: 'validation:mobileExists' }],
      'mobile number already registered',
    );
  if (captchaRequired && !(await checkCaptcha(ctx, merchant, text('captchaId'), text('captcha'))))
    throw new ApiFailure('captcha_invalid', 'captcha check failed');
  await consumeSlider(ctx, merchant, input.sliderResult);
  const nowMs = ctx.now();
  if (smsRequired && mobile && code) {
    const result = await tryConsumeCode(ctx.db, {
      merchantId: merchant.id,
      purpose: 'register',
      target: mobile,
      code,
      nowMs,
    });
    if (result === 'expired') throw new ApiFailure('code_expired', 'code expired, resend');
    if (result !== 'ok') throw new ApiFailure('code_invalid', 'enter a valid verification code');
  }

  // ---- the account and its first session ----------------------------------------------------------------------
  const profile: Record<string, string> = {
    registerUrl: input.registerUrl.slice(0, 200),
    registerMethod: input.registerMethod,
  };
  for (const name of PROFILE_FIELDS) {
    const value = text(name);
    if (value !== undefined && config[name]?.enabled !== false) profile[name] = value;
  }
  // The invitation code it registered with (the agent's affiliate summary counts registrations by it).
  if (uplineId !== null && affiliateCode) profile.affiliateCode = affiliateCode;
  const paymentPasswordHash = paymentPassword && config.paymentPassword?.enabled ? await hashPassword(paymentPassword) : null;
  const passwordHash = await hashPassword(input.password);
  const country = await countryOf(ctx.db, ip);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [member] = await tx
        .insert(members)
        .values({
          merchantId: merchant.id,
          account,
          passwordHash,
          type: 0,
          nickname: text('nickname') ?? null,
          mobile: mobile ?? null,
          countryDialingCode: input.countryDialingCode?.replace(/^\+/, '') ?? null,
          email: config.email?.enabled !== false ? (text('email') ?? null) : null,
          payeeName: config.payeeName?.enabled !== false ? (text('payeeName') ?? null) : null,
          avatar: `/avatars/${randomInt(1, 9)}.svg`,
          firstLogin: false,
          passwordChangedAt: new Date(nowMs),
          knownIps: [ip],
          language: caller.language,
          uplineId,
          profile,
          createdAt: new Date(nowMs),
          lastLoginAt: new Date(nowMs),
        })
        .returning();
      if (!member) throw new Error('member not created');
      if (referrerId !== null)
        await linkReferral(tx, { merchantId: merchant.id, refereeId: member.id, referrerId, at: new Date(nowMs) });
      if (paymentPasswordHash)
        await storeRegistrationPaymentPassword(tx, { memberId: member.id, merchantId: merchant.id, hash: paymentPasswordHash, at: new Date(nowMs) });
      const token = await createSession(tx, ctx, merchant, member, ip);
      await recordLogin(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        ip,
        country,
        method: 'register',
        userAgent: caller.userAgent,
        atMs: nowMs,
      });
      return { token, firstTimeLogin: true, passwordExpired: false };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw validationFailure([{ path: ['username'], message: 'validation:accountExists' }], 'account already exists');
    throw error;
  }
}

/** The registration SMS code: refused when the number (or the username of the by-username variant) is taken. */
export async function requestRegistrationCode(
  ctx: PlatformContext,
  merchant: Merchant,
  mobile: string,
  sliderResult: SliderResult | undefined,
  username?: string,
) {
  const taken = await ctx.db
    .select({ account: members.account, mobile: members.mobile })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchant.id),
        username
          ? sql`(${members.mobile} = ${mobile} or ${members.account} = ${username.toLowerCase()})`
          : eq(members.mobile, mobile),
      ),
    );
  if (taken.some((m) => m.mobile === mobile))
    throw validationFailure(
      [{ path: ['mobileNo'], message: 'validation:mobileExists' }],
      'mobile number already registered',
    );
  if (taken.length > 0)
    throw validationFailure([{ path: ['username'], message: 'validation:accountExists' }], 'account already exists');
  return sendSmsCode(ctx, merchant, { purpose: 'register', mobile, sliderResult });
}

export async function changePassword(
  ctx: PlatformContext,
  merchant: Merchant,
  auth: SessionAuth,
  input: RequestOf<'changePassword'>,
): Promise<null> {
  const { member } = auth;
  if (member.type === ACCOUNT_TYPE_TRIAL)
    throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
  const issue = passwordIssue(merchant, input.newPassword, 'newPassword');
  if (issue) throw validationFailure([issue], 'the new password does not pass the password rule');
  if (input.newPassword === WEAK_DEFAULT_PASSWORD)
    throw new ApiFailure('password_weak', 'choose a password other than the default one');
  // The current password is asked only when one is stored (SPEC §5).
  if (member.passwordHash) {
    if (!(await verifyPassword(member.passwordHash, input.oldPassword)))
      throw new ApiFailure('wrong_credentials', 'the current password is wrong');
    if (input.oldPassword === input.newPassword)
      throw new ApiFailure('password_weak', 'the new password must differ from the current one');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ passwordHash, passwordChangedAt: new Date(ctx.now()), mustChangePassword: false })
      .where(eq(members.id, member.id));
    // Other sessions of the account end; this one stays.
    await tx.delete(sessions).where(and(eq(sessions.memberId, member.id), ne(sessions.id, auth.session.id)));
  });
  return null;
}

/**
 * Forgot by e-mail: a temporary password to the account's address. The answer is the same when the username and
 * e-mail match no account (nothing is sent then); the throttle counts per username either way.
 */
export async function forgotPasswordByEmail(
  ctx: PlatformContext,
  merchant: Merchant,
  input: RequestOf<'forgotPasswordByEmail'>,
  siteUrl: string,
): Promise<null> {
  const account = input.username.toLowerCase();
  const nowMs = ctx.now();
  await hit(ctx.db, `mail:${merchant.id}:${account}`, SMS_THROTTLE, nowMs);
  const [member] = await ctx.db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchant.id),
        eq(members.account, account),
        sql`lower(${members.email}) = ${input.email.toLowerCase()}`,
      ),
    );
  if (member?.email) await mailTemporaryPassword(ctx, merchant, member, member.email, siteUrl, nowMs);
  return null;
}

async function mailTemporaryPassword(
  ctx: PlatformContext,
  merchant: Merchant,
  member: Member,
  email: string,
  siteUrl: string,
  nowMs: number,
): Promise<void> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const temporary = `${Array.from({ length: 10 }, () => alphabet[randomInt(0, alphabet.length)]).join('')}${randomInt(2, 10)}`;
  await ctx.db.transaction(async (tx) => {
    await issueCode(tx, {
      merchantId: merchant.id,
      purpose: 'resetEmail',
      target: String(member.id),
      expiryMinutes: RESET_EMAIL_EXPIRY_MINUTES,
      nowMs,
      code: temporary,
    });
    await ctx.mail.send(
      {
        merchantId: merchant.id,
        to: email,
        subject: `${merchant.name}: reset your password`,
        text: [
          `Hello ${member.account},`,
          '',
          'We received a request to reset your password. Log in with this temporary password within',
          `${RESET_EMAIL_EXPIRY_MINUTES} minutes; you will then be asked to choose a new one:`,
          '',
          `    ${temporary}`,
          '',
          `Log in: ${siteUrl}/login?account=${encodeURIComponent(member.account)}`,
          '',
          'If you did not ask for this, ignore this message: your current password keeps working.',
        ].join('\n'),
      },
      tx,
    );
  });
}

/** The password-reset SMS code: the same answer whether or not the number has an account; a code only when it has. */
export async function requestPasswordResetCode(
  ctx: PlatformContext,
  merchant: Merchant,
  input: RequestOf<'passwordResetSmsCode'>,
) {
  return sendAccountSmsCode(ctx, merchant, 'reset', input);
}

export async function setPasswordByPhone(
  ctx: PlatformContext,
  merchant: Merchant,
  ip: string,
  input: RequestOf<'setPasswordByPhone'>,
): Promise<null> {
  const issue = passwordIssue(merchant, input.newPassword, 'newPassword');
  if (issue) throw validationFailure([issue], 'the new password does not pass the password rule');
  if (input.newPassword === WEAK_DEFAULT_PASSWORD)
    throw new ApiFailure('password_weak', 'choose a password other than the default one');
  const [member] = await ctx.db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchant.id),
        eq(members.mobile, input.mobileNum),
        ne(members.type, ACCOUNT_TYPE_TRIAL),
      ),
    );
  const nowMs = ctx.now();
  // A number without an account has no code (none is sent to it): it answers as a wrong code does.
  const result = await tryConsumeCode(ctx.db, {
    merchantId: merchant.id,
    purpose: 'reset',
    target: input.mobileNum,
    code: input.verificationCode,
    nowMs,
  });
  if (result === 'expired') throw new ApiFailure('code_expired', 'code expired, resend');
  if (result !== 'ok' || !member) throw new ApiFailure('code_invalid', 'enter a valid verification code');
  const passwordHash = await hashPassword(input.newPassword);
  // The SMS code proves the phone from this IP, so the automatic login that follows needs no second factor.
  const knownIps = member.knownIps.includes(ip) ? member.knownIps : [...member.knownIps, ip].slice(-20);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({
        passwordHash,
        passwordChangedAt: new Date(nowMs),
        mustChangePassword: false,
        failedLogins: 0,
        lockedUntil: null,
        knownIps,
      })
      .where(eq(members.id, member.id));
    await tx.delete(sessions).where(eq(sessions.memberId, member.id));
  });
  return null;
}

export async function securityConfig(ctx: PlatformContext, member: Member) {
  return {
    paymentPasswordSet: (await paymentPasswordState(ctx.db, member.id, ctx.now())).set,
    googleAuthBound: Boolean(member.totpSecret),
    mobileBound: Boolean(member.mobile),
    emailBound: Boolean(member.email),
    mobileNum: member.mobile ? maskPhone(member.mobile) : null,
    email: member.email ? maskEmail(member.email) : null,
  };
}
