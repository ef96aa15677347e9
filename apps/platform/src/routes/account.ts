/** Account calls: registration (username, mobile), registration SMS codes, change password, forgot by e-mail, set by phone, security config. */
import { randomInt } from 'node:crypto';
import {
  ACCOUNT_TYPE_TRIAL,
  AGENT_TYPES,
  isFeatureEnabled,
  passwordRule,
  validateField,
  type RegisterByMobileRequest,
  type RegisterRequest,
} from '@croupier/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { members, sessions } from '../db/schema';
import { ApiFailure, type ValidationIssue, validationFailure } from '../http/failure';
import { defineRoute, type Merchant, type RouteContext, type RouteSettings } from '../http/route';
import { checkCaptcha, createSession, consumeSlider } from '../services/auth';
import { issueCode, tryConsumeCode } from '../services/codes';
import { WEAK_DEFAULT_PASSWORD, hashPassword, maskEmail, maskPhone, verifyPassword } from '../services/secrets';
import { SMS_THROTTLE, hit } from '../services/throttle';
import { sendSmsCode } from './smsCodes';

/** Registration fields kept on the member's profile when the merchant's config enables them. */
const PROFILE_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId', 'referralCode', 'birthday', 'telegram', 'zalo'] as const;
/** Fields checked by their own rules rather than by the generic config loop. */
const SPECIAL_FIELDS = new Set(['username', 'password', 'mobileNum', 'verificationCode', 'captcha', 'affiliateCode', 'paymentPassword']);
export const RESET_EMAIL_EXPIRY_MINUTES = 30;

function isUniqueViolation(error: unknown): boolean {
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

async function register(ctx: PlatformContext, route: RouteContext<'register'> | RouteContext<'registerByMobile'>, mode: 'username' | 'mobile') {
  const { merchant, ip } = route;
  const input = route.input as RegisterRequest | RegisterByMobileRequest;
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
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) issues.push({ path: ['confirmPassword'], message: 'validation:inconsistentTwice' });
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
  if (config.affiliateCode?.enabled && config.affiliateCode.required && !affiliateCode) issues.push({ path: ['affiliateCode'], message: 'validation:required' });
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
      .where(and(eq(members.merchantId, merchant.id), eq(members.affiliateCode, affiliateCode), inArray(members.type, [...AGENT_TYPES])));
    if (!agent) throw new ApiFailure('invitation_code_invalid', 'invitation code error');
    uplineId = agent.id;
  }
  const taken = await ctx.db
    .select({ account: members.account, mobile: members.mobile })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), mobile ? sql`(${members.account} = ${account} or ${members.mobile} = ${mobile})` : eq(members.account, account)));
  if (taken.some((m) => m.account === account)) throw validationFailure([{ path: [mode === 'username' ? 'username' : 'mobileNum'], message: 'validation:accountExists' }], 'account already exists');
  if (mobile && taken.some((m) => m.mobile === mobile)) throw validationFailure([{ path: ['mobileNum'], message: 'validation:mobileExists' }], 'mobile number already registered');
  if (captchaRequired && !(await checkCaptcha(ctx, merchant, text('captchaId'), text('captcha')))) throw new ApiFailure('captcha_invalid', 'captcha check failed');
  await consumeSlider(ctx, merchant, input.sliderResult);
  const nowMs = ctx.now();
  if (smsRequired && mobile && code) {
    const result = await tryConsumeCode(ctx.db, { merchantId: merchant.id, purpose: 'register', target: mobile, code, nowMs });
    if (result === 'expired') throw new ApiFailure('code_expired', 'code expired, resend');
    if (result !== 'ok') throw new ApiFailure('code_invalid', 'enter a valid verification code');
  }

  // ---- the account and its first session ----------------------------------------------------------------------
  const profile: Record<string, string> = { registerUrl: input.registerUrl.slice(0, 200), registerMethod: input.registerMethod };
  for (const name of PROFILE_FIELDS) {
    const value = text(name);
    if (value !== undefined && config[name]?.enabled !== false) profile[name] = value;
  }
  if (paymentPassword && config.paymentPassword?.enabled) profile.paymentPasswordHash = await hashPassword(paymentPassword);
  const passwordHash = await hashPassword(input.password);
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
          language: route.language,
          uplineId,
          profile,
          createdAt: new Date(nowMs),
          lastLoginAt: new Date(nowMs),
        })
        .returning();
      if (!member) throw new Error('member not created');
      const token = await createSession(tx, ctx, merchant, member, ip);
      return { token, firstTimeLogin: true, passwordExpired: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailure([{ path: ['username'], message: 'validation:accountExists' }], 'account already exists');
    throw error;
  }
}

export function registerAccountRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'register', { features: ['REG3', 'USERNAMEREG3'], openOnly: true, authRateLimit: true }, (route) => register(ctx, route, 'username'));
  defineRoute(app, ctx, settings, 'registerByMobile', { features: ['REG3', 'MOBILENUMREG3'], openOnly: true, authRateLimit: true }, (route) =>
    register(ctx, route, 'mobile'),
  );

  const registrationCode = async (merchant: Merchant, mobile: string, sliderResult: RegisterRequest['sliderResult'], username?: string) => {
    const taken = await ctx.db
      .select({ account: members.account, mobile: members.mobile })
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), username ? sql`(${members.mobile} = ${mobile} or ${members.account} = ${username.toLowerCase()})` : eq(members.mobile, mobile)));
    if (taken.some((m) => m.mobile === mobile)) throw validationFailure([{ path: ['mobileNo'], message: 'validation:mobileExists' }], 'mobile number already registered');
    if (taken.length > 0) throw validationFailure([{ path: ['username'], message: 'validation:accountExists' }], 'account already exists');
    return sendSmsCode(ctx, merchant, { purpose: 'register', mobile, sliderResult });
  };
  defineRoute(app, ctx, settings, 'registerSmsCode', { features: ['REGMOBVERF3'], openOnly: true, authRateLimit: true }, ({ input, merchant }) =>
    registrationCode(merchant, input.mobileNo, input.sliderResult),
  );
  defineRoute(app, ctx, settings, 'registerSmsCodeByUsername', { features: ['REGMOBVERF3'], openOnly: true, authRateLimit: true }, ({ input, merchant }) =>
    registrationCode(merchant, input.mobileNo, input.sliderResult, input.username),
  );

  defineRoute(app, ctx, settings, 'changePassword', { features: ['PASS3'] }, async ({ input, auth, merchant }) => {
    const { member } = auth;
    if (member.type === ACCOUNT_TYPE_TRIAL) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
    const issue = passwordIssue(merchant, input.newPassword, 'newPassword');
    if (issue) throw validationFailure([issue], 'the new password does not pass the password rule');
    if (input.newPassword === WEAK_DEFAULT_PASSWORD) throw new ApiFailure('password_weak', 'choose a password other than the default one');
    // The current password is asked only when one is stored (SPEC §5).
    if (member.passwordHash) {
      if (!(await verifyPassword(member.passwordHash, input.oldPassword))) throw new ApiFailure('wrong_credentials', 'the current password is wrong');
      if (input.oldPassword === input.newPassword) throw new ApiFailure('password_weak', 'the new password must differ from the current one');
    }
    const passwordHash = await hashPassword(input.newPassword);
    await ctx.db.transaction(async (tx) => {
      await tx.update(members).set({ passwordHash, passwordChangedAt: new Date(ctx.now()), mustChangePassword: false }).where(eq(members.id, member.id));
      // Other sessions of the account end; this one stays.
      await tx.delete(sessions).where(and(eq(sessions.memberId, member.id), ne(sessions.id, auth.session.id)));
    });
    return null;
  });

  defineRoute(app, ctx, settings, 'forgotPasswordByEmail', { openOnly: true, authRateLimit: true }, async ({ input, merchant, request }) => {
    const [member] = await ctx.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), eq(members.account, input.username.toLowerCase()), sql`lower(${members.email}) = ${input.email.toLowerCase()}`));
    if (!member || !member.email) throw new ApiFailure('account_not_found', 'username or e-mail does not exist');
    const nowMs = ctx.now();
    await hit(ctx.db, `mail:${merchant.id}:${member.id}`, SMS_THROTTLE, nowMs);
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
    const temporary = `${Array.from({ length: 10 }, () => alphabet[randomInt(0, alphabet.length)]).join('')}${randomInt(2, 10)}`;
    const host = (request.headers['x-forwarded-host'] as string | undefined) ?? request.headers.host ?? 'localhost';
    await ctx.db.transaction(async (tx) => {
      await issueCode(tx, { merchantId: merchant.id, purpose: 'resetEmail', target: String(member.id), expiryMinutes: RESET_EMAIL_EXPIRY_MINUTES, nowMs, code: temporary });
      await ctx.mail.send(
        {
          merchantId: merchant.id,
          to: member.email ?? '',
          subject: `${merchant.name}: reset your password`,
          text: [
            `Hello ${member.account},`,
            '',
            'We received a request to reset your password. Log in with this temporary password within',
            `${RESET_EMAIL_EXPIRY_MINUTES} minutes; you will then be asked to choose a new one:`,
            '',
            `    ${temporary}`,
            '',
            `Log in: ${request.protocol}://${host}/login?account=${encodeURIComponent(member.account)}`,
            '',
            'If you did not ask for this, ignore this message: your current password keeps working.',
          ].join('\n'),
        },
        tx,
      );
    });
    return null;
  });

  defineRoute(app, ctx, settings, 'passwordResetSmsCode', { features: ['CHNGPASSVERIF3'], openOnly: true, authRateLimit: true }, async ({ input, merchant }) => {
    const [member] = await ctx.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), eq(members.mobile, input.mobileNum), ne(members.type, ACCOUNT_TYPE_TRIAL)));
    if (!member) throw new ApiFailure('account_not_found', 'no account has this mobile number');
    return sendSmsCode(ctx, merchant, { purpose: 'reset', mobile: input.mobileNum, sliderResult: input.sliderResult });
  });

  defineRoute(app, ctx, settings, 'setPasswordByPhone', { features: ['CHNGPASSVERIF3'], openOnly: true, authRateLimit: true }, async ({ input, merchant, ip }) => {
    const issue = passwordIssue(merchant, input.newPassword, 'newPassword');
    if (issue) throw validationFailure([issue], 'the new password does not pass the password rule');
    if (input.newPassword === WEAK_DEFAULT_PASSWORD) throw new ApiFailure('password_weak', 'choose a password other than the default one');
    const [member] = await ctx.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), eq(members.mobile, input.mobileNum), ne(members.type, ACCOUNT_TYPE_TRIAL)));
    const nowMs = ctx.now();
    const result = member
      ? await tryConsumeCode(ctx.db, { merchantId: merchant.id, purpose: 'reset', target: input.mobileNum, code: input.verificationCode, nowMs })
      : 'invalid';
    if (result === 'expired') throw new ApiFailure('code_expired', 'code expired, resend');
    if (result !== 'ok' || !member) throw new ApiFailure('code_invalid', 'enter a valid verification code');
    const passwordHash = await hashPassword(input.newPassword);
    // The SMS code proves the phone from this IP, so the automatic login that follows needs no second factor.
    const knownIps = member.knownIps.includes(ip) ? member.knownIps : [...member.knownIps, ip].slice(-20);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(members)
        .set({ passwordHash, passwordChangedAt: new Date(nowMs), mustChangePassword: false, failedLogins: 0, lockedUntil: null, knownIps })
        .where(eq(members.id, member.id));
      await tx.delete(sessions).where(eq(sessions.memberId, member.id));
    });
    return null;
  });

  defineRoute(app, ctx, settings, 'securityConfig', {}, async ({ auth }) => {
    const { member } = auth;
    return {
      paymentPasswordSet: Boolean(member.profile.paymentPasswordHash),
      googleAuthBound: Boolean(member.totpSecret),
      mobileBound: Boolean(member.mobile),
      emailBound: Boolean(member.email),
      mobileNum: member.mobile ? maskPhone(member.mobile) : null,
      email: member.email ? maskEmail(member.email) : null,
    };
  });
}
