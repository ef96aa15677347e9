/** Shared pieces of the session and account calls: sessions, slider and captcha checks, second factors, password age. */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPE_TRIAL, isFeatureEnabled, type EndpointKey, type Endpoints, type LoginMethod, type SliderResult } from '@croupier/contract';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { z } from 'zod';
import type { PlatformContext } from '../context';
import type { Database } from '../db';
import { captchas, members, sessions, sliderChallenges, type Member, type Merchant } from '../db/schema';
import { ApiFailure } from '../failure';
import { normalizeCaptchaAnswer } from './captcha';
import { countryOf } from './geo';
import { recordLogin } from './loginHistory';
import { WEAK_DEFAULT_PASSWORD, newToken, sha256 } from './secrets';

/** The validated request of a contract entry, as the session and account services take it. */
export type RequestOf<K extends EndpointKey> = Endpoints[K] extends { request: infer S extends z.ZodType } ? z.output<S> : never;

export const TRIAL_SESSION_HOURS = 2;
export const MAX_KNOWN_IPS = 20;
export const DEFAULT_SESSION_IDLE_MINUTES = 30;

/** The merchant's inactivity time-out in ms (Infinity when switched off with 0). */
export function sessionIdleMs(merchant: Merchant): number {
  const minutes = merchant.settings.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES;
  return minutes > 0 ? minutes * 60_000 : Number.POSITIVE_INFINITY;
}

export async function createSession(db: Database, ctx: PlatformContext, merchant: Merchant, member: Member, ip: string): Promise<string> {
  const token = newToken();
  const hours = member.type === ACCOUNT_TYPE_TRIAL ? TRIAL_SESSION_HOURS : merchant.settings.sessionHours;
  const nowMs = ctx.now();
  // Expired and idle sessions of this member are dropped as a new one starts.
  const idleMs = sessionIdleMs(merchant);
  const expired = lt(sessions.expiresAt, new Date(nowMs));
  const ended = Number.isFinite(idleMs) ? or(expired, lte(sessions.lastSeenAt, new Date(nowMs - idleMs))) : expired;
  await db.delete(sessions).where(and(eq(sessions.memberId, member.id), ended));
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    memberId: member.id,
    merchantId: merchant.id,
    ip,
    expiresAt: new Date(nowMs + hours * 3_600_000),
    lastSeenAt: new Date(nowMs),
    createdAt: new Date(nowMs),
  });
  return token;
}

export function isPasswordExpired(merchant: Merchant, member: Member, nowMs: number): boolean {
  if (member.mustChangePassword) return true;
  const days = merchant.settings.passwordMaxAgeDays;
  if (days <= 0 || !member.passwordChangedAt) return false;
  return nowMs - member.passwordChangedAt.getTime() > days * 86_400_000;
}

export interface LoginOptions {
  weakPassword?: boolean;
  /** How the member proved who they are (the recent-logins list shows it); password by default. */
  method?: LoginMethod;
  userAgent?: string | undefined;
}

/** Successful login: a session, the IP recorded, counters reset, a row of the recent logins; answers the login value. */
export async function completeLogin(ctx: PlatformContext, merchant: Merchant, member: Member, ip: string, options: LoginOptions = {}) {
  const nowMs = ctx.now();
  const knownIps = member.knownIps.includes(ip) ? member.knownIps : [...member.knownIps, ip].slice(-MAX_KNOWN_IPS);
  const mustChangePassword = member.mustChangePassword || options.weakPassword === true;
  // Outside the transaction (PGlite has one connection); a cache hit, as the login's status gate just looked it up.
  const country = await countryOf(ctx.db, ip);
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ knownIps, firstLogin: false, lastLoginAt: new Date(nowMs), failedLogins: 0, lockedUntil: null, mustChangePassword })
      .where(eq(members.id, member.id));
    const token = await createSession(tx, ctx, merchant, member, ip);
    await recordLogin(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      ip,
      country,
      method: options.method ?? 'password',
      userAgent: options.userAgent,
      atMs: nowMs,
    });
    return { token, firstTimeLogin: member.firstLogin, passwordExpired: isPasswordExpired(merchant, { ...member, mustChangePassword }, nowMs) };
  });
}

export const isWeakDefault = (password: string) => password === WEAK_DEFAULT_PASSWORD;

export type SecondFactor = 'sms' | 'email' | 'ga' | 'bankName';

/** The second factors a member can use, in the order the client offers them. */
export function secondFactors(member: Member, merchant: Merchant): SecondFactor[] {
  const methods: SecondFactor[] = [];
  if (member.mobile) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.totpSecret && isFeatureEnabled(merchant.features, 'BINDGA3')) methods.push('ga');
  if (member.payeeName) methods.push('bankName');
  return methods;
}

/** The TOTP of a base32 secret; `issuer` and `label` name it in the authenticator app (the otpauth:// address). */
export function totpFor(secret: string, label: string, issuer = 'Croupier'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

export function checkTotp(secret: string, code: string, nowMs: number): boolean {
  return totpFor(secret, 'member').validate({ token: code, timestamp: nowMs, window: 1 }) !== null;
}

/** Names compare without case, accents of spacing: "taro  yamada" equals "TARO YAMADA". */
export function sameRealName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toUpperCase();
  return norm(a) !== '' && norm(a) === norm(b);
}

/** Uses up a slider result; when none is given, refuses only if the merchant requires the slider. */
export async function consumeSlider(ctx: PlatformContext, merchant: Merchant, result: SliderResult | undefined): Promise<void> {
  if (!result) {
    if (merchant.settings.sliderRequired) throw new ApiFailure('verification_failed', 'slider verification not done first');
    return;
  }
  const nowMs = ctx.now();
  const used = await ctx.db
    .update(sliderChallenges)
    .set({ consumedAt: new Date(nowMs) })
    .where(
      and(
        eq(sliderChallenges.id, result.challengeId),
        eq(sliderChallenges.merchantId, merchant.id),
        eq(sliderChallenges.tokenHash, sha256(result.token)),
        isNull(sliderChallenges.consumedAt),
      ),
    )
    .returning({ expiresAt: sliderChallenges.expiresAt });
  const row = used[0];
  if (!row || row.expiresAt.getTime() <= nowMs) throw new ApiFailure('verification_failed', 'slider verification failed or expired');
}

export const captchaHash = (id: string, answer: string) => sha256(`${id}:${normalizeCaptchaAnswer(answer)}`);

/** Checks a captcha answer; the captcha is used up either way. */
export async function checkCaptcha(ctx: PlatformContext, merchant: Merchant, captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!captchaId || !answer || captchaId.length > 64) return false;
  const [row] = await ctx.db
    .delete(captchas)
    .where(and(eq(captchas.id, captchaId), eq(captchas.merchantId, merchant.id)))
    .returning();
  return row !== undefined && row.expiresAt.getTime() > ctx.now() && row.answerHash === captchaHash(captchaId, answer);
}

export async function purgeExpiredCaptchas(ctx: PlatformContext): Promise<void> {
  await ctx.db.delete(captchas).where(or(lt(captchas.expiresAt, new Date(ctx.now()))));
}

export const newChallengeId = (): string => randomUUID();
