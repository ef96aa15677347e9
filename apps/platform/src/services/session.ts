/**
 * Sessions: the session of a token (expiry and inactivity), captcha and slider, login by username or SMS code with
 * its failure counting and two-factor step, free play, logout, the login SMS code.
 *
 * Every limit on guessing (login failures, code tries, two-factor tries, slider tries) takes its try in one
 * statement before the secret is looked at: parallel guesses are counted one by one, so a storm of them gets no
 * more checks than the same guesses sent one after another.
 */
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_TYPE_TRIAL,
  isAgentAccount,
  isFeatureEnabled,
  isMemberAccount,
  mobileNumSchema,
  type LoginAs,
  type LoginRequest,
} from '@croupier/contract';
import { and, eq, gt, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { PlatformContext } from '../context';
import {
  captchas,
  loginChallenges,
  members,
  sessions,
  sliderChallenges,
  throttles,
  type Member,
  type Merchant,
  type Session,
} from '../db/schema';
import { ApiFailure } from '../failure';
import {
  captchaHash,
  checkCaptcha,
  checkTotp,
  completeLogin,
  consumeSlider,
  createSession,
  isWeakDefault,
  newChallengeId,
  purgeExpiredCaptchas,
  sameRealName,
  secondFactors,
  sessionIdleMs,
  type RequestOf,
} from './auth';
import { CAPTCHA_TTL_MS, drawCaptcha, newCaptchaId } from './captcha';
import { issueCode, tryConsumeCode } from './codes';
import { hashPassword, maskEmail, maskPhone, newToken, sha256, verifyPassword } from './secrets';
import { sendAccountSmsCode } from './smsCodes';
import { sqlTime } from './sqlTime';
import { CAPTCHA_THROTTLE, hit } from './throttle';

/** Failures before the captcha is required, and before the 5-minute lockout (SPEC §9). */
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 5;
export const LOCKOUT_MS = 5 * 60_000;
export const LOGIN_CHALLENGE_TTL_MS = 10 * 60_000;
export const MAX_CHALLENGE_ATTEMPTS = 5;
export const SLIDER_TTL_MS = 2 * 60_000;
export const MAX_SLIDER_ATTEMPTS = 5;
const MAX_NAME_LENGTH = 64;
/** A session's last activity is written at most once a minute: a burst of calls costs one write, not one each. */
export const SEEN_REFRESH_MS = 60_000;

// ---- the session of a token ----------------------------------------------------------------------------------------

export interface SessionAuth {
  session: Session;
  member: Member;
  /** The raw token of this request. */
  token: string;
}

/**
 * Every member call looks its session up: a prepared statement per database handle, so the select (two wide tables)
 * is built once, not per call, and PostgreSQL plans it once per connection.
 */
const sessionQueries = new WeakMap<PlatformContext['db'], ReturnType<typeof prepareSessionQuery>>();
const prepareSessionQuery = (db: PlatformContext['db']) =>
  db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), eq(sessions.merchantId, sql.placeholder('merchantId'))),
    )
    .prepare('session_by_token');

/** The session of a raw token for this merchant, its activity recorded; throws the force-re-login codes. */
export async function authenticate(
  ctx: PlatformContext,
  merchant: Merchant,
  token: string | undefined,
): Promise<SessionAuth> {
  if (!token || token.trim() === '') throw new ApiFailure('CUSTOMER_NOT_LOGIN', 'not logged in, please log in');
  if (token.length > 256) throw new ApiFailure('user.or.token.invalid', 'user or token invalid');
  let query = sessionQueries.get(ctx.db);
  if (!query) sessionQueries.set(ctx.db, (query = prepareSessionQuery(ctx.db)));
  const [row] = await query.execute({ tokenHash: sha256(token.trim()), merchantId: merchant.id });
  if (!row) throw new ApiFailure('user.or.token.invalid', 'user or token invalid');
  const nowMs = ctx.now();
  if (row.session.expiresAt.getTime() <= nowMs)
    throw new ApiFailure('login.not.session', 'the session has expired, log in again');
  const idleFor = nowMs - row.session.lastSeenAt.getTime();
  if (idleFor >= sessionIdleMs(merchant))
    throw new ApiFailure('login.not.session', 'the session ended after a period without activity, log in again');
  if (idleFor >= SEEN_REFRESH_MS) {
    // Conditional, so that of parallel calls only the first writes.
    const seen = new Date(nowMs);
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: seen })
      .where(and(eq(sessions.id, row.session.id), lte(sessions.lastSeenAt, new Date(nowMs - SEEN_REFRESH_MS))));
    row.session.lastSeenAt = seen;
  }
  return { ...row, token: token.trim() };
}

export async function logout(ctx: PlatformContext, auth: SessionAuth): Promise<null> {
  await ctx.db.delete(sessions).where(eq(sessions.id, auth.session.id));
  return null;
}

// ---- captcha and slider ------------------------------------------------------------------------------------------

export async function newCaptcha(ctx: PlatformContext, merchant: Merchant, ip: string) {
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
}

export async function newSliderChallenge(ctx: PlatformContext, merchant: Merchant) {
  const challenge = ctx.slider.create();
  const challengeId = newChallengeId();
  await ctx.db.insert(sliderChallenges).values({
    id: challengeId,
    merchantId: merchant.id,
    targetX: challenge.targetX,
    expiresAt: new Date(ctx.now() + SLIDER_TTL_MS),
    createdAt: new Date(ctx.now()),
  });
  return {
    challengeId,
    background: challenge.background,
    piece: challenge.piece,
    y: challenge.y,
    width: challenge.width,
    height: challenge.height,
    pieceSize: challenge.pieceSize,
  };
}

/** One statement takes the try, compares the position and, when it is close enough, stores the one-time token. */
export async function checkSlider(ctx: PlatformContext, merchant: Merchant, input: RequestOf<'sliderCheck'>) {
  const nowMs = ctx.now();
  const token = newToken();
  const s = sliderChallenges;
  const close = sql`abs(${input.x}::double precision - ${s.targetX}) <= ${ctx.slider.tolerancePx}`;
  const [row] = await ctx.db
    .update(s)
    .set({
      attempts: sql`${s.attempts} + 1`,
      tokenHash: sql`case when ${close} then ${sha256(token)} else null end`,
      expiresAt: sql`case when ${close} then ${sqlTime(nowMs + SLIDER_TTL_MS)} else ${s.expiresAt} end`,
    })
    .where(
      and(
        eq(s.id, input.challengeId),
        eq(s.merchantId, merchant.id),
        isNull(s.tokenHash),
        isNull(s.consumedAt),
        gt(s.expiresAt, new Date(nowMs)),
        lt(s.attempts, MAX_SLIDER_ATTEMPTS),
      ),
    )
    .returning({ passed: sql<boolean>`${s.tokenHash} is not null` });
  if (!row) throw new ApiFailure('verification_failed', 'slider challenge expired, load a new one');
  if (!row.passed) throw new ApiFailure('verification_failed', 'slider verification failed');
  return { challengeId: input.challengeId, token };
}

// ---- login failures ----------------------------------------------------------------------------------------------

interface FailureState {
  failures: number;
  lockedUntil: Date | null;
}

export interface FailureCounter {
  read(): Promise<FailureState>;
  /** Takes a try while the count is under `limit` and no lockout runs: the try's number, or null when refused. */
  take(limit: number, nowMs: number): Promise<number | null>;
  /** Starts the lockout, unless a successful login reset the count meanwhile; true when it did. */
  lock(nowMs: number): Promise<boolean>;
  reset(): Promise<void>;
}

/**
 * Failure counters: on the member row, or in the throttles table for names that are no account. Other checks of the
 * login password (setting the first payment password) count on the member's row too, so they add no guesses.
 */
export function failureCounter(
  ctx: PlatformContext,
  merchant: Merchant,
  member: Member | undefined,
  name: string,
): FailureCounter {
  if (member) {
    const m = members;
    // A lockout that ran out starts a fresh count.
    const current = sql`(case when ${m.lockedUntil} is null then ${m.failedLogins} else 0 end)`;
    return {
      async read() {
        const [row] = await ctx.db
          .select({ failures: m.failedLogins, lockedUntil: m.lockedUntil })
          .from(m)
          .where(eq(m.id, member.id));
        return row ?? { failures: 0, lockedUntil: null };
      },
      async take(limit, nowMs) {
        const [row] = await ctx.db
          .update(m)
          .set({ failedLogins: sql`${current} + 1`, lockedUntil: null })
          .where(
            and(
              eq(m.id, member.id),
              or(isNull(m.lockedUntil), lte(m.lockedUntil, new Date(nowMs))),
              sql`${current} < ${limit}`,
            ),
          )
          .returning({ failures: m.failedLogins });
        return row?.failures ?? null;
      },
      async lock(nowMs) {
        const locked = await ctx.db
          .update(m)
          .set({ failedLogins: 0, lockedUntil: new Date(nowMs + LOCKOUT_MS) })
          .where(and(eq(m.id, member.id), isNull(m.lockedUntil), gte(m.failedLogins, LOCK_AFTER_FAILURES)))
          .returning({ id: m.id });
        return locked.length > 0;
      },
      async reset() {
        await ctx.db.update(m).set({ failedLogins: 0, lockedUntil: null }).where(eq(m.id, member.id));
      },
    };
  }
  const t = throttles;
  const key = `loginfail:${merchant.id}:${name}`;
  const current = sql`(case when ${t.lockedUntil} is null then ${t.count} else 0 end)`;
  return {
    async read() {
      const [row] = await ctx.db
        .select({ failures: t.count, lockedUntil: t.lockedUntil })
        .from(t)
        .where(eq(t.key, key));
      return row ?? { failures: 0, lockedUntil: null };
    },
    async take(limit, nowMs) {
      const now = new Date(nowMs);
      const [row] = await ctx.db
        .insert(t)
        .values({ key, count: 1, windowStart: now, lastAt: now })
        .onConflictDoUpdate({
          target: t.key,
          set: { count: sql`${current} + 1`, lastAt: now, lockedUntil: null },
          setWhere: sql`(${t.lockedUntil} is null or ${t.lockedUntil} <= ${sqlTime(nowMs)}) and ${current} < ${limit}`,
        })
        .returning({ failures: t.count });
      return row?.failures ?? null;
    },
    async lock(nowMs) {
      const locked = await ctx.db
        .update(t)
        .set({ count: 0, lastAt: new Date(nowMs), lockedUntil: new Date(nowMs + LOCKOUT_MS) })
        .where(and(eq(t.key, key), isNull(t.lockedUntil), gte(t.count, LOCK_AFTER_FAILURES)))
        .returning({ key: t.key });
      return locked.length > 0;
    },
    async reset() {
      await ctx.db.delete(t).where(eq(t.key, key));
    },
  };
}

const lockedOut = (retryAfterMs: number) =>
  new ApiFailure('too_frequent', 'too many failed logins, try again after 5 minutes', { captcha: true, retryAfterMs });

/**
 * Decides whether this login may be checked, and counts it, before the password is looked at: the first
 * CAPTCHA_AFTER_FAILURES tries need no captcha, the next ones up to LOCK_AFTER_FAILURES need a right one, then the
 * name is locked. A captcha that is missing or wrong costs no try (it is used up). Answers the try's number.
 */
async function takeLoginTry(
  ctx: PlatformContext,
  merchant: Merchant,
  counter: FailureCounter,
  input: LoginRequest,
  nowMs: number,
): Promise<number> {
  let captchaPassed = false;
  // Another request may take the last free try between the read and the take: decide again on the new count.
  for (let round = 0; round < 4; round += 1) {
    const state = await counter.read();
    if (state.lockedUntil && state.lockedUntil.getTime() > nowMs) throw lockedOut(state.lockedUntil.getTime() - nowMs);
    const failures = state.lockedUntil ? 0 : state.failures;
    // The last try before the lockout is being checked right now.
    if (failures >= LOCK_AFTER_FAILURES) throw lockedOut(LOCKOUT_MS);
    if (failures >= CAPTCHA_AFTER_FAILURES && !captchaPassed) {
      if (!input.captcha || !input.captchaId)
        throw new ApiFailure('captcha_required', 'enter the captcha', { captcha: true });
      if (!(await checkCaptcha(ctx, merchant, input.captchaId, input.captcha)))
        throw new ApiFailure('captcha_invalid', 'captcha check failed', { captcha: true });
      captchaPassed = true;
    }
    const taken = await counter.take(captchaPassed ? LOCK_AFTER_FAILURES : CAPTCHA_AFTER_FAILURES, nowMs);
    if (taken !== null) return taken;
  }
  throw lockedOut(LOCKOUT_MS);
}

// ---- login -------------------------------------------------------------------------------------------------------

async function findMember(ctx: PlatformContext, merchant: Merchant, name: string): Promise<Member | undefined> {
  const account = name.toLowerCase();
  const rows = await ctx.db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchant.id),
        ne(members.type, ACCOUNT_TYPE_TRIAL),
        or(eq(members.account, account), eq(members.mobile, name)),
      ),
    );
  return rows.find((m) => m.account === account) ?? rows[0];
}

/**
 * Who may log in (SPEC §6), asked only once the credentials are proven right, so that a refusal tells a guesser
 * nothing: an account of a type the platform does not issue to members gets `non_member_login`; an agent login of
 * an account that is no agent gets `not_an_agent`. Neither creates a session.
 */
function checkLoginRole(member: Member, as: LoginAs | undefined): void {
  if (!isMemberAccount(member.type)) throw new ApiFailure('non_member_login', 'non-member account cannot log in');
  if (as === 'agent' && !isAgentAccount(member.type)) throw new ApiFailure('not_an_agent', 'not an agent');
}

async function passwordLogin(
  ctx: PlatformContext,
  merchant: Merchant,
  ip: string,
  raw: LoginRequest,
  userAgent?: string,
) {
  // Username and password are trimmed (SPEC §5); the password rule has no spaces anyway.
  const input = { ...raw, password: raw.password.trim() };
  await consumeSlider(ctx, merchant, input.sliderResult);
  const name = input.username.trim();
  if (name.length > MAX_NAME_LENGTH)
    throw new ApiFailure('wrong_credentials', 'wrong account or password', { captcha: false });
  const member = await findMember(ctx, merchant, name);
  const counter = failureCounter(ctx, merchant, member, name.toLowerCase());
  const nowMs = ctx.now();
  const attempt = await takeLoginTry(ctx, merchant, counter, input, nowMs);

  let ok = member !== undefined && (await verifyPassword(member.passwordHash, input.password));
  if (!member) await verifyPassword(null, input.password);
  let fromEmailReset = false;
  if (!ok && member) {
    // A temporary password from forgot-by-e-mail works once, and must then be changed.
    const temp = await tryConsumeCode(ctx.db, {
      merchantId: merchant.id,
      purpose: 'resetEmail',
      target: String(member.id),
      code: input.password,
      nowMs,
    });
    if (temp === 'ok') {
      await ctx.db
        .update(members)
        .set({ passwordHash: await hashPassword(input.password), mustChangePassword: true })
        .where(eq(members.id, member.id));
      ok = true;
      fromEmailReset = true;
    }
  }
  if (!ok || !member) {
    // The try is counted already; only the one that reaches the limit writes again, to start the lockout (not when a
    // right password among parallel tries reset the count meanwhile).
    if (attempt >= LOCK_AFTER_FAILURES && (await counter.lock(nowMs))) throw lockedOut(LOCKOUT_MS);
    throw new ApiFailure('wrong_credentials', 'wrong account or password', {
      captcha: attempt >= CAPTCHA_AFTER_FAILURES,
    });
  }
  // The password was right: the try counts as no failure, whatever the role check decides.
  try {
    checkLoginRole(member, input.as);
  } catch (refusal) {
    await counter.reset();
    throw refusal;
  }

  // New IP and a second factor on file: the login waits for the verification call.
  const methods = secondFactors(member, merchant);
  if (methods.length > 0 && !member.knownIps.includes(ip) && isFeatureEnabled(merchant.features, 'LOGINIPVERF3')) {
    await counter.reset();
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
      const code = await issueCode(ctx.db, {
        merchantId: merchant.id,
        purpose: 'login2fa',
        target: member.email,
        expiryMinutes: merchant.settings.codeExpiryMinutes,
        nowMs,
      });
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
  const value = await completeLogin(ctx, merchant, member, ip, {
    weakPassword: isWeakDefault(input.password),
    userAgent,
  });
  return fromEmailReset ? { ...value, passwordExpired: true } : value;
}

async function smsLogin(ctx: PlatformContext, merchant: Merchant, ip: string, input: LoginRequest, userAgent?: string) {
  if (!isFeatureEnabled(merchant.features, 'MOBILEVERCODELOGIN3'))
    throw new ApiFailure('feature_not_enabled', 'login by SMS code is not enabled');
  const mobile = input.username.trim();
  if (!mobileNumSchema.safeParse(mobile).success) throw new ApiFailure('phone_invalid', 'enter a valid phone number');
  const [member] = await ctx.db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.mobile, mobile), ne(members.type, ACCOUNT_TYPE_TRIAL)));
  const nowMs = ctx.now();
  if (member?.lockedUntil && member.lockedUntil.getTime() > nowMs) {
    throw new ApiFailure('too_frequent', 'too many failed logins, try again after 5 minutes', {
      retryAfterMs: member.lockedUntil.getTime() - nowMs,
    });
  }
  // A number without an account has no code (none is ever sent to it), so it answers as a wrong code does.
  const result = await tryConsumeCode(ctx.db, {
    merchantId: merchant.id,
    purpose: 'login',
    target: mobile,
    code: input.password,
    nowMs,
  });
  if (result === 'expired') throw new ApiFailure('code_expired', 'code expired, resend');
  if (result !== 'ok' || !member) throw new ApiFailure('code_invalid', 'enter a valid verification code');
  checkLoginRole(member, input.as);
  // The SMS code proves the phone: it counts as the second factor, so the IP is recorded. No change of password is
  // forced after an SMS login (SPEC §4); the stored state stays, so the next password login asks for it again.
  return { ...(await completeLogin(ctx, merchant, member, ip, { method: 'sms', userAgent })), passwordExpired: false };
}

/** `userAgent` goes into the recent logins (security centre). */
export function login(ctx: PlatformContext, merchant: Merchant, ip: string, input: LoginRequest, userAgent?: string) {
  return input.type === 'sms'
    ? smsLogin(ctx, merchant, ip, input, userAgent)
    : passwordLogin(ctx, merchant, ip, input, userAgent);
}

/** The second step of a login from a new IP: one try of the ticket is taken before the factor is checked. */
export async function verifyLogin(
  ctx: PlatformContext,
  merchant: Merchant,
  ip: string,
  input: RequestOf<'loginVerification'>,
  userAgent?: string,
) {
  const nowMs = ctx.now();
  const c = loginChallenges;
  const [challenge] = await ctx.db
    .select()
    .from(c)
    .where(and(eq(c.ticketHash, sha256(input.verifyToken)), eq(c.merchantId, merchant.id)));
  const refused = () => new ApiFailure('verification_failed', 'verification failed or not done first');
  if (!challenge || challenge.ip !== ip || !challenge.methods.includes(input.method)) throw refused();
  const [member] = await ctx.db.select().from(members).where(eq(members.id, challenge.memberId));
  if (!member) throw refused();
  const [taken] = await ctx.db
    .update(c)
    .set({ attempts: sql`${c.attempts} + 1` })
    .where(
      and(
        eq(c.id, challenge.id),
        isNull(c.consumedAt),
        gt(c.expiresAt, new Date(nowMs)),
        lt(c.attempts, MAX_CHALLENGE_ATTEMPTS),
      ),
    )
    .returning({ attempts: c.attempts });
  if (!taken) throw refused();

  let result: 'ok' | 'invalid' | 'expired' = 'invalid';
  switch (input.method) {
    case 'sms':
      if (member.mobile && input.phone === member.mobile) {
        result = await tryConsumeCode(ctx.db, {
          merchantId: merchant.id,
          purpose: 'login',
          target: member.mobile,
          code: input.code,
          nowMs,
        });
      }
      break;
    case 'email':
      if (member.email)
        result = await tryConsumeCode(ctx.db, {
          merchantId: merchant.id,
          purpose: 'login2fa',
          target: member.email,
          code: input.code,
          nowMs,
        });
      break;
    case 'ga':
      if (member.totpSecret && checkTotp(member.totpSecret, input.code, nowMs)) result = 'ok';
      break;
    case 'bankName':
      if (member.payeeName && sameRealName(input.name, member.payeeName)) result = 'ok';
      break;
  }
  if (result !== 'ok') {
    if (taken.attempts >= MAX_CHALLENGE_ATTEMPTS)
      await ctx.db
        .update(c)
        .set({ consumedAt: new Date(nowMs) })
        .where(eq(c.id, challenge.id));
    if (result === 'expired') throw new ApiFailure('code_expired', 'code expired, resend');
    if (input.method === 'bankName') throw new ApiFailure('verification_failed', 'the real name does not match');
    throw new ApiFailure('code_invalid', 'enter a valid verification code');
  }
  // Two right answers at once (a TOTP code stays valid for its window): only one uses the ticket up.
  const [won] = await ctx.db
    .update(c)
    .set({ consumedAt: new Date(nowMs) })
    .where(and(eq(c.id, challenge.id), isNull(c.consumedAt)))
    .returning({ id: c.id });
  if (!won) throw refused();
  return completeLogin(ctx, merchant, member, ip, { method: 'verification', userAgent });
}

export async function freePlayLogin(ctx: PlatformContext, merchant: Merchant, ip: string) {
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
}

/** Answers the same whether or not the number has an account (no enumeration); a code is sent only when it has one. */
export async function requestLoginSmsCode(ctx: PlatformContext, merchant: Merchant, input: RequestOf<'loginSmsCode'>) {
  return sendAccountSmsCode(ctx, merchant, 'login', input);
}
