import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isFeatureEnabled } from '../features';
import { validateField } from '../patterns';
import {
  changePasswordRequestSchema,
  forgotPasswordByEmailRequestSchema,
  registerByMobileRequestSchema,
  registerRequestSchema,
} from './account';
import { launchGameResponseSchema } from './game';
import { avatarResponseSchema, memberInfoResponseSchema } from './member';
import {
  RECORD_MAX_RANGE_DAYS,
  betRecordsRequestSchema,
  profitReportRequestSchema,
  recordDateValue,
  recordRangeDays,
  transactionRecordsRequestSchema,
} from './records';
import {
  captchaResponseSchema,
  loginFailureValueSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginSmsCodeRequestSchema,
  loginVerificationRequestSchema,
  normalizeCaptcha,
  smsCodeResponseSchema,
} from './session';
import {
  countryListResponseSchema,
  customerServiceLinkResponseSchema,
  featureNodeSchema,
  rsaPublicKeySchema,
  systemStatusResponseSchema,
} from './system';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PEM = '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----';

const status = {
  systemStatus: 0,
  whitelabel: [
    { modId: 'COMM3', enabled: true, children: [{ modId: 'FREEPLAY3', enabled: true, children: [] }] },
    { modId: 'MOBILENUMREG3', enabled: false },
  ],
  registerValidation: {
    username: { enabled: true, required: true, acceptedPattern: null, patternId: 1, minLength: 4, maxLength: 16 },
    payeeName: { enabled: true, required: false, acceptedPattern: '[A-Za-z ]+', patternId: 8, minLength: 2, maxLength: 40 },
  },
  resources: { appAndroid: { resourceType: 'APP', url: 'https://x/app.apk', qrCodeUrl: null, labelNameCn: '安卓' } },
  customerService: { url: 'https://chat.example' },
  analytics: { gtagId: 'G-TEST' },
  imageCDNs: ['https://img1.example'],
  launchGameCDNs: [],
  location: { ip: '203.0.113.5', country: 'JP' },
  maintenance: false,
  regionRestriction: false,
  rsaPublicKey: PEM,
};

describe('system status schema', () => {
  it('parses a full permission response and drives features and validation', () => {
    const parsed = systemStatusResponseSchema.parse(status);
    expect(isFeatureEnabled(parsed.whitelabel, 'FREEPLAY3')).toBe(true);
    expect(isFeatureEnabled(parsed.whitelabel, 'MOBILENUMREG3')).toBe(false);
    const username = parsed.registerValidation.username;
    expect(username).toBeDefined();
    if (username) expect(validateField('ab', username)?.range).toBe('4-16');
  });

  it('rejects a bad system status, pattern id or key', () => {
    expect(systemStatusResponseSchema.safeParse({ ...status, systemStatus: 3 }).success).toBe(false);
    expect(systemStatusResponseSchema.safeParse({
      ...status,
      registerValidation: { x: { enabled: true, required: true, patternId: 21, minLength: 0, maxLength: 0 } },
    }).success).toBe(false);
    expect(systemStatusResponseSchema.safeParse({ ...status, rsaPublicKey: 'not a key' }).success).toBe(false);
  });

  it('accepts an RSA public key as SPKI PEM or JWK string', () => {
    expect(rsaPublicKeySchema.safeParse(PEM).success).toBe(true);
    expect(rsaPublicKeySchema.safeParse(JSON.stringify({ kty: 'RSA', n: 'abc', e: 'AQAB' })).success).toBe(true);
    expect(rsaPublicKeySchema.safeParse(JSON.stringify({ kty: 'EC', x: 'a', y: 'b' })).success).toBe(false);
    expect(rsaPublicKeySchema.safeParse('{').success).toBe(false);
  });

  it('parses a deep recursive feature tree', () => {
    const deep = { modId: 'A', enabled: true, children: [{ modId: 'B', enabled: true, children: [{ modId: 'C', enabled: false }] }] };
    expect(featureNodeSchema.parse(deep)).toEqual(deep);
    expect(featureNodeSchema.safeParse({ modId: 'A', enabled: true, children: [{ modId: 'B' }] }).success).toBe(false);
  });

  it('parses countries and the customer-service link', () => {
    expect(countryListResponseSchema.parse([{ countryCode: 'JP', countryDialingCode: '81' }])).toHaveLength(1);
    const link = customerServiceLinkResponseSchema.parse({ version: { pathList: [{ type: 3, path: 'abc12345678' }] } });
    expect(link.version.pathList[0]?.type).toBe(3);
  });
});

describe('session schemas', () => {
  it('login request: username or sms, trimmed username', () => {
    const parsed = loginRequestSchema.parse({ username: '  user01 ', password: 'pw', type: 'username' });
    expect(parsed.username).toBe('user01');
    expect(loginRequestSchema.safeParse({ username: '   ', password: 'pw', type: 'username' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: 'u', password: 'pw', type: 'email' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: '0812345678', password: '123456', type: 'sms' }).success).toBe(true);
  });

  it('login response and failure value', () => {
    expect(loginResponseSchema.parse({ token: 't', firstTimeLogin: false, passwordExpired: true }).passwordExpired).toBe(true);
    expect(loginResponseSchema.safeParse({ token: '', firstTimeLogin: false, passwordExpired: false }).success).toBe(false);
    expect(loginFailureValueSchema.parse({ captcha: true, extra: 1 })).toEqual({ captcha: true, extra: 1 });
  });

  it('login verification: one of four methods with its fields', () => {
    expect(loginVerificationRequestSchema.safeParse({ verifyToken: 'v', method: 'ga', code: '123456' }).success).toBe(true);
    expect(loginVerificationRequestSchema.safeParse({ verifyToken: 'v', method: 'ga', code: '12345' }).success).toBe(false);
    expect(loginVerificationRequestSchema.safeParse({ verifyToken: 'v', method: 'sms', code: '1', phone: '0812345678' }).success).toBe(true);
    expect(loginVerificationRequestSchema.safeParse({ verifyToken: 'v', method: 'sms', code: '1' }).success).toBe(false);
    expect(loginVerificationRequestSchema.safeParse({ verifyToken: 'v', method: 'bankName', name: 'TARO' }).success).toBe(true);
    expect(loginVerificationRequestSchema.safeParse({ verifyToken: 'v', method: 'fax', code: '1' }).success).toBe(false);
  });

  it('SMS code request and answer', () => {
    expect(loginSmsCodeRequestSchema.safeParse({ mobileNum: '0812345678', countryDialingCode: '+81' }).success).toBe(true);
    expect(loginSmsCodeRequestSchema.safeParse({ mobileNum: '08-1234', countryDialingCode: '81' }).success).toBe(false);
    expect(smsCodeResponseSchema.parse({ expiredMinutes: 5 }).expiredMinutes).toBe(5);
  });

  it('captcha: base64 PNG or { image, captchaId }', () => {
    expect(normalizeCaptcha(captchaResponseSchema.parse(PNG))).toEqual({ image: PNG, captchaId: null });
    expect(normalizeCaptcha(captchaResponseSchema.parse({ image: PNG, captchaId: 'c1' }))).toEqual({ image: PNG, captchaId: 'c1' });
    expect(captchaResponseSchema.safeParse('R0lGODlhAQABAAAAACw=').success).toBe(false); // a GIF
  });
});

describe('account schemas', () => {
  const common = { password: 'abc123', login: true, registerUrl: 'https://site.example/register', registerMethod: 'WEB', agreement: true };

  it('register requires a username and registerMethod WEB', () => {
    expect(registerRequestSchema.safeParse({ ...common, username: 'user01', affiliateCode: 'AFF1' }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...common }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...common, username: 'user01', registerMethod: 'APP' }).success).toBe(false);
  });

  it('register by mobile requires a valid mobile number', () => {
    expect(registerByMobileRequestSchema.safeParse({ ...common, mobileNum: '0812345678', verificationCode: '1234' }).success).toBe(true);
    expect(registerByMobileRequestSchema.safeParse({ ...common, mobileNum: 'abc' }).success).toBe(false);
  });

  it('both registrations require the 18+ and terms agreement, and only true', () => {
    for (const [schema, fields] of [
      [registerRequestSchema, { username: 'user01' }],
      [registerByMobileRequestSchema, { mobileNum: '0812345678' }],
    ] as const) {
      const { agreement: _agreement, ...withoutAgreement } = { ...common, ...fields };
      expect(schema.safeParse({ ...common, ...fields }).success).toBe(true);
      for (const input of [withoutAgreement, { ...withoutAgreement, agreement: false }, { ...withoutAgreement, agreement: 'true' }]) {
        const result = schema.safeParse(input);
        expect(result.success).toBe(false);
        expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['agreement'], message: 'validation:agreeTo' })]);
      }
    }
    expect(registerRequestSchema.shape.agreement.description).toContain('18');
  });

  it('change password needs the confirmation to match', () => {
    expect(changePasswordRequestSchema.safeParse({ oldPassword: 'a', newPassword: 'b1b1b1', confirmNewPassword: 'b1b1b1' }).success).toBe(true);
    const bad = changePasswordRequestSchema.safeParse({ oldPassword: 'a', newPassword: 'b1b1b1', confirmNewPassword: 'b1b1b2' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('validation:inconsistentTwice');
  });

  it('forgot by e-mail needs a username and a valid e-mail', () => {
    expect(forgotPasswordByEmailRequestSchema.safeParse({ username: 'u', email: 'u@example.com' }).success).toBe(true);
    expect(forgotPasswordByEmailRequestSchema.safeParse({ username: 'u', email: 'nope' }).success).toBe(false);
  });
});

describe('member and game schemas', () => {
  it('member info with club label and labels', () => {
    const info = memberInfoResponseSchema.parse({
      account: 'user01', id: 7, nickname: null, type: 0, toUpline: false,
      clubLabel: { labelName: 'Gold', rankLevel: 3 }, memberLabel: ['vip'], sumBalance: 12.5,
    });
    expect(info.clubLabel?.rankLevel).toBe(3);
  });
  it('avatar type is CUSTOM or STATIC', () => {
    expect(avatarResponseSchema.safeParse({ avatar: 'a.png', avatarType: 'STATIC' }).success).toBe(true);
    expect(avatarResponseSchema.safeParse({ avatar: 'a.png', avatarType: 'OTHER' }).success).toBe(false);
  });
  it('launch answer needs game_url or game_url2', () => {
    expect(launchGameResponseSchema.safeParse({ game_url2: 'https://g' }).success).toBe(true);
    expect(launchGameResponseSchema.safeParse({}).success).toBe(false);
  });
  it('the system status schema converts to JSON Schema with the recursive tree', () => {
    const json = JSON.stringify(z.toJSONSchema(systemStatusResponseSchema, { io: 'input' }));
    expect(json).toContain('whitelabel');
    expect(json).toContain('children');
  });
});

describe('records schemas', () => {
  it('dates are real calendar dates of 2000-2099, periods inclusive', () => {
    expect(recordDateValue('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    for (const bad of ['2023-02-29', '2026-04-31', '2026-13-01', '2026-1-01', '1999-12-31', '2100-01-01', '', '2026-01-01T00:00'])
      expect(recordDateValue(bad), bad).toBeNaN();
    expect(recordRangeDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(recordRangeDays('2026-01-01', '2026-04-03')).toBe(RECORD_MAX_RANGE_DAYS);
    expect(recordRangeDays('2026-03-28', '2026-03-30')).toBe(3); // no daylight saving in date arithmetic
  });

  it('refuses a reversed or too long period on `to`, and bounds pages', () => {
    const issues = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(betRecordsRequestSchema.safeParse({ from: '2026-11-01', to: '2026-11-20', category: 'LIVE', pageSize: 100 }).success).toBe(true);
    expect(issues(profitReportRequestSchema.safeParse({ from: '2026-11-20', to: '2026-11-19' }))).toEqual([['to', 'validation:dateRangeOrder']]);
    expect(issues(profitReportRequestSchema.safeParse({ from: '2026-01-01', to: '2026-04-04' }))).toEqual([['to', 'validation:dateRangeTooLong']]);
    expect(issues(profitReportRequestSchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }))).toEqual([['from', 'validation:dateInvalid']]);
    expect(transactionRecordsRequestSchema.safeParse({ from: '2026-11-01', to: '2026-11-02', pageSize: 101 }).success).toBe(false);
    expect(transactionRecordsRequestSchema.safeParse({ from: '2026-11-01', to: '2026-11-02', type: 'gift' }).success).toBe(false);
    expect(betRecordsRequestSchema.safeParse({ from: '2026-11-01', to: '2026-11-02', status: 'open' }).success).toBe(false);
  });
});
