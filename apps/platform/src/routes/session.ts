/** Session calls: captcha, slider, login (username / SMS) and its two-factor step, free play, logout, login SMS code. */
import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE_TRIAL, isFeatureEnabled, mobileNumSchema, type LoginRequest } from '@croupier/contract';
import { and, eq, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { captchas, loginChallenges, members, sessions, sliderChallenges, throttles } from '../db/schema';
import { ApiFailure } from '../http/failure';
import { defineRoute, type Member, type Merchant, type RouteContext, type RouteSettings } from '../http/route';
import {
  captchaHash,
  checkCaptcha,
  checkTotp,
  completeLogin,
  createSession,
  isWeakDefault,
  newChallengeId,
  purgeExpiredCaptchas,
  sameRealName,
  secondFactors,
  consumeSlider,
} from '../services/auth';
import { CAPTCHA_TTL_MS, drawCaptcha, newCaptchaId } from '../services/captcha';
import { issueCode, tryConsumeCode } from '../services/codes';
import { hashPassword, maskEmail, maskPhone, newToken, sha256, verifyPassword } from '../services/secrets';
import { CAPTCHA_THROTTLE, hit } from '../services/throttle';
import { sendSmsCode } from './smsCodes';

/** Failures before the captcha is required, and before the 5-minute lockout (SPEC §9). */
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 5;
export const LOCKOUT_MS = 5 * 60_000;
export const LOGIN_CHALLENGE_TTL_MS = 10 * 60_000;
export const MAX_CHALLENGE_ATTEMPTS = 5;
const SLIDER_TTL_MS = 2 * 60_000;
const MAX_SLIDER_ATTEMPTS = 5;
const MAX_NAME_LENGTH = 64;

interface FailureState {
  failures: number;
  lockedUntil: Date | null;
}

/** Failure counters: on the member row, or in the throttles table for names that are no account. */
function failureStore(ctx: PlatformContext, merchant: Merchant, member: Member | undefined, name: string) {
  const key = `loginfail:${merchant.id}:${name}`;
  return {
    async read(): Promise<FailureState> {
      if (member) return { failures: member.failedLogins, lockedUntil: member.lockedUntil };
      const [row] = await ctx.db.select().from(throttles).where(eq(throttles.key, key));
      return { failures: row?.count ?? 0, lockedUntil: row?.lockedUntil ?? null };
    },
    async write(state: FailureState): Promise<void> {
      if (member) {
        await ctx.db.update(members).set({ failedLogins: state.failures, lockedUntil: state.lockedUntil }).where(eq(members.id, member.id));
        return;
      }
      const now = new Date(ctx.now());
      await ctx.db
        .insert(throttles)
        .values({ key, count: state.failures, windowStart: now, lastAt: now, lockedUntil: state.lockedUntil })
        .onConflictDoUpdate({ target: throttles.key, set: { count: state.failures, lastAt: now, lockedUntil: state.lockedUntil } });
    },
  };
}

async function findMember(ctx: PlatformContext, merchant: Merchant, name: string): Promise<Member | undefined> {
  const account = name.toLowerCase();
  const rows = await ctx.db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), ne(members.type, ACCOUNT_TYPE_TRIAL), or(eq(members.account, account), eq(members.mobile, name))));
  return rows.find((m) => m.account === account) ?? rows[0];
}

async function passwordLogin(ctx: PlatformContext, route: RouteContext<'login'>, raw: LoginRequest) {
  // Username and password are trimmed (SPEC §5); the password rule has no spaces anyway.
  const input = { ...raw, password: raw.password.trim() };
  const { merchant, ip } = route;
  await consumeSlider(ctx, merchant, input.sliderResult);
  const name = input.username.trim();
  if (name.length > MAX_NAME_LENGTH) throw new ApiFailure('wrong_credentials', 'wrong account or password', { captcha: false });
  const member = await findMember(ctx, merchant, name);
  const store = failureStore(ctx, merchant, member, name.toLowerCase());
  const state = await store.read();
  const nowMs = ctx.now();

  if (state.lockedUntil && state.lockedUntil.getTime() > nowMs) {
    throw new ApiFailure('too_frequent', 'too many failed logins, try again after 5 minutes', { captcha: true, retryAfterMs: state.lockedUntil.getTime() - nowMs });
  }
  const failures = state.lockedUntil ? 0 : state.failures; // a lockout that ran out starts a fresh count
  if (failures >= CAPTCHA_AFTER_FAILURES) {
    if (!input.captcha || !input.captchaId) throw new ApiFailure('captcha_required', 'enter the captcha', { captcha: true });
    if (!(await checkCaptcha(ctx, merchant, input.captchaId, input.captcha))) throw new ApiFailure('captcha_invalid', 'captcha check failed', { captcha: true });
  }

  let ok = member !== undefined && (await verifyPassword(member.passwordHash, input.password));
  if (!member) await verifyPassword(null, input.password);
  let fromEmailReset = false;
  if (!ok && member) {
    // A temporary password from forgot-by-e-mail works once, and must then be changed.
    const temp = await tryConsumeCode(ctx.db, { merchantId: merchant.id, purpose: 'resetEmail', target: String(member.id), code: input.password, nowMs });
    if (temp === 'ok') {
      await ctx.db.update(members).set({ passwordHash: await hashPassword(input.password), mustChangePassword: true }).where(eq(members.id, member.id));
      ok = true;
      fromEmailReset = true;
    }
  }
  if (!ok || !member) {
    const next = failures + 1;
    if (next >= LOCK_AFTER_FAILURES) {
      await store.write({ failures: 0, lockedUntil: new Date(nowMs + LOCKOUT_MS) });
      throw new ApiFailure('too_frequent', 'too many failed logins, try again after 5 minutes', { captcha: true, retryAfterMs: LOCKOUT_MS });
    }
    await store.write({ failures: next, lockedUntil: null });
    throw new ApiFailure('wrong_credentials', 'wrong account or password', { captcha: next >= CAPTCHA_AFTER_FAILURES });
  }

  // New IP and a second factor on file: the login waits for the verification call.
  const methods = secondFactors(member, merchant);
  if (methods.length > 0 && !member.knownIps.includes(ip) && isFeatureEnabled(merchant.features, 'LOGINIPVERF3')) {
    await store.write({ failures: 0, lockedUntil: null });
    const ticket = newToken();
    await ctx.db.insert(loginChallenges).values({
      ticketHash: sha256(ticket),
      memberId: member.id,
      merchantId: merchant.id,
      ip,
      methods,
      expiresAt: new Date(nowMs + LOGIN_CHALLENGE_TTL_MS),
      createdAt: new Date(nowMs),
    });
    if (member.email && methods.includes('email')) {
      const code = await issueCode(ctx.db, { merchantId: merchant.id, purpose: 'login2fa', target: member.email, expiryMinutes: merchant.settings.codeExpiryMinutes, nowMs });
      await ctx.mail.send({
        merchantId: merchant.id,
        to: member.email,
        subject: `${merchant.name}: your login verification code`,
        text: `Someone (hopefully you) is logging in to ${member.account} from a new network (${ip}). Your verification code is ${code}. It expires in ${merchant.settings.codeExpiryMinutes} minutes.`,
      });
    }
    throw new ApiFailure('login_verify_required', 'login from a new IP: verification required', {
      verifyToken: ticket,
      methods,
      ...(member.mobile ? { maskedPhone: maskPhone(member.mobile) } : {}),
      ...(member.email ? { maskedEmail: maskEmail(member.email) } : {}),
    });
  }
  const value = await completeLogin(ctx, merchant, member, ip, { weakPassword: isWeakDefault(input.password) });
  return fromEmailReset ? { ...value, passwordExpired: true } : value;
}

async function smsLogin(ctx: PlatformContext, route: RouteContext<'login'>, input: LoginRequest) {
  const { merchant, ip } = route;
  if (!isFeatureEnabled(merchant.features, 'MOBILEVERCODELOGIN3')) throw new ApiFailure('feature_not_enabled', 'login by SMS code is not enabled');
  const mobile = input.username.trim();
  if (!mobileNumSchema.safeParse(mobile).success) throw new ApiFailure('phone_invalid', 'enter a valid phone number');
  const [member] = await ctx.db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.mobile, mobile), ne(members.type, ACCOUNT_TYPE_TRIAL)));
  const nowMs = ctx.now();
  if (member?.lockedUntil && member.lockedUntil.getTime() > nowMs) {
    throw new ApiFailure('too_frequent', 'too many failed logins, try again after 5 minutes', { retryAfterMs: member.lockedUntil.getTime() - nowMs });
  }
  const result = member ? await tryConsumeCode(ctx.db, { merchantId: merchant.id, purpose: 'login', target: mobile, code: input.password, nowMs }) : 'invalid';
  if (result === 'expired') throw new ApiFailure('code_expired', 'code expired, resend');
  if (result !== 'ok' || !member) throw new ApiFailure('code_invalid', 'enter a valid verification code');
  // The SMS code proves the phone: it counts as the second factor, so the IP is recorded. No change of password is
  // forced after an SMS login (SPEC §4); the stored state stays, so the next password login asks for it again.
  return { ...(await completeLogin(ctx, merchant, member, ip)), passwordExpired: false };
}

export function registerSessionRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'captcha', {}, async ({ merchant, ip }) => {
    await hit(ctx.db, `captcha:${merchant.id}:${ip}`, CAPTCHA_THROTTLE, ctx.now());
    await purgeExpiredCaptchas(ctx);
    const text = ctx.captchaText();
    const captchaId = newCaptchaId();
    await ctx.db.insert(captchas).values({
      id: captchaId,
      merchantId: merchant.id,
      answerHash: captchaHash(captchaId, text),
      expiresAt: new Date(ctx.now() + CAPTCHA_TTL_MS),
      createdAt: new Date(ctx.now()),
    });
    return { image: drawCaptcha(text), captchaId };
  });

  defineRoute(app, ctx, settings, 'sliderChallenge', {}, async ({ merchant }) => {
    const challenge = ctx.slider.create();
    const challengeId = newChallengeId();
    await ctx.db.insert(sliderChallenges).values({
      id: challengeId,
      merchantId: merchant.id,
      targetX: challenge.targetX,
      expiresAt: new Date(ctx.now() + SLIDER_TTL_MS),
      createdAt: new Date(ctx.now()),
    });
    return { challengeId, background: challenge.background, piece: challenge.piece, y: challenge.y, width: challenge.width, height: challenge.height };
  });

  defineRoute(app, ctx, settings, 'sliderCheck', {}, async ({ input, merchant }) => {
    const nowMs = ctx.now();
    const [row] = await ctx.db
      .select()
      .from(sliderChallenges)
      .where(and(eq(sliderChallenges.id, input.challengeId), eq(sliderChallenges.merchantId, merchant.id)));
    if (!row || row.tokenHash || row.consumedAt || row.expiresAt.getTime() <= nowMs || row.attempts >= MAX_SLIDER_ATTEMPTS) {
      throw new ApiFailure('verification_failed', 'slider challenge expired, load a new one');
    }
    if (Math.abs(input.x - row.targetX) > ctx.slider.tolerancePx) {
      await ctx.db.update(sliderChallenges).set({ attempts: row.attempts + 1 }).where(eq(sliderChallenges.id, row.id));
      throw new ApiFailure('verification_failed', 'slider verification failed');
    }
    const token = newToken();
    await ctx.db
      .update(sliderChallenges)
      .set({ tokenHash: sha256(token), expiresAt: new Date(nowMs + SLIDER_TTL_MS) })
      .where(eq(sliderChallenges.id, row.id));
    return { challengeId: row.id, token };
  });

  for (const key of ['login', 'loginV2'] as const) {
    defineRoute(app, ctx, settings, key, { openOnly: true, authRateLimit: true }, async (route) => {
      const input = route.input as LoginRequest;
      return input.type === 'sms' ? smsLogin(ctx, route as RouteContext<'login'>, input) : passwordLogin(ctx, route as RouteContext<'login'>, input);
    });
  }

  defineRoute(app, ctx, settings, 'loginVerification', { openOnly: true, authRateLimit: true }, async ({ input, merchant, ip }) => {
    const nowMs = ctx.now();
    const [challenge] = await ctx.db
      .select()
      .from(loginChallenges)
      .where(and(eq(loginChallenges.ticketHash, sha256(input.verifyToken)), eq(loginChallenges.merchantId, merchant.id)));
    if (!challenge || challenge.consumedAt || challenge.expiresAt.getTime() <= nowMs || challenge.ip !== ip || !challenge.methods.includes(input.method)) {
      throw new ApiFailure('verification_failed', 'verification failed or not done first');
    }
    const [member] = await ctx.db.select().from(members).where(eq(members.id, challenge.memberId));
    if (!member) throw new ApiFailure('verification_failed', 'verification failed or not done first');

    let result: 'ok' | 'invalid' | 'expired' = 'invalid';
    switch (input.method) {
      case 'sms':
        if (member.mobile && input.phone === member.mobile) {
          result = await tryConsumeCode(ctx.db, { merchantId: merchant.id, purpose: 'login', target: member.mobile, code: input.code, nowMs });
        }
        break;
      case 'email':
        if (member.email) result = await tryConsumeCode(ctx.db, { merchantId: merchant.id, purpose: 'login2fa', target: member.email, code: input.code, nowMs });
        break;
      case 'ga':
        if (member.totpSecret && checkTotp(member.totpSecret, input.code, nowMs)) result = 'ok';
        break;
      case 'bankName':
        if (member.payeeName && sameRealName(input.name, member.payeeName)) result = 'ok';
        break;
    }
    if (result !== 'ok') {
      const attempts = challenge.attempts + 1;
      await ctx.db
        .update(loginChallenges)
        .set({ attempts, ...(attempts >= MAX_CHALLENGE_ATTEMPTS ? { consumedAt: new Date(nowMs) } : {}) })
        .where(eq(loginChallenges.id, challenge.id));
      if (result === 'expired') throw new ApiFailure('code_expired', 'code expired, resend');
      if (input.method === 'bankName') throw new ApiFailure('verification_failed', 'the real name does not match');
      throw new ApiFailure('code_invalid', 'enter a valid verification code');
    }
    await ctx.db.update(loginChallenges).set({ consumedAt: new Date(nowMs) }).where(eq(loginChallenges.id, challenge.id));
    return completeLogin(ctx, merchant, member, ip);
  });

  defineRoute(app, ctx, settings, 'freePlayLogin', { features: ['FREEPLAY3'], openOnly: true, authRateLimit: true }, async ({ merchant, ip }) => {
    const nowMs = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const [member] = await tx
        .insert(members)
        .values({
          merchantId: merchant.id,
          account: `trial${randomBytes(5).toString('hex')}`,
          type: ACCOUNT_TYPE_TRIAL,
          firstLogin: false,
          knownIps: [ip],
          avatar: '/avatars/1.svg',
          createdAt: new Date(nowMs),
          lastLoginAt: new Date(nowMs),
        })
        .returning();
      if (!member) throw new Error('trial account not created');
      const token = await createSession(tx, ctx, merchant, member, ip);
      return { token, account: member.account, firstTimeLogin: false };
    });
  });

  defineRoute(app, ctx, settings, 'logout', {}, async ({ auth }) => {
    await ctx.db.delete(sessions).where(eq(sessions.id, auth.session.id));
    return null;
  });

  defineRoute(app, ctx, settings, 'loginSmsCode', { features: ['VERIFICATION3'], openOnly: true, authRateLimit: true }, async ({ input, merchant }) => {
    const [member] = await ctx.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), eq(members.mobile, input.mobileNum), ne(members.type, ACCOUNT_TYPE_TRIAL)));
    if (!member) throw new ApiFailure('account_not_found', 'no account has this mobile number');
    return sendSmsCode(ctx, merchant, { purpose: 'login', mobile: input.mobileNum, sliderResult: input.sliderResult });
  });
}
