import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useAffiliateCheck } from './useAffiliateCheck';
import { useRegister } from './useRegister';
import { useRegisterByMobile } from './useRegisterByMobile';
import { useRegisterSmsCode } from './useRegisterSmsCode';

const loginValue = { token: 'reg-token', firstTimeLogin: true, passwordExpired: false };
const common = { login: true, registerUrl: 'https://site.test/register', registerMethod: 'WEB' as const, agreement: true as const };

describe('useRegister / useRegisterByMobile', () => {
  it('PUTs sealed to /wps/member/register and logs in when login is true', async () => {
    const { render, fetch, sealer, session } = setupData(() => ok(loginValue));
    const { result } = render(() => useRegister());
    await act(async () => {
      await result.current.trigger({ ...common, username: 'bob', password: 'secret1', confirmPassword: 'secret1' });
    });
    const request = fetch.only();
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(`${BASE_URL}/wps/member/register`);
    expectHeaders(request, { contentType: 'json', encryption: 'wrapped-key-1' });
    expect(request.body).toBe('{"value":"sealed:1"}');
    expect(JSON.parse(sealer.plaintexts[0]!)).toEqual({ ...common, username: 'bob', password: 'secret1', confirmPassword: 'secret1' });
    expect(session.getToken()).toBe('reg-token');
  });

  it('does not log in when login is false', async () => {
    const { render, session } = setupData(() => ok(loginValue));
    const { result } = render(() => useRegister());
    await act(async () => {
      await result.current.trigger({ ...common, login: false, username: 'bob', password: 'secret1' });
    });
    expect(session.getToken()).toBeNull();
  });

  it('refuses a registration without the 18+ and terms agreement before anything is sent', async () => {
    const { render, fetch, session } = setupData(() => ok(loginValue));
    const { result } = render(() => useRegister());
    const { agreement: _agreement, ...withoutAgreement } = common;
    let caught: unknown;
    await act(async () => {
      // A caller that bypasses the types (the form sends `agreement: true` only when the box is ticked).
      await result.current.trigger({ ...withoutAgreement, username: 'bob', password: 'secret1' } as unknown as Parameters<typeof result.current.trigger>[0]).catch((e: unknown) => (caught = e));
    });
    expect(caught).toMatchObject({ code: 'validation_failed', kind: 'invalidRequest', issues: [{ path: ['agreement'], message: 'validation:agreeTo' }] });
    expect(fetch.calls).toHaveLength(0);
    expect(session.getToken()).toBeNull();
  });

  it('PUTs sealed to /wps/member/register/mobile', async () => {
    const { render, fetch, sealer, session } = setupData(() => ok(loginValue));
    const { result } = render(() => useRegisterByMobile());
    await act(async () => {
      await result.current.trigger({ ...common, mobileNum: '0901234567', password: 'secret1', verificationCode: '1234', countryDialingCode: '81' });
    });
    expect(fetch.only().method).toBe('PUT');
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/member/register/mobile`);
    expectHeaders(fetch.only(), { contentType: 'json', encryption: 'wrapped-key-1' });
    expect(JSON.parse(sealer.plaintexts[0]!)).toMatchObject({ mobileNum: '0901234567', verificationCode: '1234' });
    expect(session.getToken()).toBe('reg-token');
  });
});

describe('useRegisterSmsCode', () => {
  it('mobile variant and username variant', async () => {
    const { render, fetch } = setupData(() => ok({}));
    const { result } = render(() => useRegisterSmsCode());
    let value: unknown;
    await act(async () => {
      value = await result.current.trigger({ countryDialingCode: '84', mobileNo: '0912345678' });
      await result.current.trigger({ countryDialingCode: '84', mobileNo: '0912345678', username: 'bob' });
    });
    expect(value).toEqual({});
    expect(fetch.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', `${BASE_URL}/wps/verification/sms/register`, '{"countryDialingCode":"84","mobileNo":"0912345678"}'],
      ['POST', `${BASE_URL}/wps/verification/sms/register/username`, '{"countryDialingCode":"84","mobileNo":"0912345678","username":"bob"}'],
    ]);
    expectHeaders(fetch.calls[0]!, { contentType: 'json' });
  });
});

describe('useAffiliateCheck', () => {
  it('GETs the code as a query and returns { valid }', async () => {
    const { render, fetch } = setupData(() => ok({ valid: false }));
    const { result } = render(() => useAffiliateCheck());
    let value: unknown;
    await act(async () => {
      value = await result.current.trigger({ code: 'AFF01', domain: 'site.test' });
    });
    expect(value).toEqual({ valid: false });
    expect(fetch.only().method).toBe('GET');
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/agent/affiliate?code=AFF01&domain=site.test`);
    expectHeaders(fetch.only());
  });

  it('is a polling call: a failure never reaches onError as an alert', async () => {
    const { render, errors } = setupData(() => failure('invitation_code_invalid', 'bad code', undefined, 400));
    const { result } = render(() => useAffiliateCheck());
    await act(async () => {
      await result.current.trigger({ code: 'AFF01' }).catch(() => undefined);
    });
    expect(errors.map((e) => e.behaviour.kind)).toEqual(['silent']);
  });
});
