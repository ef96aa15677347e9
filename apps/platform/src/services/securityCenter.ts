/**
 * The security centre ("my account", member centre page securityCenter): the profile, binding a mobile number or an
 * e-mail address with a code, Google Authenticator, recent logins and the security level. Every call works on the
 * session's own member only (no member id travels), and trial accounts get none of it.
 *
 * Rules:
 * - The real name (`payeeName`) must match the holder name of the member's payout (bank) accounts, and it is the
 *   "bank real name" second factor of the login: the member sets it once, then only customer service changes it. The
 *   birthday (BIRTHDAY3, 18 or older) likewise: birthday rewards hang on it.
 * - Mobile number and e-mail address change only by binding: a code sent to the new one proves it reaches the member.
 *   Changing one already bound also takes a code sent to the bound one. We ask for possession of the old number or
 *   mailbox rather than the login password because the password is the weaker proof here: whoever controls the bound
 *   mailbox or number can reset the password through it (forgot by e-mail, set by phone), and a phished password plus
 *   a stolen session would otherwise be enough to move the number, and with it every later reset. A member who lost
 *   the old number or mailbox goes through customer service. The old one is told of the change.
 * - A number or address that another member of the merchant has bound is refused (`mobile_in_use`, `email_in_use`)
 *   without saying whose; sends to new targets are throttled per member, so this is no cheap way to probe.
 * - Codes are issued for `<member id>:<target>`, so one member's code is worth nothing in another's session. A wrong
 *   code takes one of its 5 tries under the code row's lock (parallel guesses are counted one by one); a right code
 *   with a wrong one beside it is not used up.
 * - Google Authenticator: start stores a fresh secret as pending (10 minutes; members.totp_secret, which the login's
 *   second factor reads, is untouched); confirming it with a current code makes it active; unbinding takes a current
 *   code. Codes are checked as the login's second factor checks them (the step before, now and after; no list of used
 *   codes); confirm has 5 tries per pending secret, unbind 5 per 5 minutes per member.
 */
import {
  ACCOUNT_TYPE_TRIAL,
  AGE_UNDER_18,
  FIELD_LOCKED,
  PROFILE_LIMITS,
  STATIC_AVATARS,
  emailRule,
  isFeatureEnabled,
  isOfAge,
  mobileRule,
  validateField,
  type FieldValidationConfig,
  type MemberProfile,
  type SecurityLevel,
  type SecurityOverview,
} from '@croupier/contract';
import { and, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { PlatformContext } from '../context';
import type { Database } from '../db';
import { members, totpEnrolments, type Member, type Merchant } from '../db/schema';
import { ApiFailure, type ValidationIssue, validationFailure } from '../failure';
import { isUniqueViolation } from './account';
import { checkTotp, isPasswordExpired, totpFor, type RequestOf } from './auth';
import { issueCode, tryConsumeCodes, type CheckOptions, type CodeResult } from './codes';
import { listLogins } from './loginHistory';
import { maskEmail, maskPhone } from './secrets';
import type { SessionAuth } from './session';
import { sendSmsCode } from './smsCodes';
import { SMS_THROTTLE, hit, type ThrottleRule } from './throttle';

/** How long a started Google Authenticator binding waits for its first code. */
export const GA_SETUP_TTL_MS = 10 * 60_000;
export const GA_SETUP_MAX_ATTEMPTS = 5;
/** Codes tried to unbind Google Authenticator: 5 per 5 minutes per member, then 5 minutes' lockout. */
export const GA_CODE_THROTTLE: ThrottleRule = {
  minIntervalMs: 0,
  maxPerWindow: 5,
  windowMs: 5 * 60_000,
  lockoutMs: 5 * 60_000,
};
const DAY_MS = 86_400_000;

/** Profile fields kept in `members.profile` (registration writes birthday, telegram and zalo there too). */
const PROFILE_KEYS = [
  'birthday',
  'telegram',
  'zalo',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
type ProfileKey = (typeof PROFILE_KEYS)[number];

function realMember(auth: SessionAuth): Member {
  if (auth.member.type === ACCOUNT_TYPE_TRIAL)
    throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
  return auth.member;
}

async function reload(db: Database, member: Member): Promise<Member> {
  const [row] = await db.select().from(members).where(eq(members.id, member.id));
  if (!row) throw new ApiFailure('user.or.token.invalid', 'user or token invalid');
  return row;
}

// ---- profile ---------------------------------------------------------------------------------------------------------

export function profileOf(merchant: Merchant, member: Member): MemberProfile {
  const field = (key: ProfileKey) => member.profile[key] ?? null;
  const birthdayOn = isFeatureEnabled(merchant.features, 'BIRTHDAY3');
  const birthday = birthdayOn ? field('birthday') : null;
  return {
    account: member.account,
    nickname: member.nickname,
    payeeName: member.payeeName,
    payeeNameLocked: member.payeeName !== null,
    mobileNum: member.mobile ? maskPhone(member.mobile) : null,
    countryDialingCode: member.countryDialingCode,
    email: member.email ? maskEmail(member.email) : null,
    birthday,
    birthdayLocked: birthday !== null,
    telegram: field('telegram'),
    zalo: field('zalo'),
    address: field('address'),
    nationality: field('nationality'),
    occupation: field('occupation'),
    sourceOfIncome: field('sourceOfIncome'),
    avatar: member.avatar ?? STATIC_AVATARS[0],
    avatarType: member.avatarType,
    avatars: isFeatureEnabled(merchant.features, 'PROFPIC3') ? [...STATIC_AVATARS] : [],
  };
}

export function getProfile(merchant: Merchant, auth: SessionAuth): MemberProfile {
  return profileOf(merchant, realMember(auth));
}

/** "" and null clear a field; undefined leaves it. */
const cleared = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

/** A real name of any script when the merchant's registration config has no rule for it: 2 to 64 characters. */
const PAYEE_NAME_RULE: FieldValidationConfig = {
  patternId: 0,
  minLength: 2,
  maxLength: PROFILE_LIMITS.payeeName,
  required: true,
};

/** The merchant's rule for a field (its registration config, required) or the contract's default. */
function fieldIssue(
  config: (FieldValidationConfig & { enabled?: boolean }) | undefined,
  fallback: FieldValidationConfig,
  value: string,
  path: string,
  messageKey?: string,
): ValidationIssue | null {
  const rule = !config || config.enabled === false ? fallback : { ...config, required: true };
  const error = validateField(value, rule);
  return error ? { path: [path], message: messageKey ?? error.messageKey } : null;
}

/**
 * Changes the fields sent. The real name and the birthday are refused (`field_locked`) once set, also when another
 * request set them a moment ago: the UPDATE only matches while they are still unset (or equal).
 */
export async function updateProfile(
  ctx: PlatformContext,
  merchant: Merchant,
  auth: SessionAuth,
  input: RequestOf<'memberProfileUpdate'>,
): Promise<MemberProfile> {
  const member = realMember(auth);
  const nowMs = ctx.now();
  if (input.birthday !== undefined && !isFeatureEnabled(merchant.features, 'BIRTHDAY3'))
    throw new ApiFailure('feature_not_enabled', 'feature BIRTHDAY3 is not enabled');
  if (input.avatar !== undefined && !isFeatureEnabled(merchant.features, 'PROFPIC3'))
    throw new ApiFailure('feature_not_enabled', 'feature PROFPIC3 is not enabled');

  const payeeInput = cleared(input.payeeName);
  const payeeName = typeof payeeInput === 'string' ? payeeInput.replace(/\s+/g, ' ') : payeeInput;
  const birthday = cleared(input.birthday);
  const locked: ValidationIssue[] = [];
  if (payeeName !== undefined && member.payeeName !== null && payeeName !== member.payeeName)
    locked.push({ path: ['payeeName'], message: FIELD_LOCKED });
  const currentBirthday = member.profile.birthday ?? null;
  if (birthday !== undefined && currentBirthday !== null && birthday !== currentBirthday)
    locked.push({ path: ['birthday'], message: FIELD_LOCKED });
  if (locked.length > 0)
    throw new ApiFailure('field_locked', 'set once already: customer service changes it', { issues: locked });

  const issues: ValidationIssue[] = [];
  if (payeeName) {
    const issue = fieldIssue(merchant.registerValidation.payeeName, PAYEE_NAME_RULE, payeeName, 'payeeName');
    if (issue) issues.push(issue);
  }
  if (birthday && !isOfAge(birthday, nowMs)) issues.push({ path: ['birthday'], message: AGE_UNDER_18 });
  if (issues.length > 0) {
    if (issues.every((i) => i.message === AGE_UNDER_18))
      throw new ApiFailure('age_under_18', 'members must be 18 or older', { issues });
    throw validationFailure(issues, 'profile fields do not pass their rules');
  }

  const set: Record<string, unknown> = {};
  const guards: SQL[] = [eq(members.id, member.id)];
  const nickname = cleared(input.nickname);
  if (nickname !== undefined) set.nickname = nickname;
  if (payeeName !== undefined && payeeName !== null) {
    set.payeeName = payeeName;
    guards.push(or(isNull(members.payeeName), eq(members.payeeName, payeeName)) as SQL);
  }
  if (input.avatar !== undefined) {
    set.avatar = input.avatar;
    set.avatarType = 'STATIC';
  }
  const put: Partial<Record<ProfileKey, string>> = {};
  const removed: ProfileKey[] = [];
  for (const key of PROFILE_KEYS) {
    const value = key === 'birthday' ? birthday : cleared(input[key]);
    if (value === undefined) continue;
    if (value === null) {
      // A set birthday is locked (refused above); an unset one has nothing to clear.
      if (key !== 'birthday') removed.push(key);
    } else put[key] = value;
  }
  if (put.birthday !== undefined)
    guards.push(sql`(${members.profile}->>'birthday' is null or ${members.profile}->>'birthday' = ${put.birthday})`);
  if (removed.length > 0 || Object.keys(put).length > 0) {
    let profile: SQL = sql`${members.profile}`;
    for (const key of removed) profile = sql`(${profile} - ${key}::text)`;
    set.profile = sql`${profile} || ${JSON.stringify(put)}::jsonb`;
  }
  if (Object.keys(set).length === 0) return profileOf(merchant, member);
  const [row] = await ctx.db
    .update(members)
    .set(set)
    .where(and(...guards))
    .returning();
  if (!row) {
    const path = put.birthday !== undefined && set.payeeName === undefined ? 'birthday' : 'payeeName';
    throw new ApiFailure('field_locked', 'set once already: customer service changes it', {
      issues: [{ path: [path], message: FIELD_LOCKED }],
    });
  }
  return profileOf(merchant, row);
}

// ---- security level --------------------------------------------------------------------------------------------------

export function securityOverviewOf(merchant: Merchant, member: Member, nowMs: number): SecurityOverview {
  const googleAuthAvailable = isFeatureEnabled(merchant.features, 'BINDGA3');
  const passwordExpired = !member.passwordHash || isPasswordExpired(merchant, member, nowMs);
  const factors = [
    member.mobile !== null,
    member.email !== null,
    googleAuthAvailable && member.totpSecret !== null,
  ].filter(Boolean).length;
  const level: SecurityLevel = passwordExpired || factors === 0 ? 'low' : factors === 1 ? 'medium' : 'high';
  const changedAt = member.passwordChangedAt?.getTime() ?? null;
  return {
    level,
    passwordChangedAt: changedAt,
    passwordAgeDays: changedAt === null ? null : Math.max(0, Math.floor((nowMs - changedAt) / DAY_MS)),
    passwordExpired,
    mobileBound: member.mobile !== null,
    mobileNum: member.mobile ? maskPhone(member.mobile) : null,
    emailBound: member.email !== null,
    email: member.email ? maskEmail(member.email) : null,
    googleAuthBound: member.totpSecret !== null,
    googleAuthAvailable,
    payeeNameSet: member.payeeName !== null,
  };
}

export function getSecurityOverview(ctx: PlatformContext, merchant: Merchant, auth: SessionAuth): SecurityOverview {
  return securityOverviewOf(merchant, realMember(auth), ctx.now());
}

export async function getLoginHistory(ctx: PlatformContext, auth: SessionAuth) {
  return listLogins(ctx.db, realMember(auth).id);
}

// ---- binding a mobile number or an e-mail address ------------------------------------------------------------------------

const codeTarget = (member: Member, target: string) => `${member.id}:${target}`;
const bindThrottleKey = (merchant: Merchant, member: Member) => `bindcode:${merchant.id}:${member.id}`;

function checkMobile(merchant: Merchant, mobile: string): string {
  const issue = fieldIssue(
    merchant.registerValidation.mobileNum,
    mobileRule,
    mobile,
    'mobileNum',
    mobileRule.messageKey,
  );
  if (issue) throw validationFailure([issue], 'the mobile number does not pass the mobile rule');
  return mobile;
}

function checkEmail(merchant: Merchant, email: string): string {
  const issue = fieldIssue(merchant.registerValidation.email, emailRule, email, 'email', emailRule.messageKey);
  if (issue) throw validationFailure([issue], 'the e-mail address does not pass the e-mail rule');
  return email;
}

async function assertMobileFree(db: Database, merchant: Merchant, member: Member, mobile: string): Promise<void> {
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.mobile, mobile), ne(members.id, member.id)))
    .limit(1);
  if (other) throw new ApiFailure('mobile_in_use', 'the mobile number is bound to another account');
}

async function assertEmailFree(db: Database, merchant: Merchant, member: Member, email: string): Promise<void> {
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchant.id),
        sql`lower(${members.email}) = ${email.toLowerCase()}`,
        ne(members.id, member.id),
      ),
    )
    .limit(1);
  if (other) throw new ApiFailure('email_in_use', 'the e-mail address is bound to another account');
}

/** `code_invalid` / `code_expired` for the first code that failed, naming its field. */
function codeFailure(results: CodeResult[], paths: string[]): ApiFailure {
  const index = results.findIndex((r) => r !== 'ok');
  const path = paths[index] ?? 'code';
  if (results[index] === 'expired')
    return new ApiFailure('code_expired', 'code expired, resend', {
      issues: [{ path: [path], message: 'errors:codeExpired' }],
    });
  return new ApiFailure('code_invalid', 'enter a valid verification code', {
    issues: [{ path: [path], message: 'validation:verificationCode' }],
  });
}

export async function requestBindMobileCode(
  ctx: PlatformContext,
  merchant: Merchant,
  auth: SessionAuth,
  input: RequestOf<'bindMobileCode'>,
) {
  const member = realMember(auth);
  if (input.current) {
    if (!member.mobile) throw new ApiFailure('operation_not_allowed', 'no mobile number is bound');
    const sent = await sendSmsCode(ctx, merchant, {
      purpose: 'bindMobileCurrent',
      mobile: member.mobile,
      target: codeTarget(member, member.mobile),
      loggedIn: true,
    });
    return { ...sent, sentTo: maskPhone(member.mobile) };
  }
  const mobile = checkMobile(merchant, input.mobileNum ?? '');
  if (mobile === member.mobile) throw new ApiFailure('already_bound', 'this number is bound to the account already');
  // Counted before the look-up, so asking about numbers costs the member's own sends.
  await hit(ctx.db, bindThrottleKey(merchant, member), SMS_THROTTLE, ctx.now());
  await assertMobileFree(ctx.db, merchant, member, mobile);
  const sent = await sendSmsCode(ctx, merchant, {
    purpose: 'bindMobile',
    mobile,
    target: codeTarget(member, mobile),
    loggedIn: true,
  });
  return { ...sent, sentTo: maskPhone(mobile) };
}

export async function bindMobile(
  ctx: PlatformContext,
  merchant: Merchant,
  auth: SessionAuth,
  input: RequestOf<'bindMobile'>,
): Promise<SecurityOverview> {
  const member = realMember(auth);
  const mobile = checkMobile(merchant, input.mobileNum);
  if (mobile === member.mobile) throw new ApiFailure('already_bound', 'this number is bound to the account already');
  const old = member.mobile;
  if (old && !input.currentCode)
    throw validationFailure(
      [{ path: ['currentCode'], message: 'validation:verificationCode' }],
      'changing a bound number takes a code sent to it',
    );
  await assertMobileFree(ctx.db, merchant, member, mobile);
  const nowMs = ctx.now();
  const checks: CheckOptions[] = [
    { merchantId: merchant.id, purpose: 'bindMobile', target: codeTarget(member, mobile), code: input.code, nowMs },
  ];
  if (old && input.currentCode)
    checks.push({
      merchantId: merchant.id,
      purpose: 'bindMobileCurrent',
      target: codeTarget(member, old),
      code: input.currentCode,
      nowMs,
    });
  const dialingCode = input.countryDialingCode?.replace(/^\+/, '') ?? member.countryDialingCode;
  let outcome;
  try {
    outcome = await tryConsumeCodes(ctx.db, checks, async (tx) => {
      const [row] = await tx
        .update(members)
        .set({ mobile, countryDialingCode: dialingCode })
        .where(and(eq(members.id, member.id), old ? eq(members.mobile, old) : isNull(members.mobile)))
        .returning();
      // The bound number changed since this request read it: the code of the old one proved another number.
      if (!row) throw new ApiFailure('verification_failed', 'the bound number changed meanwhile, start again');
      if (old)
        await ctx.sms.send(
          {
            merchantId: merchant.id,
            to: old,
            text: `[${merchant.name}] The mobile number of ${member.account} was changed to ${maskPhone(mobile)}. If this was not you, contact customer service at once.`,
          },
          tx,
        );
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiFailure('mobile_in_use', 'the mobile number is bound to another account');
    throw error;
  }
  if (!outcome.value) throw codeFailure(outcome.results, ['code', 'currentCode']);
  return securityOverviewOf(merchant, outcome.value, nowMs);
}

async function sendEmailCode(
  ctx: PlatformContext,
  merchant: Merchant,
  member: Member,
  purpose: 'bindEmail' | 'bindEmailCurrent',
  email: string,
): Promise<{ expiredMinutes: number; sentTo: string }> {
  const nowMs = ctx.now();
  await hit(ctx.db, `mailcode:${merchant.id}:${email.toLowerCase()}`, SMS_THROTTLE, nowMs);
  const minutes = merchant.settings.codeExpiryMinutes;
  const what =
    purpose === 'bindEmail'
      ? `bind this address to ${member.account}`
      : `change the e-mail address of ${member.account}`;
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, {
      merchantId: merchant.id,
      purpose,
      target: codeTarget(member, email.toLowerCase()),
      expiryMinutes: minutes,
      nowMs,
    });
    await ctx.mail.send(
      {
        merchantId: merchant.id,
        to: email,
        subject: `${merchant.name}: your verification code`,
        text: `Your code to ${what} is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
      },
      tx,
    );
  });
  return { expiredMinutes: minutes, sentTo: maskEmail(email) };
}

export async function requestBindEmailCode(
  ctx: PlatformContext,
  merchant: Merchant,
  auth: SessionAuth,
  input: RequestOf<'bindEmailCode'>,
) {
  const member = realMember(auth);
  if (input.current) {
    if (!member.email) throw new ApiFailure('operation_not_allowed', 'no e-mail address is bound');
    return sendEmailCode(ctx, merchant, member, 'bindEmailCurrent', member.email);
  }
  const email = checkEmail(merchant, input.email ?? '');
  if (email.toLowerCase() === member.email?.toLowerCase())
    throw new ApiFailure('already_bound', 'this address is bound to the account already');
  await hit(ctx.db, bindThrottleKey(merchant, member), SMS_THROTTLE, ctx.now());
  await assertEmailFree(ctx.db, merchant, member, email);
  return sendEmailCode(ctx, merchant, member, 'bindEmail', email);
}

export async function bindEmail(
  ctx: PlatformContext,
  merchant: Merchant,
  auth: SessionAuth,
  input: RequestOf<'bindEmail'>,
): Promise<SecurityOverview> {
  const member = realMember(auth);
  const email = checkEmail(merchant, input.email);
  const lower = email.toLowerCase();
  const old = member.email;
  if (lower === old?.toLowerCase())
    throw new ApiFailure('already_bound', 'this address is bound to the account already');
  if (old && !input.currentCode)
    throw validationFailure(
      [{ path: ['currentCode'], message: 'validation:verificationCode' }],
      'changing a bound address takes a code sent to it',
    );
  await assertEmailFree(ctx.db, merchant, member, email);
  const nowMs = ctx.now();
  const checks: CheckOptions[] = [
    { merchantId: merchant.id, purpose: 'bindEmail', target: codeTarget(member, lower), code: input.code, nowMs },
  ];
  if (old && input.currentCode)
    checks.push({
      merchantId: merchant.id,
      purpose: 'bindEmailCurrent',
      target: codeTarget(member, old.toLowerCase()),
      code: input.currentCode,
      nowMs,
    });
  const outcome = await tryConsumeCodes(ctx.db, checks, async (tx) => {
    // Addresses are not unique in the table (registration never required it): binders of one address take turns.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bind-email:${merchant.id}:${lower}`}))`);
    await assertEmailFree(tx, merchant, member, email);
    const [row] = await tx
      .update(members)
      .set({ email })
      .where(and(eq(members.id, member.id), old ? eq(members.email, old) : isNull(members.email)))
      .returning();
    if (!row) throw new ApiFailure('verification_failed', 'the bound address changed meanwhile, start again');
    if (old)
      await ctx.mail.send(
        {
          merchantId: merchant.id,
          to: old,
          subject: `${merchant.name}: your e-mail address was changed`,
          text: `The e-mail address of ${member.account} was changed to ${maskEmail(email)}. If this was not you, contact customer service at once.`,
        },
        tx,
      );
    return row;
  });
  if (!outcome.value) throw codeFailure(outcome.results, ['code', 'currentCode']);
  return securityOverviewOf(merchant, outcome.value, nowMs);
}

// ---- Google Authenticator ------------------------------------------------------------------------------------------------

export async function startGoogleAuth(ctx: PlatformContext, merchant: Merchant, auth: SessionAuth) {
  const member = realMember(auth);
  if (member.totpSecret)
    throw new ApiFailure('ga_already_bound', 'Google Authenticator is bound already; unbind it first');
  const nowMs = ctx.now();
  const secret = new Secret({ size: 20 }).base32;
  const expiresAt = nowMs + GA_SETUP_TTL_MS;
  const row = { secret, attempts: 0, expiresAt: new Date(expiresAt), createdAt: new Date(nowMs) };
  await ctx.db
    .insert(totpEnrolments)
    .values({ memberId: member.id, merchantId: merchant.id, ...row })
    .onConflictDoUpdate({ target: totpEnrolments.memberId, set: row });
  return {
    secret,
    otpauthUrl: totpFor(secret, member.account, merchant.name).toString(),
    issuer: merchant.name,
    account: member.account,
    expiresAt,
  };
}

export async function confirmGoogleAuth(
  ctx: PlatformContext,
  merchant: Merchant,
  auth: SessionAuth,
  input: RequestOf<'googleAuthConfirm'>,
): Promise<SecurityOverview> {
  const member = realMember(auth);
  const nowMs = ctx.now();
  const e = totpEnrolments;
  // The try is taken before the code is looked at (one statement): parallel guesses are counted one by one.
  const [pending] = await ctx.db
    .update(e)
    .set({ attempts: sql`${e.attempts} + 1` })
    .where(and(eq(e.memberId, member.id), gt(e.expiresAt, new Date(nowMs)), lt(e.attempts, GA_SETUP_MAX_ATTEMPTS)))
    .returning({ secret: e.secret });
  if (!pending) {
    if (member.totpSecret) throw new ApiFailure('ga_already_bound', 'Google Authenticator is bound already');
    throw new ApiFailure('ga_not_started', 'no Google Authenticator binding is waiting, start again');
  }
  if (!checkTotp(pending.secret, input.code, nowMs))
    throw new ApiFailure('code_invalid', 'enter a valid verification code', {
      issues: [{ path: ['code'], message: 'validation:gaCode' }],
    });
  const bound = await ctx.db.transaction(async (tx) => {
    // Two right codes at once bind the same secret once; another secret bound meanwhile stays.
    const [row] = await tx
      .update(members)
      .set({ totpSecret: pending.secret })
      .where(and(eq(members.id, member.id), or(isNull(members.totpSecret), eq(members.totpSecret, pending.secret))))
      .returning();
    await tx.delete(e).where(and(eq(e.memberId, member.id), eq(e.secret, pending.secret)));
    return row;
  });
  if (!bound) throw new ApiFailure('ga_already_bound', 'Google Authenticator is bound already');
  return securityOverviewOf(merchant, bound, nowMs);
}

export async function unbindGoogleAuth(
  ctx: PlatformContext,
  merchant: Merchant,
  auth: SessionAuth,
  input: RequestOf<'googleAuthUnbind'>,
): Promise<SecurityOverview> {
  const member = realMember(auth);
  const secret = member.totpSecret;
  if (!secret) throw new ApiFailure('ga_not_bound', 'Google Authenticator is not bound');
  const nowMs = ctx.now();
  await hit(ctx.db, `gacode:${merchant.id}:${member.id}`, GA_CODE_THROTTLE, nowMs);
  if (!checkTotp(secret, input.code, nowMs))
    throw new ApiFailure('code_invalid', 'enter a valid verification code', {
      issues: [{ path: ['code'], message: 'validation:gaCode' }],
    });
  // Only the secret the code was checked against is removed (a double click finds it gone and answers the same).
  await ctx.db
    .update(members)
    .set({ totpSecret: null })
    .where(and(eq(members.id, member.id), eq(members.totpSecret, secret)));
  return securityOverviewOf(merchant, await reload(ctx.db, member), nowMs);
}
