import { act, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useSession } from '../../session/useSession';
import { useMemberInfo } from '../memberInfo/useMemberInfo';
import { useFreePlayLogin } from './useFreePlayLogin';
import { useLogin } from './useLogin';
import { useLoginSmsCode } from './useLoginSmsCode';
import { useLoginVerification } from './useLoginVerification';
import { useLogout } from './useLogout';

const loginValue = { token: 'new-token', firstTimeLogin: false, passwordExpired: true };
const member = { account: 'alice', id: 1, type: 0, toUpline: false, memberLabel: [] };

afterEach(() => vi.restoreAllMocks());

describe('useLogin', () => {
  it('POSTs the sealed JSON body with the Encryption header and stores the token', async () => {
    const { render, fetch, sealer, session } = setupData(() => ok(loginValue));
    const { result } = render(() => ({ login: useLogin(), session: useSession() }));
    let value: unknown;
    await act(async () => {
      value = await result.current.login.trigger({ username: ' alice ', password: 'pw', captcha: '1234', type: 'username' });
    });
    expect(value).toEqual(loginValue);
    const request = fetch.only();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BASE_URL}/wps/session/login`);
    expectHeaders(request, { contentType: 'json', encryption: 'wrapped-key-1' });
    expect(request.body).toBe('{"value":"sealed:1"}');
    expect(sealer.plaintexts).toEqual(['{"username":"alice","password":"pw","captcha":"1234","type":"username"}']);
    expect(session.getToken()).toBe('new-token');
    expect(result.current.session.isLoggedIn).toBe(true);
    expect(result.current.login.data).toEqual(loginValue);
  });

  it('a failure rejects with the ApiError (captcha flag in value), alerts once, stores nothing', async () => {
    const { render, session, errors } = setupData(() => failure('captcha_required', 'captcha', { captcha: true }, 400));
    const { result } = render(() => useLogin());
    let caught: unknown;
    await act(async () => {
      await result.current.trigger({ username: 'a', password: 'b', type: 'username' }).catch((e: unknown) => (caught = e));
    });
    expect(caught).toMatchObject({ name: 'ApiError', code: 'captcha_required', value: { captcha: true }, status: 400, endpoint: 'login' });
    await waitFor(() => expect(result.current.error).toBe(caught));
    expect(session.getToken()).toBeNull();
    expect(errors.map((e) => e.behaviour.kind)).toEqual(['alert']);
  });

  it('login_verify_required reaches onError as twoFactorRequired with the ticket', async () => {
    const ticket = { verifyToken: 'vt', methods: ['email'] };
    const { render, errors } = setupData(() => failure('login_verify_required', 'verify', ticket, 403));
    const { result } = render(() => useLogin());
    await act(async () => {
      await result.current.trigger({ username: 'a', password: 'b', type: 'username' }).catch(() => undefined);
    });
    expect(errors.map((e) => e.behaviour)).toEqual([{ kind: 'twoFactorRequired', code: 'login_verify_required', messageKey: 'errors:loginVerifyRequired', ticket }]);
  });
});

describe('useLoginVerification', () => {
  it('POSTs sealed to /wps/session/login/verification and stores the token', async () => {
    const { render, fetch, sealer, session } = setupData(() => ok(loginValue));
    const { result } = render(() => useLoginVerification());
    await act(async () => {
      await result.current.trigger({ verifyToken: 'vt', method: 'ga', code: '123456' });
    });
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/session/login/verification`);
    expectHeaders(fetch.only(), { contentType: 'json', encryption: 'wrapped-key-1' });
    expect(JSON.parse(sealer.plaintexts[0]!)).toEqual({ verifyToken: 'vt', method: 'ga', code: '123456' });
    expect(session.getToken()).toBe('new-token');
  });
});

describe('useLogout', () => {
  it('DELETEs with the token, clears the session but the merchant, and drops member data', async () => {
    const { render, fetch, sessionStorage } = setupData((request) => (request.method === 'DELETE' ? ok(null) : ok(member)), {
      session: { token: 'tok', isAgent: '1', merchant: 'M', merchantCode: 'm-001', account: 'alice' },
    });
    const { result } = render(() => ({ logout: useLogout(), info: useMemberInfo(), session: useSession(), cache: useSWRConfig().cache }));
    await waitFor(() => expect(result.current.info.data).toEqual(member));
    let confirmed: boolean | undefined;
    await act(async () => {
      confirmed = await result.current.logout.trigger();
    });
    expect(confirmed).toBe(true);
    const request = fetch.calls[1]!;
    expect(request.method).toBe('DELETE');
    expect(request.url).toBe(`${BASE_URL}/wps/session/logout`);
    expect(request.body).toBeUndefined();
    expectHeaders(request, { token: 'tok' });
    expect(result.current.session).toMatchObject({ isLoggedIn: false, merchant: 'M', merchantCode: 'm-001', account: null, isAgent: null });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(result.current.info.data).toBeUndefined();
    expect([...(result.current.cache as Map<string, { data?: unknown }>).values()].some((entry) => entry?.data === member)).toBe(false);
  });

  it('clears the session even when the call fails, silently', async () => {
    const { render, session, errors } = setupData(() => ({ status: 500, text: 'down' }), { session: { token: 'tok', merchant: 'M' } });
    const { result } = render(() => useLogout());
    let confirmed: boolean | undefined;
    await act(async () => {
      confirmed = await result.current.trigger();
    });
    expect(confirmed).toBe(false);
    expect(session.getToken()).toBeNull();
    expect(session.get('merchant')).toBe('M');
    expect(errors.map((e) => e.behaviour.kind)).toEqual(['silent']);
  });
});

describe('useFreePlayLogin', () => {
  it('POSTs a fresh random string with os and platform W headers; stores token, account and isAgent 4', async () => {
    const { render, fetch, session } = setupData(() => ok({ token: 'trial-token', account: 'guest01' }));
    const { result } = render(() => ({ freePlay: useFreePlayLogin(), session: useSession() }));
    await act(async () => {
      await result.current.freePlay.trigger();
    });
    await act(async () => {
      await result.current.freePlay.trigger({ os: 'android' });
    });
    const [first, second] = fetch.calls;
    expect(first!.method).toBe('POST');
    expect(first!.url).toBe(`${BASE_URL}/wps/session/login/freeplay`);
    expectHeaders(first!, { contentType: 'json', extra: { os: 'web', platform: 'W' } });
    expectHeaders(second!, { contentType: 'json', extra: { os: 'android', platform: 'W' } });
    const a = JSON.parse(first!.body!) as { randomStr: string };
    const b = JSON.parse(second!.body!) as { randomStr: string };
    expect(a.randomStr).toMatch(/^[0-9a-f]{32}$/);
    expect(b.randomStr).not.toBe(a.randomStr);
    expect(session.getSnapshot()).toMatchObject({ token: 'trial-token', account: 'guest01', isAgent: 4, isTrial: true, isLoggedIn: true });
    expect(result.current.session.isTrial).toBe(true);
  });
});

describe('useLoginSmsCode', () => {
  it('POSTs JSON and sends at most once per 1000 ms', async () => {
    const { render, fetch } = setupData(() => ok({ expiredMinutes: 5 }));
    const now = vi.spyOn(Date, 'now').mockReturnValue(50_000);
    const { result } = render(() => useLoginSmsCode());
    const input = { mobileNum: '0901234567', countryDialingCode: '+81' };
    const answers: unknown[] = [];
    await act(async () => {
      answers.push(await result.current.trigger(input), await result.current.trigger(input));
    });
    expect(answers).toEqual([{ expiredMinutes: 5 }, null]);
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]!.url).toBe(`${BASE_URL}/wps/verification/sms/noLogin`);
    expectHeaders(fetch.calls[0]!, { contentType: 'json' });
    expect(fetch.calls[0]!.body).toBe('{"mobileNum":"0901234567","countryDialingCode":"+81"}');
    now.mockReturnValue(50_999);
    await act(async () => {
      answers.push(await result.current.trigger(input));
    });
    now.mockReturnValue(51_000);
    await act(async () => {
      answers.push(await result.current.trigger(input));
    });
    expect(answers.slice(2)).toEqual([null, { expiredMinutes: 5 }]);
    expect(fetch.calls).toHaveLength(2);
  });

  it('a failed send reaches onError as the contract dialog', async () => {
    const { render, errors } = setupData(() => failure('sms_send_failed', 'gateway refused', undefined, 502));
    const { result } = render(() => useLoginSmsCode());
    await act(async () => {
      await result.current.trigger({ mobileNum: '0901234567', countryDialingCode: '81' }).catch(() => undefined);
    });
    expect(errors.map((e) => [e.behaviour.kind, e.error.message])).toEqual([['dialog', 'gateway refused']]);
  });
});
