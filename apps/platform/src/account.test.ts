import { expect, it } from 'vitest';
import { forEachEngine, freshIp, freshMobile, lastMessage } from './test/harness';

const base = { login: true, registerUrl: 'http://localhost:8080/register', registerMethod: 'WEB', agreement: true };

forEachEngine('accounts', (platform) => {
  it('registers by username, validated against the merchant config, and logs in', async () => {
    const p = platform();
    const res = await p.call('register', { ...base, username: 'NewUser1', password: 'Passw0rd', confirmPassword: 'Passw0rd', email: 'new1@example.com', line: 'line_id' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const info = await p.call('memberInfo', undefined, { token: res.body.value.token });
    expect(info.body.value).toMatchObject({ account: 'newuser1', type: 0 });
    expect((await p.call('login', { username: 'newuser1', password: 'Passw0rd', type: 'username' })).status).toBe(200);
    const again = await p.call('register', { ...base, username: 'newuser1', password: 'Passw0rd' });
    expect(again.body).toMatchObject({ code: 'validation_failed', value: { issues: [{ path: ['username'], message: 'validation:accountExists' }] } });
  });

  it('refuses a registration without the 18+ and terms agreement (either way), and writes nothing', async () => {
    const p = platform();
    const { agreement: _agreement, ...withoutAgreement } = base;
    const before = await p.rowCounts();
    const mobile = freshMobile();
    for (const [key, fields] of [
      ['register', { username: 'noagree1', password: 'Passw0rd' }],
      ['registerByMobile', { mobileNum: mobile, password: 'Passw0rd', verificationCode: '123456' }],
    ] as const) {
      for (const agreement of [undefined, false, 'true', 1]) {
        const res = await p.call(key, { ...withoutAgreement, ...fields, ...(agreement === undefined ? {} : { agreement }) });
        expect(res.status, `${key} ${String(agreement)}`).toBe(422);
        expect(res.body).toMatchObject({ code: 'validation_failed', value: { issues: [{ path: ['agreement'], message: 'validation:agreeTo' }] } });
      }
    }
    expect(await p.rowCounts()).toEqual(before);
    expect((await p.call('register', { ...base, username: 'noagree1', password: 'Passw0rd' })).status).toBe(200);
  });

  it('refuses fields that fail their rules, with the pattern message keys the client shows', async () => {
    const p = platform();
    const before = await p.rowCounts();
    const res = await p.call('register', {
      ...base,
      username: '1abc',
      password: 'short',
      confirmPassword: 'other',
      email: 'not-an-email',
      payeeName: 'Taro 123',
      whatsapp: 'abc',
      birthday: '2001-02-30',
    });
    expect(res.status).toBe(422);
    const issues = res.body.value.issues as { path: string[]; message: string }[];
    const byField = Object.fromEntries(issues.map((i) => [i.path[0], i.message]));
    expect(byField).toMatchObject({
      username: 'validation:pattern1',
      password: 'validation:pattern14',
      confirmPassword: 'validation:inconsistentTwice',
      email: 'validation:pattern3',
      payeeName: 'validation:pattern8',
      whatsapp: 'validation:pattern6',
      birthday: 'validation:pattern11',
    });
    expect(await p.rowCounts()).toEqual(before);
    // The other brand requires its payee name in capitals (pattern 18) and an e-mail.
    const jade = await p.call('register', { ...base, username: 'jadeuser', password: 'Passw0rd', payeeName: 'taro' }, { merchant: 'JADE01' });
    const jadeIssues = Object.fromEntries((jade.body.value.issues as { path: string[]; message: string }[]).map((i) => [i.path[0], i.message]));
    expect(jadeIssues).toEqual({ payeeName: 'validation:pattern18', email: 'validation:required' });
    expect((await p.call('register', { ...base, username: 'jadeuser', password: 'Passw0rd', payeeName: 'TARO JADE', email: 'j@example.com' }, { merchant: 'JADE01' })).status).toBe(200);
  });

  it('checks the affiliate code before registering and links the upline', async () => {
    const p = platform();
    expect((await p.call('register', { ...base, username: 'invited1', password: 'Passw0rd', affiliateCode: 'BOGUS1' })).body.code).toBe('invitation_code_invalid');
    const ok = await p.call('register', { ...base, username: 'invited1', password: 'Passw0rd', affiliateCode: 'agent02' });
    expect(ok.status).toBe(200);
    expect((await p.call('memberInfo', undefined, { token: ok.body.value.token })).body.value.toUpline).toBe(true);
  });

  it('registers by mobile with the registration SMS code', async () => {
    const p = platform();
    const mobile = freshMobile();
    const ip = freshIp();
    expect((await p.call('registerByMobile', { ...base, mobileNum: mobile, password: 'Passw0rd' }, { ip })).body).toMatchObject({
      code: 'validation_failed',
      value: { issues: [{ path: ['verificationCode'] }] },
    });
    expect((await p.call('registerSmsCode', { countryDialingCode: '81', mobileNo: mobile }, { ip })).body.value).toEqual({ expiredMinutes: 5 });
    const { code } = await lastMessage(p, mobile);
    expect((await p.call('registerByMobile', { ...base, mobileNum: mobile, password: 'Passw0rd', verificationCode: '999999' === code ? '888888' : '999999' }, { ip })).body.code).toBe('code_invalid');
    const res = await p.call('registerByMobile', { ...base, mobileNum: mobile, countryDialingCode: '+81', password: 'Passw0rd', verificationCode: code }, { ip });
    expect(res.status).toBe(200);
    expect((await p.call('memberInfo', undefined, { token: res.body.value.token })).body.value.account).toBe(`m${mobile}`);
    // The number is taken now.
    p.advance(1001);
    expect((await p.call('registerSmsCode', { countryDialingCode: '81', mobileNo: mobile })).body.value.issues[0].message).toBe('validation:mobileExists');
    expect((await p.call('registerSmsCodeByUsername', { countryDialingCode: '81', mobileNo: freshMobile(), username: 'demo01' })).body.value.issues[0].message).toBe('validation:accountExists');
  });

  it('forgot password by e-mail (form-urlencoded): a real message with a temporary password that forces a change', async () => {
    const p = platform();
    // A username and e-mail that match no account get the same answer; nothing is sent.
    const before = await p.rowCounts();
    expect(await p.call('forgotPasswordByEmail', { username: 'mail01', email: 'other@example.com' })).toEqual({ status: 200, body: { success: true, value: null } });
    expect((await p.rowCounts()).outbox).toBe(before.outbox);
    p.advance(1001);
    const sent = await p.call('forgotPasswordByEmail', { username: 'mail01', email: 'MAIL01@example.com' });
    expect(sent.status).toBe(200);
    const mail = await lastMessage(p, 'mail01@example.com');
    expect(mail.subject).toContain('reset your password');
    const temporary = /^ {4}(\S+)$/m.exec(mail.body)?.[1] ?? '';
    expect(temporary).toMatch(/^[A-Za-z0-9]{11}$/);
    expect(mail.body).toContain('/login?account=mail01');
    // The old password still works until the temporary one is used.
    const ip = '127.0.0.1';
    const temp = await p.call('login', { username: 'mail01', password: temporary, type: 'username' }, { ip });
    // mail01 has a second factor and 127.0.0.1 is new for it: verify by the e-mail code first.
    expect(temp.body.code).toBe('login_verify_required');
    const code = (await lastMessage(p, 'mail01@example.com')).code;
    const verified = await p.call('loginVerification', { verifyToken: temp.body.value.verifyToken, method: 'email', code }, { ip });
    expect(verified.body.value.passwordExpired).toBe(true);
    const token = verified.body.value.token as string;
    expect((await p.call('changePassword', { oldPassword: temporary, newPassword: 'NewMail99', confirmNewPassword: 'NewMail99' }, { token })).status).toBe(200);
    expect((await p.call('login', { username: 'mail01', password: 'NewMail99', type: 'username' }, { ip })).body.value.passwordExpired).toBe(false);
    // A JSON body is accepted too; another content type is not.
    const xml = await p.app.inject({ method: 'POST', url: '/wps/member/password/email', headers: { Merchant: 'CRP001', 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('unsupported_media_type');
  });

  it('sets a password by phone with an SMS code, then logs in with the mobile number and the new password', async () => {
    const p = platform();
    const ip = freshIp();
    p.advance(2000);
    expect((await p.call('passwordResetSmsCode', { mobileNum: '0812345671', countryDialingCode: '81' }, { ip })).body.value).toEqual({ expiredMinutes: 5 });
    const { code } = await lastMessage(p, '0812345671');
    expect((await p.call('setPasswordByPhone', { newPassword: 'x', mobileNum: '0812345671', verificationCode: code }, { ip })).body.code).toBe('validation_failed');
    expect((await p.call('setPasswordByPhone', { newPassword: 'Phone123', mobileNum: '0812345671', verificationCode: '1' }, { ip })).body.code).toBe('code_invalid');
    const set = await p.call('setPasswordByPhone', { newPassword: 'Phone123', mobileNum: '0812345671', verificationCode: code }, { ip });
    expect(set.status).toBe(200);
    const res = await p.call('login', { username: '0812345671', password: 'Phone123', type: 'username' }, { ip });
    expect(res.status).toBe(200);
    expect((await p.call('memberInfo', undefined, { token: res.body.value.token })).body.value.account).toBe('sms01');
    // A number without an account: the same answer, nothing sent.
    const before = await p.rowCounts();
    expect(await p.call('passwordResetSmsCode', { mobileNum: '0800000000', countryDialingCode: '81' })).toEqual({ status: 200, body: { success: true, value: { expiredMinutes: 5 } } });
    expect((await p.rowCounts()).outbox).toBe(before.outbox);
  });

  it('forgot password and the SMS code calls answer the same whether or not the account exists; throttles apply either way', async () => {
    const p = platform();
    p.advance(6 * 60_000);
    const unknownMobile = freshMobile();
    for (const key of ['loginSmsCode', 'passwordResetSmsCode'] as const) {
      p.advance(1001);
      const known = await p.call(key, { mobileNum: '0812345671', countryDialingCode: '81' }, { ip: freshIp() });
      const unknown = await p.call(key, { mobileNum: unknownMobile, countryDialingCode: '81' }, { ip: freshIp() });
      expect(unknown, key).toEqual(known);
      expect(known.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
      // Asked again at once: both numbers are throttled alike.
      const knownAgain = await p.call(key, { mobileNum: '0812345671', countryDialingCode: '81' }, { ip: freshIp() });
      const unknownAgain = await p.call(key, { mobileNum: unknownMobile, countryDialingCode: '81' }, { ip: freshIp() });
      expect(knownAgain.body.code).toBe('too_frequent');
      expect(unknownAgain).toEqual(knownAgain);
    }
    await expect(lastMessage(p, unknownMobile)).rejects.toThrow('no message');

    const known = await p.call('forgotPasswordByEmail', { username: 'mail01', email: 'mail01@example.com' });
    const unknown = await p.call('forgotPasswordByEmail', { username: 'nobody42', email: 'nobody42@example.com' });
    expect(unknown).toEqual(known);
    expect(known).toEqual({ status: 200, body: { success: true, value: null } });
    const unknownAgain = await p.call('forgotPasswordByEmail', { username: 'nobody42', email: 'nobody42@example.com' });
    const knownAgain = await p.call('forgotPasswordByEmail', { username: 'mail01', email: 'mail01@example.com' });
    expect(knownAgain.body.code).toBe('too_frequent');
    expect(unknownAgain).toEqual(knownAgain);
    await expect(lastMessage(p, 'nobody42@example.com')).rejects.toThrow('no message');
  });

  it('security config shows what is bound, masked', async () => {
    const p = platform();
    const { token } = (await p.call('login', { username: 'demo01', password: 'Demo1234', type: 'username' })).body.value;
    expect((await p.call('securityConfig', undefined, { token })).body.value).toMatchObject({ mobileBound: false, emailBound: false, googleAuthBound: false });
  });
});
