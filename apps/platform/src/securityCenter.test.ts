/**
 * The security centre ("my account"): profile and its validation, binding mobile and e-mail with codes (try limits
 * under parallel guesses, duplicates, changing a bound one), Google Authenticator with real TOTP codes, recent logins
 * written by the login itself, the security level, and one member's calls never reaching another's data.
 */
import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { loginHistory, members, merchants, totpEnrolments, verificationCodes } from './db/schema';
import { purgeExpired } from './jobs/chores';
import { totpFor } from './services/auth';
import { describeUserAgent } from './services/loginHistory';
import { forEachEngine, freshIp, freshMobile, lastMessage, type TestPlatform } from './test/harness';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const registration = {
  login: true,
  registerUrl: 'http://localhost:8080/register',
  registerMethod: 'WEB',
  agreement: true,
};

let accountCounter = 0;
/** A new member of CRP001 (registered from 127.0.0.1, so later logins from there need no second factor). */
async function newMember(p: TestPlatform, userAgent?: string): Promise<{ account: string; token: string; id: number }> {
  accountCounter += 1;
  const account = `sec${p.engine === 'pglite' ? 'l' : 'p'}${accountCounter}x`;
  const res = await p.call(
    'register',
    { ...registration, username: account, password: 'Passw0rd', confirmPassword: 'Passw0rd' },
    userAgent ? { headers: { 'User-Agent': userAgent } } : {},
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await p.database.db.select({ id: members.id }).from(members).where(eq(members.account, account));
  return { account, token: res.body.value.token as string, id: row!.id };
}

const wrong = (code: string | undefined) => (code === '000000' ? '111111' : '000000');

async function memberRow(p: TestPlatform, id: number) {
  const [row] = await p.database.db.select().from(members).where(eq(members.id, id));
  return row!;
}

forEachEngine('security centre', (platform) => {
  // ---- profile -------------------------------------------------------------------------------------------------------

  it('reads and updates the profile; clears fields; the real name and birthday are set once', async () => {
    const p = platform();
    const me = await newMember(p);
    const first = await p.call('memberProfile', undefined, { token: me.token });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      account: me.account,
      payeeName: null,
      payeeNameLocked: false,
      birthday: null,
      birthdayLocked: false,
      mobileNum: null,
      email: null,
      avatarType: 'STATIC',
    });
    expect(first.body.value.avatars).toHaveLength(8);

    const change = {
      nickname: '  Lucky Star  ',
      payeeName: 'Taro  Yamada',
      birthday: '2008-11-20', // 18 today (the test clock is 2026-11-20)
      telegram: '@lucky_star',
      zalo: '+84901234567',
      address: '1-2-3 Shibuya, Tokyo',
      nationality: 'JP',
      occupation: 'Engineer',
      sourceOfIncome: 'salary',
      avatar: '/avatars/5.svg',
    };
    const updated = await p.call('memberProfileUpdate', change, { token: me.token });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const expected = {
      ...change,
      nickname: 'Lucky Star',
      payeeName: 'Taro Yamada',
      payeeNameLocked: true,
      birthdayLocked: true,
      avatarType: 'STATIC',
    };
    expect(updated.body.value).toMatchObject(expected);
    expect((await p.call('memberProfile', undefined, { token: me.token })).body.value).toEqual(updated.body.value);
    expect((await p.call('memberInfo', undefined, { token: me.token })).body.value.nickname).toBe('Lucky Star');
    expect((await p.call('avatar', undefined, { token: me.token })).body.value).toEqual({
      avatar: '/avatars/5.svg',
      avatarType: 'STATIC',
    });

    // Only what is sent changes; null and "" clear.
    const cleared = await p.call(
      'memberProfileUpdate',
      { telegram: null, address: '', occupation: 'Designer' },
      { token: me.token },
    );
    expect(cleared.body.value).toMatchObject({ ...expected, telegram: null, address: null, occupation: 'Designer' });

    // Set once: another real name or birthday (or clearing them) is refused and changes nothing; the same value passes.
    const before = await memberRow(p, me.id);
    for (const attempt of [
      { payeeName: 'Jiro Yamada' },
      { payeeName: null },
      { birthday: '1990-01-01' },
      { birthday: '' },
      { payeeName: 'Jiro', nickname: 'x' },
    ]) {
      const res = await p.call('memberProfileUpdate', attempt, { token: me.token });
      expect(res.status, JSON.stringify(attempt)).toBe(409);
      expect(res.body.code).toBe('field_locked');
      expect(res.body.value.issues[0].message).toBe('errors:fieldLocked');
    }
    expect(await memberRow(p, me.id)).toEqual(before);
    expect(
      (
        await p.call(
          'memberProfileUpdate',
          { payeeName: ' Taro   Yamada ', birthday: '2008-11-20' },
          { token: me.token },
        )
      ).status,
    ).toBe(200);
  });

  it('refuses bad fields with localized codes (422) and changes nothing', async () => {
    const p = platform();
    const me = await newMember(p);
    await p.call('memberProfileUpdate', { nickname: 'Keep', occupation: 'Pilot' }, { token: me.token });
    const profile = (await p.call('memberProfile', undefined, { token: me.token })).body.value;
    const row = await memberRow(p, me.id);
    const before = await p.rowCounts();
    const cases: [input: Record<string, unknown>, code: string, path: string, message: string][] = [
      [{ birthday: '2001-02-30' }, 'validation_failed', 'birthday', 'errors:birthdayInvalid'],
      [{ birthday: '20-01-2001' }, 'validation_failed', 'birthday', 'errors:birthdayInvalid'],
      [{ birthday: '1899-12-31' }, 'validation_failed', 'birthday', 'errors:birthdayInvalid'],
      [{ birthday: '2008-11-21' }, 'age_under_18', 'birthday', 'errors:ageUnder18'],
      [{ nickname: 'N'.repeat(25) }, 'validation_failed', 'nickname', 'errors:fieldTooLong'],
      [{ nickname: '😀'.repeat(25) }, 'validation_failed', 'nickname', 'errors:fieldTooLong'],
      [{ nickname: 'evil\u202Etxt.exe' }, 'validation_failed', 'nickname', 'errors:fieldInvalid'],
      [{ nickname: 'two\nlines' }, 'validation_failed', 'nickname', 'errors:fieldInvalid'],
      [{ address: 'a'.repeat(201) }, 'validation_failed', 'address', 'errors:fieldTooLong'],
      [{ occupation: 'o'.repeat(65) }, 'validation_failed', 'occupation', 'errors:fieldTooLong'],
      [{ telegram: 'ab' }, 'validation_failed', 'telegram', 'errors:fieldInvalid'],
      [{ zalo: 'zalo-id' }, 'validation_failed', 'zalo', 'errors:fieldInvalid'],
      [{ nationality: 'XX' }, 'validation_failed', 'nationality', 'errors:fieldInvalid'],
      [{ sourceOfIncome: 'lottery' }, 'validation_failed', 'sourceOfIncome', 'errors:fieldInvalid'],
      [{ avatar: '/avatars/9.svg' }, 'validation_failed', 'avatar', 'errors:fieldInvalid'],
      [{ avatar: 'https://evil.example/a.png' }, 'validation_failed', 'avatar', 'errors:fieldInvalid'],
      // CRP001's registration rule for the real name: English letters and spaces (pattern 8).
      [{ payeeName: 'Taro 123' }, 'validation_failed', 'payeeName', 'validation:pattern8'],
      // Mobile and e-mail change only by binding.
      [{ email: 'x@example.com' }, 'validation_failed', '', 'Unrecognized key: "email"'],
      [{ mobileNum: '0912345678' }, 'validation_failed', '', 'Unrecognized key: "mobileNum"'],
      // One bad field refuses the whole change.
      [{ nickname: 'Changed', birthday: '2010-01-01' }, 'age_under_18', 'birthday', 'errors:ageUnder18'],
      [{ occupation: 'Changed', nationality: 'jp' }, 'validation_failed', 'nationality', 'errors:fieldInvalid'],
    ];
    for (const [input, code, path, message] of cases) {
      const res = await p.call('memberProfileUpdate', input, { token: me.token });
      expect(res.status, JSON.stringify(input)).toBe(422);
      expect(res.body.code, JSON.stringify(input)).toBe(code);
      expect(res.body.value.issues, JSON.stringify(input)).toContainEqual(
        expect.objectContaining({ path: path ? [path] : [], message }),
      );
    }
    const mixed = await p.call(
      'memberProfileUpdate',
      { nickname: 'N'.repeat(30), telegram: '!', birthday: '2012-05-05' },
      { token: me.token },
    );
    expect(mixed.status).toBe(422);
    expect(mixed.body.value.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual(['nickname', 'telegram']);
    expect(await p.rowCounts()).toEqual(before);
    expect(await memberRow(p, me.id)).toEqual(row);
    expect((await p.call('memberProfile', undefined, { token: me.token })).body.value).toEqual(profile);
  });

  // ---- binding a mobile number ----------------------------------------------------------------------------------------

  it('binds a mobile number with its code; changing it takes a code to the bound one; the old one is told', async () => {
    const p = platform();
    const me = await newMember(p);
    const first = freshMobile();
    const sent = await p.call('bindMobileCode', { mobileNum: first, countryDialingCode: '+81' }, { token: me.token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.value).toEqual({ expiredMinutes: 5, sentTo: `${first.slice(0, 2)}******${first.slice(-2)}` });
    // A second send within a second is throttled.
    expect((await p.call('bindMobileCode', { mobileNum: first }, { token: me.token })).body.code).toBe('too_frequent');
    const { code } = await lastMessage(p, first);
    expect(
      (await p.call('bindMobile', { mobileNum: first, code: wrong(code) }, { token: me.token })).body,
    ).toMatchObject({
      code: 'code_invalid',
      value: { issues: [{ path: ['code'] }] },
    });
    const bound = await p.call('bindMobile', { mobileNum: first, countryDialingCode: '81', code }, { token: me.token });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.value).toMatchObject({ mobileBound: true, level: 'medium' });
    expect(await memberRow(p, me.id)).toMatchObject({ mobile: first, countryDialingCode: '81' });
    expect((await p.call('memberProfile', undefined, { token: me.token })).body.value.mobileNum).toBe(
      sent.body.value.sentTo,
    );
    // The code is used up, and binding the same number again is refused.
    p.advance(1001);
    expect((await p.call('bindMobileCode', { mobileNum: first }, { token: me.token })).body.code).toBe('already_bound');

    // Change: a code to the new number and one to the bound number.
    const second = freshMobile();
    p.advance(1001);
    expect((await p.call('bindMobileCode', { mobileNum: second }, { token: me.token })).status).toBe(200);
    const newCode = (await lastMessage(p, second)).code;
    const withoutCurrent = await p.call('bindMobile', { mobileNum: second, code: newCode }, { token: me.token });
    expect(withoutCurrent.status).toBe(422);
    expect(withoutCurrent.body.value.issues).toEqual([
      { path: ['currentCode'], message: 'validation:verificationCode' },
    ]);
    expect((await p.call('bindMobileCode', { current: true }, { token: me.token })).body.value.sentTo).toBe(
      sent.body.value.sentTo,
    );
    const currentCode = (await lastMessage(p, first)).code;
    // A wrong code to the bound number does not use up the right new one (nor the other way round).
    const badCurrent = await p.call(
      'bindMobile',
      { mobileNum: second, code: newCode, currentCode: wrong(currentCode) },
      { token: me.token },
    );
    expect(badCurrent.body).toMatchObject({ code: 'code_invalid', value: { issues: [{ path: ['currentCode'] }] } });
    const badNew = await p.call(
      'bindMobile',
      { mobileNum: second, code: wrong(newCode), currentCode },
      { token: me.token },
    );
    expect(badNew.body).toMatchObject({ code: 'code_invalid', value: { issues: [{ path: ['code'] }] } });
    expect((await memberRow(p, me.id)).mobile).toBe(first);
    const changed = await p.call('bindMobile', { mobileNum: second, code: newCode, currentCode }, { token: me.token });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await memberRow(p, me.id)).mobile).toBe(second);
    expect((await lastMessage(p, first)).body).toContain('was changed');
    // SMS login now uses the new number.
    p.advance(1001);
    expect((await p.call('loginSmsCode', { mobileNum: second, countryDialingCode: '81' })).status).toBe(200);
    const smsLogin = await p.call('login', {
      username: second,
      password: (await lastMessage(p, second)).code,
      type: 'sms',
    });
    expect(smsLogin.status).toBe(200);
  });

  it('counts wrong codes one by one under parallel tries: the code is dead after 5', async () => {
    const p = platform();
    const me = await newMember(p);
    const mobile = freshMobile();
    await p.call('bindMobileCode', { mobileNum: mobile }, { token: me.token });
    const { code } = await lastMessage(p, mobile);
    const tries = await Promise.all(
      Array.from({ length: 8 }, () =>
        p.call('bindMobile', { mobileNum: mobile, code: wrong(code) }, { token: me.token }),
      ),
    );
    expect(tries.map((r) => r.body.code)).toEqual(Array(8).fill('code_invalid'));
    const [row] = await p.database.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, 'bindMobile'), eq(verificationCodes.target, `${me.id}:${mobile}`)))
      .orderBy(desc(verificationCodes.id));
    expect(row).toMatchObject({ attempts: 5 });
    expect(row!.consumedAt).not.toBeNull();
    expect((await p.call('bindMobile', { mobileNum: mobile, code }, { token: me.token })).body.code).toBe(
      'code_invalid',
    );
    expect((await memberRow(p, me.id)).mobile).toBeNull();
    // A fresh code works; the right code sent twice at once binds once.
    p.advance(1001);
    await p.call('bindMobileCode', { mobileNum: mobile }, { token: me.token });
    const fresh = (await lastMessage(p, mobile)).code;
    const twice = await Promise.all(
      [0, 1].map(() => p.call('bindMobile', { mobileNum: mobile, code: fresh }, { token: me.token })),
    );
    expect(twice.filter((r) => r.status === 200)).toHaveLength(1);
    expect(['code_invalid', 'already_bound']).toContain(twice.find((r) => r.status !== 200)?.body.code);
    expect((await memberRow(p, me.id)).mobile).toBe(mobile);
  });

  it("refuses a number another member uses (without saying whose), and another member's code", async () => {
    const p = platform();
    const me = await newMember(p);
    const other = await newMember(p);
    const before = await p.rowCounts();
    // sms01's number: refused before any code is sent.
    const taken = await p.call('bindMobileCode', { mobileNum: '0812345671' }, { token: me.token });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('mobile_in_use');
    expect(taken.body.message).not.toContain('sms01');
    expect(JSON.stringify(taken.body)).not.toContain('sms01');
    expect((await p.rowCounts()).outbox).toBe(before.outbox);
    expect(
      (await p.call('bindMobile', { mobileNum: '0812345671', code: '123456' }, { token: me.token })).body.code,
    ).toBe('mobile_in_use');
    for (const bad of [{ mobileNum: '12ab' }, { mobileNum: '123' }, {}, { mobileNum: '0812345678', current: true }]) {
      const res = await p.call('bindMobileCode', bad, { token: me.token });
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect((await p.call('bindMobileCode', { current: true }, { token: me.token })).body.code).toBe(
      'operation_not_allowed',
    );
    const counts = await p.rowCounts();
    expect({ ...counts, throttles: before.throttles }).toEqual(before);

    // My code is worth nothing in the other member's session, and their try does not touch it.
    p.advance(1001);
    const mobile = freshMobile();
    await p.call('bindMobileCode', { mobileNum: mobile }, { token: me.token });
    const { code } = await lastMessage(p, mobile);
    expect((await p.call('bindMobile', { mobileNum: mobile, code }, { token: other.token })).body.code).toBe(
      'code_invalid',
    );
    expect((await p.call('bindMobile', { mobileNum: mobile, code }, { token: me.token })).status).toBe(200);
    expect((await memberRow(p, other.id)).mobile).toBeNull();

    // Two members racing for one number, each with a right code: one binds it, the other is refused.
    const contested = freshMobile();
    const a = await newMember(p);
    const b = await newMember(p);
    await p.call('bindMobileCode', { mobileNum: contested }, { token: a.token });
    const codeA = (await lastMessage(p, contested)).code;
    p.advance(1001);
    await p.call('bindMobileCode', { mobileNum: contested }, { token: b.token });
    const codeB = (await lastMessage(p, contested)).code;
    const race = await Promise.all([
      p.call('bindMobile', { mobileNum: contested, code: codeA }, { token: a.token }),
      p.call('bindMobile', { mobileNum: contested, code: codeB }, { token: b.token }),
    ]);
    expect(race.map((r) => r.body.code ?? 'ok').sort()).toEqual(['mobile_in_use', 'ok']);
    const owners = await p.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, contested));
    expect(owners).toHaveLength(1);
  });

  // ---- binding an e-mail address ---------------------------------------------------------------------------------------

  it('binds and changes an e-mail address with codes; refuses one in use, whatever its case, also in a race', async () => {
    const p = platform();
    const me = await newMember(p);
    const address = `${me.account}@example.com`;
    expect((await p.call('bindEmailCode', { email: 'MAIL01@example.com' }, { token: me.token })).body.code).toBe(
      'email_in_use',
    );
    expect((await p.call('bindEmailCode', { email: 'not-an-email' }, { token: me.token })).body).toMatchObject({
      code: 'validation_failed',
      value: { issues: [{ path: ['email'], message: 'validation:emailFormat' }] },
    });
    p.advance(1001);
    const sent = await p.call('bindEmailCode', { email: address }, { token: me.token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await lastMessage(p, address);
    expect(mail.subject).toContain('verification code');
    const bound = await p.call('bindEmail', { email: address, code: mail.code }, { token: me.token });
    expect(bound.status).toBe(200);
    expect(bound.body.value).toMatchObject({
      emailBound: true,
      email: `${address.slice(0, 2)}***@example.com`,
      level: 'medium',
    });

    const next = `${me.account}.new@example.com`;
    p.advance(1001);
    await p.call('bindEmailCode', { email: next }, { token: me.token });
    const nextCode = (await lastMessage(p, next)).code;
    expect((await p.call('bindEmail', { email: next, code: nextCode }, { token: me.token })).status).toBe(422);
    await p.call('bindEmailCode', { current: true }, { token: me.token });
    const currentCode = (await lastMessage(p, address)).code;
    expect((await p.call('bindEmail', { email: next, code: nextCode, currentCode }, { token: me.token })).status).toBe(
      200,
    );
    expect((await memberRow(p, me.id)).email).toBe(next);
    expect((await lastMessage(p, address)).subject).toContain('was changed');

    // Two members binding one address at once with right codes: exactly one gets it.
    const shared = `shared.${me.account}@example.com`;
    const a = await newMember(p);
    const b = await newMember(p);
    p.advance(1001);
    await p.call('bindEmailCode', { email: shared }, { token: a.token });
    const codeA = (await lastMessage(p, shared)).code;
    p.advance(1001);
    await p.call('bindEmailCode', { email: shared.toUpperCase() }, { token: b.token });
    const codeB = (await lastMessage(p, shared.toUpperCase())).code;
    const race = await Promise.all([
      p.call('bindEmail', { email: shared, code: codeA }, { token: a.token }),
      p.call('bindEmail', { email: shared.toUpperCase(), code: codeB }, { token: b.token }),
    ]);
    expect(race.map((r) => r.body.code ?? 'ok').sort()).toEqual(['email_in_use', 'ok']);
  });

  // ---- Google Authenticator --------------------------------------------------------------------------------------------

  it('binds Google Authenticator (pending until confirmed with a real code), which the login then asks for; unbinds with a code', async () => {
    const p = platform();
    const me = await newMember(p);
    const started = await p.call('googleAuthStart', undefined, { token: me.token });
    expect(started.status).toBe(200);
    const { secret, otpauthUrl } = started.body.value;
    expect(started.body.value).toMatchObject({
      issuer: 'Croupier',
      account: me.account,
      expiresAt: p.now() + 10 * 60_000,
    });
    expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/Croupier:${me.account}\\?`));
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=Croupier');
    // Pending only: the login does not know it yet.
    expect((await memberRow(p, me.id)).totpSecret).toBeNull();
    expect((await p.call('securityOverview', undefined, { token: me.token })).body.value.googleAuthBound).toBe(false);

    const totp = totpFor(secret as string, me.account);
    expect((await p.call('googleAuthConfirm', { code: '12345' }, { token: me.token })).status).toBe(422);
    const stale = totp.generate({ timestamp: p.now() - 5 * 60_000 });
    expect((await p.call('googleAuthConfirm', { code: stale }, { token: me.token })).body.code).toBe('code_invalid');
    const confirmed = await p.call(
      'googleAuthConfirm',
      { code: totp.generate({ timestamp: p.now() }) },
      { token: me.token },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.value).toMatchObject({ googleAuthBound: true, googleAuthAvailable: true, level: 'medium' });
    expect((await memberRow(p, me.id)).totpSecret).toBe(secret);
    expect(await p.database.db.select().from(totpEnrolments).where(eq(totpEnrolments.memberId, me.id))).toEqual([]);
    expect((await p.call('googleAuthStart', undefined, { token: me.token })).body.code).toBe('ga_already_bound');

    // From a new IP the login now asks for it (members.totp_secret is the login's second factor).
    const ip = freshIp();
    p.advance(60_000);
    const pending = await p.call('login', { username: me.account, password: 'Passw0rd', type: 'username' }, { ip });
    expect(pending.body).toMatchObject({ code: 'login_verify_required', value: { methods: ['ga'] } });
    const verified = await p.call(
      'loginVerification',
      { verifyToken: pending.body.value.verifyToken, method: 'ga', code: totp.generate({ timestamp: p.now() }) },
      { ip, headers: { 'User-Agent': SAFARI_IPHONE } },
    );
    expect(verified.status).toBe(200);
    const history = (await p.call('loginHistory', undefined, { token: verified.body.value.token })).body.value.list;
    expect(history[0]).toMatchObject({
      ip,
      method: 'verification',
      browser: 'Safari 17',
      os: 'iOS 17',
      deviceType: 'mobile',
    });

    expect((await p.call('googleAuthUnbind', { code: stale }, { token: me.token })).body.code).toBe('code_invalid');
    expect((await memberRow(p, me.id)).totpSecret).toBe(secret);
    const unbound = await p.call(
      'googleAuthUnbind',
      { code: totp.generate({ timestamp: p.now() }) },
      { token: me.token },
    );
    expect(unbound.status).toBe(200);
    expect(unbound.body.value).toMatchObject({ googleAuthBound: false, level: 'low' });
    expect((await memberRow(p, me.id)).totpSecret).toBeNull();
    expect(
      (await p.call('googleAuthUnbind', { code: totp.generate({ timestamp: p.now() }) }, { token: me.token })).body
        .code,
    ).toBe('ga_not_bound');
  });

  it('a pending secret expires after 10 minutes and dies after 5 wrong codes (tried in parallel); unbind tries are throttled', async () => {
    const p = platform();
    const me = await newMember(p);
    const first = (await p.call('googleAuthStart', undefined, { token: me.token })).body.value;
    p.advance(10 * 60_000 + 1);
    const late = await p.call(
      'googleAuthConfirm',
      { code: totpFor(first.secret, me.account).generate({ timestamp: p.now() }) },
      { token: me.token },
    );
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('ga_not_started');

    const second = (await p.call('googleAuthStart', undefined, { token: me.token })).body.value;
    expect(second.secret).not.toBe(first.secret);
    const totp = totpFor(second.secret, me.account);
    const right = totp.generate({ timestamp: p.now() });
    const guess = right === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => p.call('googleAuthConfirm', { code: guess }, { token: me.token })),
    );
    expect(guesses.filter((r) => r.body.code === 'code_invalid')).toHaveLength(5);
    expect(guesses.filter((r) => r.body.code === 'ga_not_started')).toHaveLength(3);
    expect((await p.call('googleAuthConfirm', { code: right }, { token: me.token })).body.code).toBe('ga_not_started');
    expect((await memberRow(p, me.id)).totpSecret).toBeNull();

    const third = (await p.call('googleAuthStart', undefined, { token: me.token })).body.value;
    const thirdTotp = totpFor(third.secret, me.account);
    expect(
      (await p.call('googleAuthConfirm', { code: thirdTotp.generate({ timestamp: p.now() }) }, { token: me.token }))
        .status,
    ).toBe(200);
    const code = thirdTotp.generate({ timestamp: p.now() });
    const bad = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await p.call('googleAuthUnbind', { code: bad }, { token: me.token })).body.code).toBe('code_invalid');
    const locked = await p.call('googleAuthUnbind', { code }, { token: me.token });
    expect(locked.body.code).toBe('too_frequent');
    expect((await memberRow(p, me.id)).totpSecret).toBe(third.secret);
    p.advance(5 * 60_000 + 1);
    expect(
      (await p.call('googleAuthUnbind', { code: thirdTotp.generate({ timestamp: p.now() }) }, { token: me.token }))
        .status,
    ).toBe(200);
  });

  // ---- recent logins, security level -----------------------------------------------------------------------------------

  it('records every successful login in its own transaction and lists the last 20, newest first; purges after 90 days', async () => {
    const p = platform();
    const me = await newMember(p, CHROME_WINDOWS);
    p.advance(60_000);
    const ip = '127.0.0.1';
    const login = (password: string, headers: Record<string, string> = {}) =>
      p.call('login', { username: me.account, password, type: 'username' }, { ip, headers });
    expect((await login('Passw0rd', { 'User-Agent': SAFARI_IPHONE })).status).toBe(200);
    p.advance(60_000);
    const before = await p.rowCounts();
    expect((await login('Wrong999')).status).toBe(400);
    expect((await p.rowCounts()).loginHistory).toBe(before.loginHistory);
    const last = await login('Passw0rd', { 'User-Agent': 'curl/8.5.0' });
    const list = (await p.call('loginHistory', undefined, { token: last.body.value.token })).body.value.list;
    expect(list).toHaveLength(3);
    expect(list.map((r: { method: string }) => r.method)).toEqual(['password', 'password', 'register']);
    expect(list[0]).toMatchObject({ at: p.now(), ip, country: 'JP', browser: null, os: null, deviceType: 'unknown' });
    expect(list[1]).toMatchObject({ at: p.now() - 60_000, browser: 'Safari 17', os: 'iOS 17', deviceType: 'mobile' });
    expect(list[2]).toMatchObject({
      at: p.now() - 120_000,
      browser: 'Chrome 131',
      os: 'Windows',
      deviceType: 'desktop',
    });

    // At most 20, newest first.
    const [merchant] = await p.database.db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
    const old = Array.from({ length: 25 }, (_, i) => ({
      merchantId: merchant!.id,
      memberId: me.id,
      ip: `198.51.100.${i + 1}`,
      country: 'ZZ',
      method: 'password',
      createdAt: new Date(p.now() - (i + 1) * 86_400_000),
    }));
    await p.database.db.insert(loginHistory).values(old);
    const twenty = (await p.call('loginHistory', undefined, { token: last.body.value.token })).body.value.list as {
      at: number;
    }[];
    expect(twenty).toHaveLength(20);
    expect(twenty.map((r) => r.at)).toEqual([...twenty.map((r) => r.at)].sort((a, b) => b - a));
    expect(twenty[0]!.at).toBe(p.now());

    // The purge keeps 90 days (idempotent: a second run deletes nothing more).
    await p.database.db
      .insert(loginHistory)
      .values({ ...old[0]!, ip: '198.51.100.200', createdAt: new Date(p.now() - 91 * 86_400_000) });
    expect((await purgeExpired(p.database.db, p.now())).loginHistory).toBeGreaterThanOrEqual(1);
    expect((await purgeExpired(p.database.db, p.now())).loginHistory).toBe(0);
    const rows = await p.database.db.select().from(loginHistory).where(eq(loginHistory.memberId, me.id));
    expect(rows).toHaveLength(28);
    expect(rows.every((r) => r.createdAt.getTime() >= p.now() - 90 * 86_400_000)).toBe(true);
  });

  it('computes the security level from what is bound; the password age counts', async () => {
    const p = platform();
    const me = await newMember(p);
    expect((await p.call('securityOverview', undefined, { token: me.token })).body.value).toEqual({
      level: 'low',
      passwordChangedAt: p.now(),
      passwordAgeDays: 0,
      passwordExpired: false,
      mobileBound: false,
      mobileNum: null,
      emailBound: false,
      email: null,
      googleAuthBound: false,
      googleAuthAvailable: true,
      payeeNameSet: false,
    });
    const mobile = freshMobile();
    await p.call('bindMobileCode', { mobileNum: mobile }, { token: me.token });
    await p.call('bindMobile', { mobileNum: mobile, code: (await lastMessage(p, mobile)).code }, { token: me.token });
    const started = (await p.call('googleAuthStart', undefined, { token: me.token })).body.value;
    const high = await p.call(
      'googleAuthConfirm',
      { code: totpFor(started.secret, me.account).generate({ timestamp: p.now() }) },
      { token: me.token },
    );
    expect(high.body.value).toMatchObject({ level: 'high', mobileBound: true, googleAuthBound: true });
    // expired01 changed its password in 2020: low whatever else.
    const expired = await p.call('login', { username: 'expired01', password: 'Expired1234', type: 'username' });
    const overview = (await p.call('securityOverview', undefined, { token: expired.body.value.token })).body.value;
    expect(overview).toMatchObject({ level: 'low', passwordExpired: true });
    expect(overview.passwordAgeDays).toBeGreaterThan(2000);
  });

  it("keeps members apart: nobody reads or changes another member's profile, history or factors; trials get nothing", async () => {
    const p = platform();
    const a = await newMember(p, CHROME_WINDOWS);
    const b = await newMember(p);
    await p.call('memberProfileUpdate', { nickname: 'Alice', payeeName: 'Alice Smith' }, { token: a.token });
    const aRow = await memberRow(p, a.id);
    // B's calls answer B's own data and change only B.
    expect((await p.call('memberProfile', undefined, { token: b.token })).body.value).toMatchObject({
      account: b.account,
      nickname: null,
      payeeName: null,
    });
    expect(
      (await p.call('memberProfileUpdate', { nickname: 'Bob', payeeName: 'Bob Brown' }, { token: b.token })).status,
    ).toBe(200);
    const bHistory = (await p.call('loginHistory', undefined, { token: b.token })).body.value.list;
    expect(bHistory).toHaveLength(1);
    expect(bHistory[0].browser).toBeNull();
    const started = (await p.call('googleAuthStart', undefined, { token: b.token })).body.value;
    await p.call(
      'googleAuthConfirm',
      { code: totpFor(started.secret, b.account).generate({ timestamp: p.now() }) },
      { token: b.token },
    );
    expect(await memberRow(p, a.id)).toEqual(aRow);
    // No member id is taken anywhere: an id in the body is refused, not followed.
    expect((await p.call('memberProfileUpdate', { id: a.id, nickname: 'Mallory' }, { token: b.token })).status).toBe(
      422,
    );
    expect(await memberRow(p, a.id)).toEqual(aRow);

    // Without a session: 401; a trial account: trial_not_allowed, nothing written.
    expect((await p.call('memberProfile')).status).toBe(401);
    const trial = (
      await p.call('freePlayLogin', { randomStr: 'r4nd0m-string' }, { headers: { os: 'web', platform: 'W' } })
    ).body.value.token as string;
    const before = await p.rowCounts();
    for (const [key, input] of [
      ['memberProfile', undefined],
      ['memberProfileUpdate', { nickname: 'Trial' }],
      ['bindMobileCode', { mobileNum: freshMobile() }],
      ['bindEmailCode', { email: 'trial@example.com' }],
      ['googleAuthStart', undefined],
      ['loginHistory', undefined],
      ['securityOverview', undefined],
    ] as const) {
      const res = await p.call(key, input, { token: trial });
      expect(res.status, key).toBe(403);
      expect(res.body.code, key).toBe('trial_not_allowed');
    }
    expect(await p.rowCounts()).toEqual(before);
  });

  it('follows the merchant feature flags BIRTHDAY3, PROFPIC3 and BINDGA3', async () => {
    const p = platform();
    const me = await newMember(p);
    const [merchant] = await p.database.db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
    const original = merchant!.features;
    const off = new Set(['BIRTHDAY3', 'PROFPIC3', 'BINDGA3']);
    const strip = (nodes: typeof original): typeof original =>
      nodes.map((n) => ({ ...n, enabled: n.enabled && !off.has(n.modId), children: strip(n.children ?? []) }));
    await p.database.db
      .update(merchants)
      .set({ features: strip(original) })
      .where(eq(merchants.id, merchant!.id));
    try {
      const before = await p.rowCounts();
      for (const [key, input] of [
        ['memberProfileUpdate', { birthday: '1990-01-01' }],
        ['memberProfileUpdate', { avatar: '/avatars/2.svg' }],
        ['googleAuthStart', undefined],
      ] as const) {
        const res = await p.call(key, input, { token: me.token });
        expect(res.status, key).toBe(403);
        expect(res.body.code, key).toBe('feature_not_enabled');
      }
      expect(await p.rowCounts()).toEqual(before);
      const profile = (await p.call('memberProfile', undefined, { token: me.token })).body.value;
      expect(profile).toMatchObject({ birthday: null, avatars: [] });
      expect((await p.call('securityOverview', undefined, { token: me.token })).body.value.googleAuthAvailable).toBe(
        false,
      );
    } finally {
      await p.database.db.update(merchants).set({ features: original }).where(eq(merchants.id, merchant!.id));
    }
  });
});

it('summarizes user agents', () => {
  expect(describeUserAgent(CHROME_WINDOWS)).toEqual({ browser: 'Chrome 131', os: 'Windows', deviceType: 'desktop' });
  expect(describeUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Safari 17', os: 'iOS 17', deviceType: 'mobile' });
  expect(
    describeUserAgent(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    ),
  ).toMatchObject({ browser: 'Edge 131' });
  expect(
    describeUserAgent(
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    ),
  ).toEqual({
    browser: 'Chrome 126',
    os: 'Android 14',
    deviceType: 'tablet',
  });
  expect(
    describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0'),
  ).toEqual({
    browser: 'Firefox 133',
    os: 'macOS',
    deviceType: 'desktop',
  });
  expect(describeUserAgent(null)).toEqual({ browser: null, os: null, deviceType: 'unknown' });
});
