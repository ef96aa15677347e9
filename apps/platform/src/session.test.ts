import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members, merchants, sessions, sliderChallenges, type MerchantSettings } from './db/schema';
import { totpFor } from './services/auth';
import { hashPassword, sha256 } from './services/secrets';
import { DEMO_TOTP_SECRET } from './seed/seed';
import { forEachEngine, freshIp, lastMessage } from './test/harness';

const login = (username: string, password: string, extra: Record<string, unknown> = {}) => ({ username, password, type: 'username', ...extra });

forEachEngine(
  'sessions',
  (platform) => {
    it('logs in by username (trimmed), reports first login once, and serves member info, icon and avatar', async () => {
      const p = platform();
      const first = await p.call('login', login('  Demo01 ', ' Demo1234 '));
      expect(first.status).toBe(200);
      expect(first.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
      const token = first.body.value.token as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const second = await p.call('login', login('demo01', 'Demo1234'));
      expect(second.body.value.firstTimeLogin).toBe(false);
      const info = await p.call('memberInfo', undefined, { token });
      expect(info.body.value).toMatchObject({ account: 'demo01', type: 0, toUpline: false, memberLabel: [], sumBalance: 10000 });
      expect((await p.call('memberInfoIcon', undefined, { token })).body.value.imgUrl).toMatch(/^\/avatars\/\d\.svg$/);
      const avatar = (await p.call('avatar', undefined, { token })).body.value;
      expect(avatar.avatarType).toBe('STATIC');
      const svg = await p.app.inject({ method: 'GET', url: avatar.avatar });
      expect(svg.headers['content-type']).toContain('image/svg+xml');
    });

    it('stores only token hashes; logout deletes the session', async () => {
      const p = platform();
      const { token } = (await p.call('login', login('agent01', 'Agent1234'))).body.value;
      const rows = await p.database.db.query.sessions.findMany();
      expect(rows.some((r) => r.tokenHash === token)).toBe(false);
      expect((await p.call('logout', undefined, { token })).status).toBe(200);
      const after = await p.call('memberInfo', undefined, { token });
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('user.or.token.invalid');
      expect((await p.call('memberInfo')).body.code).toBe('CUSTOMER_NOT_LOGIN');
    });

    it('agents log in with their types', async () => {
      const p = platform();
      for (const [account, type] of [['agent01', 1], ['agent02', 2], ['agent41', 41], ['agent42', 42]] as const) {
        const { token } = (await p.call('login', login(account, 'Agent1234'))).body.value;
        expect((await p.call('memberInfo', undefined, { token })).body.value.type).toBe(type);
      }
    });

    it('agent login (SPEC §6): agents get a session; a member with the right password gets not_an_agent, no session, no failure counted', async () => {
      const p = platform();
      const ip = freshIp();
      for (const account of ['agent01', 'agent02', 'agent41', 'agent42']) {
        const res = await p.call('login', login(account, 'Agent1234', { as: 'agent' }), { ip });
        expect(res.status, account).toBe(200);
      }
      const before = await p.rowCounts();
      // A wrong password is a wrong password: nothing about the account's type shows before it is proven.
      expect((await p.call('login', login('demo01', 'wrong-pass', { as: 'agent' }), { ip })).body).toMatchObject({ code: 'wrong_credentials' });
      expect((await p.call('login', login('nobody-here', 'Demo1234', { as: 'agent' }), { ip })).body).toMatchObject({ code: 'wrong_credentials' });
      // Refused as often as the lockout's limit and more: the right password never counts as a failure.
      for (let i = 0; i < 6; i += 1) {
        const refused = await p.call('login', login('demo01', 'Demo1234', { as: 'agent' }), { ip });
        expect(refused.status, `refusal ${i}`).toBe(403);
        expect(refused.body.code).toBe('not_an_agent');
        expect(refused.body.value?.token).toBeUndefined();
      }
      expect((await p.call('login', login('demo01', 'wrong-pass', { as: 'agent' }), { ip })).body).toMatchObject({ code: 'wrong_credentials', value: { captcha: false } });
      expect((await p.rowCounts()).sessions).toBe(before.sessions);
      const [demo] = await p.database.db.select().from(members).where(eq(members.account, 'demo01'));
      expect(demo!.failedLogins).toBe(1);
      // The same account logs in as a member (the default, or said so), which also clears the failure.
      expect((await p.call('login', login('demo01', 'Demo1234', { as: 'member' }), { ip })).status).toBe(200);
      expect((await p.call('login', login('demo01', 'Demo1234'), { ip })).status).toBe(200);
      expect((await p.rowCounts()).sessions).toBe(before.sessions! + 2);
      // Anything but member or agent is bad input.
      expect((await p.call('login', login('demo01', 'Demo1234', { as: 'admin' }), { ip })).status).toBe(422);
    });

    it('agent login by SMS code refuses a member with not_an_agent once the code is right', async () => {
      const p = platform();
      const ip = freshIp();
      p.advance(2000);
      expect((await p.call('loginSmsCode', { mobileNum: '0812345671', countryDialingCode: '81' }, { ip })).status).toBe(200);
      const { code } = await lastMessage(p, '0812345671');
      expect((await p.call('login', { username: '0812345671', password: code === '000000' ? '000001' : '000000', type: 'sms', as: 'agent' }, { ip })).body.code).toBe('code_invalid');
      const before = await p.rowCounts();
      const refused = await p.call('login', { username: '0812345671', password: code!, type: 'sms', as: 'agent' }, { ip });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('not_an_agent');
      expect((await p.rowCounts()).sessions).toBe(before.sessions);
    });

    it('an account of a type the platform does not issue to members cannot log in: non_member_login, no session', async () => {
      const p = platform();
      const ip = freshIp();
      const [merchant] = await p.database.db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
      await p.database.db.insert(members).values({
        merchantId: merchant!.id,
        account: 'staff07',
        type: 7,
        passwordHash: await hashPassword('Staff1234'),
        createdAt: new Date(p.now()),
      });
      const before = await p.rowCounts();
      expect((await p.call('login', login('staff07', 'wrong-pass'), { ip })).body.code).toBe('wrong_credentials');
      for (const as of [undefined, 'member', 'agent'] as const) {
        const res = await p.call('login', login('staff07', 'Staff1234', as ? { as } : {}), { ip });
        expect(res.status, String(as)).toBe(403);
        expect(res.body.code, String(as)).toBe('non_member_login');
      }
      expect((await p.rowCounts()).sessions).toBe(before.sessions);
    });

    it('asks for the captcha after 3 failures and locks the account for 5 minutes after 5', async () => {
      const p = platform();
      const ip = '10.1.1.1';
      const fail = () => p.call('login', login('agent42', 'wrong-pass'), { ip });
      expect((await fail()).body).toMatchObject({ code: 'wrong_credentials', value: { captcha: false } });
      expect((await fail()).body.value).toEqual({ captcha: false });
      const third = await fail();
      expect(third.status).toBe(400);
      expect(third.body).toMatchObject({ code: 'wrong_credentials', value: { captcha: true } });
      // Without the captcha now: refused before the password is even checked.
      expect((await p.call('login', login('agent42', 'Agent1234'), { ip })).body).toMatchObject({ code: 'captcha_required', value: { captcha: true } });
      const captcha = await p.call('captcha', undefined, { ip });
      expect(captcha.body.value.image).toMatch(/^iVBORw0KGgo/);
      expect((await p.call('login', login('agent42', 'wrong', { captcha: 'ZZZZ', captchaId: captcha.body.value.captchaId }), { ip })).body.code).toBe('captcha_invalid');
      p.advance(1001);
      const c2 = (await p.call('captcha', undefined, { ip })).body.value;
      expect((await p.call('login', login('agent42', 'wrong', { captcha: 'abcd', captchaId: c2.captchaId }), { ip })).body).toMatchObject({ code: 'wrong_credentials' });
      p.advance(1001);
      const c3 = (await p.call('captcha', undefined, { ip })).body.value;
      const locked = await p.call('login', login('agent42', 'wrong', { captcha: 'ABCD', captchaId: c3.captchaId }), { ip });
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('too_frequent');
      // Even the right password waits out the lockout.
      expect((await p.call('login', login('agent42', 'Agent1234'), { ip })).body.code).toBe('too_frequent');
      p.advance(5 * 60_000 + 1);
      expect((await p.call('login', login('agent42', 'Agent1234'), { ip })).status).toBe(200);
    });

    it('refreshes the captcha at most once per 1000 ms per client', async () => {
      const p = platform();
      const ip = '10.2.2.2';
      expect((await p.call('captcha', undefined, { ip })).status).toBe(200);
      const again = await p.call('captcha', undefined, { ip });
      expect(again.status).toBe(429);
      expect(again.body.code).toBe('too_frequent');
      expect((await p.call('captcha', undefined, { ip: '10.2.2.3' })).status).toBe(200);
      p.advance(1000);
      expect((await p.call('captcha', undefined, { ip })).status).toBe(200);
    });

    it('does not reveal whether an account exists', async () => {
      const p = platform();
      const res = await p.call('login', login('nobody99', 'Whatever1'));
      expect(res.body).toMatchObject({ code: 'wrong_credentials', value: { captcha: false } });
    });

    it('two-factor by SMS code from a new IP, then the IP is remembered', async () => {
      const p = platform();
      const ip = freshIp();
      const first = await p.call('login', login('sms01', 'Sms12345'), { ip });
      expect(first.status).toBe(403);
      expect(first.body).toMatchObject({ code: 'login_verify_required', value: { methods: ['sms'], maskedPhone: '08******71' } });
      const { verifyToken } = first.body.value;
      expect((await p.call('loginSmsCode', { mobileNum: '0812345671', countryDialingCode: '81' }, { ip })).body.value).toEqual({ expiredMinutes: 5 });
      const { code } = await lastMessage(p, '0812345671');
      expect((await p.call('loginVerification', { verifyToken, method: 'sms', phone: '0812345671', code: '000000' === code ? '111111' : '000000' }, { ip })).body.code).toBe('code_invalid');
      const ok = await p.call('loginVerification', { verifyToken, method: 'sms', phone: '0812345671', code }, { ip });
      expect(ok.status).toBe(200);
      expect(ok.body.value.token).toBeTruthy();
      expect((await p.call('login', login('sms01', 'Sms12345'), { ip })).status).toBe(200);
      // The ticket is used up.
      expect((await p.call('loginVerification', { verifyToken, method: 'sms', phone: '0812345671', code }, { ip })).body.code).toBe('verification_failed');
    });

    it('two-factor by e-mail code', async () => {
      const p = platform();
      const ip = freshIp();
      const first = await p.call('login', login('mail01', 'Mail1234'), { ip });
      expect(first.body).toMatchObject({ code: 'login_verify_required', value: { methods: ['email'], maskedEmail: 'ma***@example.com' } });
      const mail = await lastMessage(p, 'mail01@example.com');
      expect(mail.subject).toContain('verification code');
      // From another IP the ticket is worthless.
      expect((await p.call('loginVerification', { verifyToken: first.body.value.verifyToken, method: 'email', code: mail.code }, { ip: freshIp() })).body.code).toBe('verification_failed');
      const ok = await p.call('loginVerification', { verifyToken: first.body.value.verifyToken, method: 'email', code: mail.code }, { ip });
      expect(ok.status).toBe(200);
    });

    it('two-factor by Google Authenticator (TOTP)', async () => {
      const p = platform();
      const ip = freshIp();
      const first = await p.call('login', login('ga01', 'Ga123456'), { ip });
      expect(first.body.value.methods).toEqual(['ga']);
      const { verifyToken } = first.body.value;
      const totp = totpFor(DEMO_TOTP_SECRET, 'ga01');
      const stale = totp.generate({ timestamp: p.now() - 10 * 60_000 });
      expect((await p.call('loginVerification', { verifyToken, method: 'ga', code: stale }, { ip })).body.code).toBe('code_invalid');
      const ok = await p.call('loginVerification', { verifyToken, method: 'ga', code: totp.generate({ timestamp: p.now() }) }, { ip });
      expect(ok.status).toBe(200);
    });

    it('two-factor by bank real name; methods not on the account are refused', async () => {
      const p = platform();
      const ip = freshIp();
      const { verifyToken, methods } = (await p.call('login', login('bank01', 'Bank1234'), { ip })).body.value;
      expect(methods).toEqual(['bankName']);
      expect((await p.call('loginVerification', { verifyToken, method: 'email', code: '123456' }, { ip })).body.code).toBe('verification_failed');
      expect((await p.call('loginVerification', { verifyToken, method: 'bankName', name: 'JIRO YAMADA' }, { ip })).body.code).toBe('verification_failed');
      expect((await p.call('loginVerification', { verifyToken, method: 'bankName', name: '  taro   yamada ' }, { ip })).status).toBe(200);
    });

    it('logs in by SMS code; throttles SMS to once per 1000 ms and locks after 5 sends for 5 minutes', async () => {
      const p = platform();
      const ip = freshIp();
      const send = () => p.call('loginSmsCode', { mobileNum: '0812345671', countryDialingCode: '+81' }, { ip });
      p.advance(2000);
      expect((await send()).status).toBe(200);
      const fast = await send();
      expect(fast.status).toBe(429);
      expect(fast.body.code).toBe('too_frequent');
      const { code } = await lastMessage(p, '0812345671');
      const res = await p.call('login', { username: '0812345671', password: code, type: 'sms' }, { ip });
      expect(res.status).toBe(200);
      expect((await p.call('login', { username: '0812345671', password: code, type: 'sms' }, { ip })).body.code).toBe('code_invalid');
      // A number without an account gets the same answer, and nothing is sent to it.
      const before = await p.rowCounts();
      expect((await p.call('loginSmsCode', { mobileNum: '0899999999', countryDialingCode: '81' }, { ip })).body).toEqual({ success: true, value: { expiredMinutes: 5 } });
      expect((await p.rowCounts()).outbox).toBe(before.outbox);
      expect((await p.rowCounts()).verificationCodes).toBe(before.verificationCodes);
      p.advance(5 * 60_000 + 1);
      for (let i = 0; i < 5; i += 1) {
        p.advance(1001);
        expect((await send()).status, `send ${i}`).toBe(200);
      }
      p.advance(1001);
      const locked = await send();
      expect(locked.body).toMatchObject({ code: 'too_frequent', value: { retryAfterMs: 300_000 } });
      p.advance(60_000);
      expect((await send()).body.code).toBe('too_frequent');
      p.advance(4 * 60_000 + 1);
      expect((await send()).status).toBe(200);
      // Codes expire after the merchant's expiry minutes.
      const late = await lastMessage(p, '0812345671');
      p.advance(5 * 60_000 + 1);
      expect((await p.call('login', { username: '0812345671', password: late.code, type: 'sms' }, { ip })).body.code).toBe('code_expired');
    });

    it('flags the known weak default password and expired passwords; change password clears the flag', async () => {
      const p = platform();
      const weak = await p.call('login', login('weak01', 'a123456'));
      expect(weak.body.value.passwordExpired).toBe(true);
      const token = weak.body.value.token as string;
      const sameAsDefault = await p.call('changePassword', { oldPassword: 'a123456', newPassword: 'a123456', confirmNewPassword: 'a123456' }, { token });
      expect(sameAsDefault.body.code).toBe('password_weak');
      expect((await p.call('changePassword', { oldPassword: 'nope', newPassword: 'Strong123', confirmNewPassword: 'Strong123' }, { token })).body.code).toBe('wrong_credentials');
      expect((await p.call('changePassword', { oldPassword: 'a123456', newPassword: 'ab', confirmNewPassword: 'ab' }, { token })).body).toMatchObject({ code: 'validation_failed' });
      expect((await p.call('changePassword', { oldPassword: 'a123456', newPassword: 'Strong123', confirmNewPassword: 'Strong124' }, { token })).body.code).toBe('validation_failed');
      expect((await p.call('changePassword', { oldPassword: 'a123456', newPassword: 'Strong123', confirmNewPassword: 'Strong123' }, { token })).status).toBe(200);
      expect((await p.call('login', login('weak01', 'Strong123'))).body.value.passwordExpired).toBe(false);
      expect((await p.call('login', login('weak01', 'a123456'))).body.code).toBe('wrong_credentials');
      expect((await p.call('login', login('expired01', 'Expired1234'))).body.value).toMatchObject({ passwordExpired: true, firstTimeLogin: false });
      // A change password call must be sealed.
      const unsealed = await p.call('changePassword', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }, { token, unsealed: true });
      expect(unsealed.body.code).toBe('payload_not_sealed');
    });

    it('free play gives a trial account (isAgent 4) when FREEPLAY3 is on', async () => {
      const p = platform();
      const res = await p.call('freePlayLogin', { randomStr: 'r4nd0m-string' }, { headers: { os: 'web', platform: 'W' } });
      expect(res.status).toBe(200);
      expect(res.body.value.account).toMatch(/^trial[0-9a-f]{10}$/);
      const token = res.body.value.token as string;
      expect((await p.call('memberInfo', undefined, { token })).body.value.type).toBe(4);
      expect((await p.call('feedback', { content: 'hello, nice site' }, { token })).body.code).toBe('trial_not_allowed');
      expect((await p.call('changePassword', { oldPassword: 'x', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' }, { token })).body.code).toBe('trial_not_allowed');
      const jade = await p.call('freePlayLogin', { randomStr: 'r4nd0m-string' }, { merchant: 'JADE01' });
      expect(jade.status).toBe(403);
      expect(jade.body.code).toBe('feature_not_enabled');
    });

    it('slider: challenge, check with tolerance, one-time token consumed by login; required when the merchant says so', async () => {
      const p = platform();
      const challenge = (await p.call('sliderChallenge')).body.value;
      expect(challenge.background).toMatch(/^iVBORw0KGgo/);
      const [row] = await p.database.db.select().from(sliderChallenges).where(eq(sliderChallenges.id, challenge.challengeId));
      const targetX = row?.targetX ?? 0;
      expect((await p.call('sliderCheck', { challengeId: challenge.challengeId, x: targetX + 20 })).body.code).toBe('verification_failed');
      const passed = await p.call('sliderCheck', { challengeId: challenge.challengeId, x: targetX + 3 });
      expect(passed.status).toBe(200);
      const sliderResult = passed.body.value;
      await p.database.db.update(merchants).set({ settings: { codeExpiryMinutes: 5, passwordMaxAgeDays: 90, sessionHours: 24, sliderRequired: true } }).where(eq(merchants.code, 'CRP001'));
      try {
        expect((await p.call('login', login('demo01', 'Demo1234'))).body.code).toBe('verification_failed');
        expect((await p.call('login', login('demo01', 'Demo1234', { sliderResult }))).status).toBe(200);
        expect((await p.call('login', login('demo01', 'Demo1234', { sliderResult }))).body.code).toBe('verification_failed');
      } finally {
        await p.database.db.update(merchants).set({ settings: { codeExpiryMinutes: 5, passwordMaxAgeDays: 90, sessionHours: 24, sliderRequired: false } }).where(eq(merchants.code, 'CRP001'));
      }
    });

    it('refuses foreign and expired tokens with the force-re-login codes', async () => {
      const p = platform();
      const { token } = (await p.call('login', login('demo01', 'Demo1234'))).body.value;
      const foreign = await p.call('memberInfo', undefined, { token, merchant: 'JADE01' });
      expect(foreign.status).toBe(401);
      expect(foreign.body.code).toBe('user.or.token.invalid');
      p.advance(25 * 3_600_000);
      const expired = await p.call('memberInfo', undefined, { token });
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe('login.not.session');
      const [member] = await p.database.db.select().from(members).where(eq(members.account, 'demo01'));
      expect(member?.knownIps).toContain('127.0.0.1');
    });

    it('ends a session after 30 minutes without a call; calls keep it alive, written at most once a minute', async () => {
      const p = platform();
      const { token } = (await p.call('login', login('demo01', 'Demo1234'))).body.value;
      const seen = async () =>
        (
          await p.database.db
            .select()
            .from(sessions)
            .where(eq(sessions.tokenHash, sha256(token)))
        )[0]?.lastSeenAt.getTime();
      const loggedIn = p.now();
      expect(await seen()).toBe(loggedIn);
      p.advance(30_000);
      expect((await p.call('memberInfo', undefined, { token })).status).toBe(200);
      expect(await seen()).toBe(loggedIn);
      p.advance(31_000);
      // A burst of calls after a minute: every one is served, the activity is written once.
      const burst = await Promise.all(Array.from({ length: 6 }, () => p.call('walletBalance', {}, { token })));
      expect(burst.every((r) => r.status === 200)).toBe(true);
      expect(await seen()).toBe(p.now());
      for (let i = 0; i < 3; i += 1) {
        p.advance(29 * 60_000);
        expect((await p.call('memberInfo', undefined, { token })).status, `after ${i + 1} x 29 minutes`).toBe(200);
      }
      p.advance(30 * 60_000);
      const idle = await p.call('memberInfo', undefined, { token });
      expect(idle.status).toBe(401);
      expect(idle.body.code).toBe('login.not.session');
      expect((await p.call('walletBalance', {}, { token })).body.code).toBe('login.not.session');
      // The next login of the member drops the idle session.
      expect((await p.call('login', login('demo01', 'Demo1234'))).status).toBe(200);
      expect(await seen()).toBeUndefined();
    });

    it('takes the inactivity time-out from the merchant settings (sessionIdleMinutes; 0 switches it off)', async () => {
      const p = platform();
      const [merchant] = await p.database.db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
      const original = merchant?.settings as MerchantSettings;
      const setIdle = (minutes: number | undefined) => {
        const { sessionIdleMinutes: _drop, ...rest } = original;
        return p.database.db
          .update(merchants)
          .set({ settings: minutes === undefined ? rest : { ...rest, sessionIdleMinutes: minutes } })
          .where(eq(merchants.code, 'CRP001'));
      };
      try {
        await setIdle(2);
        const short = (await p.call('login', login('demo01', 'Demo1234'))).body.value.token as string;
        p.advance(119_000);
        expect((await p.call('memberInfo', undefined, { token: short })).status).toBe(200);
        p.advance(120_000);
        expect((await p.call('memberInfo', undefined, { token: short })).body.code).toBe('login.not.session');

        await setIdle(0);
        const long = (await p.call('login', login('demo01', 'Demo1234'))).body.value.token as string;
        p.advance(10 * 3_600_000);
        expect((await p.call('memberInfo', undefined, { token: long })).status).toBe(200);

        // Absent (rows written before the setting existed): 30 minutes.
        await setIdle(undefined);
        const fallback = (await p.call('login', login('demo01', 'Demo1234'))).body.value.token as string;
        p.advance(29 * 60_000);
        expect((await p.call('memberInfo', undefined, { token: fallback })).status).toBe(200);
        p.advance(30 * 60_000);
        expect((await p.call('memberInfo', undefined, { token: fallback })).body.code).toBe('login.not.session');
      } finally {
        await p.database.db.update(merchants).set({ settings: original }).where(eq(merchants.code, 'CRP001'));
      }
    });
  },
  { captchaText: () => 'ABCD' },
);
