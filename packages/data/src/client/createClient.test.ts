import { REQUEST_TIMEOUT_MS, errorTable } from '@croupier/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, failure, ok, recordingSealer, type FakeHandler } from '../test/fakeFetch';
import { createHybridSealer } from '../sealing/hybridSealer';
import { bytesToBase64 } from '../sealing/bytes';
import { openSealed } from '../sealing/openSealed';
import { ApiError } from './ApiError';
import { createClient, type ClientOptions } from './createClient';
import { TIMEOUT_MESSAGE, type ClientBehaviour } from './errorPolicy';

const BASE = 'https://api.test';
const COMMON = { Accept: 'application/json', Merchant: 'm-001', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3' };

function setup(handler?: FakeHandler, overrides: Partial<ClientOptions> = {}) {
  const fetch = fakeFetch(handler);
  const errors: { behaviour: ClientBehaviour; error: ApiError }[] = [];
  let token: string | null = 'tok-123';
  const client = createClient({
    baseUrl: `${BASE}/`,
    merchantCode: 'm-001',
    getLanguage: () => 'EN',
    getToken: () => token,
    fetch,
    onError: (behaviour, error) => errors.push({ behaviour, error }),
    ...overrides,
  });
  return { client, fetch, errors, setToken: (t: string | null) => (token = t) };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const member = { account: 'alice', id: 7, type: 0, toUpline: false, memberLabel: ['vip'] };

afterEach(() => vi.useRealTimers());

describe('requests', () => {
  it('GET: query string, the conventions headers, no Authorization on a token-free call, no body', async () => {
    const { client, fetch } = setup(() => ok({ ip: '1.2.3.4', country: 'JP' }));
    await expect(client.call('location')).resolves.toEqual({ ip: '1.2.3.4', country: 'JP' });
    const request = fetch.only();
    expect(request.url).toBe(`${BASE}/wps/system/location`);
    expect(request.method).toBe('GET');
    expect(request.headers).toEqual(COMMON);
    expect(request.body).toBeUndefined();
  });

  it('GET input becomes the query string (undefined fields left out)', async () => {
    const { client, fetch } = setup(() => ok([]));
    await client.call('templates', { type: 'footer', language: undefined });
    expect(fetch.only().url).toBe(`${BASE}/wps/system/templates?type=footer`);
    await client.call('affiliateCheck', { code: ' AB 12&x ', domain: 'a.example' }).catch(() => undefined);
    // nonBlank() trims: the parsed request is what goes on the wire.
    expect(fetch.calls[1]!.url).toBe(`${BASE}/wps/agent/affiliate?code=AB+12%26x&domain=a.example`);
  });

  it('token calls send the raw token as Authorization (no Bearer), and none when there is no token', async () => {
    const { client, fetch, setToken } = setup(() => ok(member));
    await client.call('memberInfo');
    expect(fetch.calls[0]!.headers).toEqual({ ...COMMON, Authorization: 'tok-123' });
    setToken(null);
    await client.call('memberInfo');
    expect(fetch.calls[1]!.headers).toEqual(COMMON);
  });

  it('POST sends JSON', async () => {
    const { client, fetch } = setup(() => ok({ expiredMinutes: 5 }));
    await expect(client.call('loginSmsCode', { mobileNum: '0901234567', countryDialingCode: '81' })).resolves.toEqual({ expiredMinutes: 5 });
    const request = fetch.only();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BASE}/wps/verification/sms/noLogin`);
    expect(request.headers).toEqual({ ...COMMON, 'Content-Type': 'application/json' });
    expect(request.body).toBe('{"mobileNum":"0901234567","countryDialingCode":"81"}');
  });

  it('form: true sends application/x-www-form-urlencoded', async () => {
    const { client, fetch } = setup(() => ok(null));
    await client.call('forgotPasswordByEmail', { username: 'alice', email: 'a+b@example.com' });
    const request = fetch.only();
    expect(request.method).toBe('POST');
    expect(request.headers).toEqual({ ...COMMON, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
    expect(request.body).toBe('username=alice&email=a%2Bb%40example.com');
  });

  it('encrypt: true seals the JSON body: { value } plus the Encryption header', async () => {
    const sealer = recordingSealer();
    const { client, fetch } = setup(() => ok({ token: 't', firstTimeLogin: false, passwordExpired: false }), { sealer });
    await client.call('login', { username: ' alice ', password: 'pw', type: 'username' });
    expect(sealer.plaintexts).toEqual(['{"username":"alice","password":"pw","type":"username"}']);
    const request = fetch.only();
    expect(request.headers).toEqual({ ...COMMON, 'Content-Type': 'application/json', Encryption: 'wrapped-key-1' });
    expect(request.body).toBe('{"value":"sealed:1"}');
  });

  it('a sealer can be supplied lazily (the public key arrives with the status call)', async () => {
    const sealer = recordingSealer();
    let current: typeof sealer | null = null;
    const { client, fetch } = setup(() => ok(null), { sealer: () => current });
    const error = await rejection(client.call('changePassword', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }));
    expect(error).toMatchObject({ code: 'payload_not_sealed', kind: 'sealing', status: 0, endpoint: 'changePassword' });
    expect(fetch.calls).toHaveLength(0);
    current = sealer;
    await client.call('changePassword', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    expect(fetch.only().headers.Authorization).toBe('tok-123');
    expect(fetch.only().headers.Encryption).toBe('wrapped-key-1');
  });

  it('sealed with the real hybrid sealer, the platform opens exactly the request', async () => {
    const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
    const pem = `-----BEGIN PUBLIC KEY-----\n${bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)))}\n-----END PUBLIC KEY-----`;
    const { client, fetch } = setup(() => ok({ token: 't', firstTimeLogin: false, passwordExpired: false }), { sealer: createHybridSealer(pem) });
    await client.call('register', { username: 'bob', password: 'secret1', login: true, registerUrl: 'https://site.test', registerMethod: 'WEB', agreement: true });
    const request = fetch.only();
    expect(request.method).toBe('PUT');
    const body = JSON.parse(request.body!) as { value: string };
    expect(Object.keys(body)).toEqual(['value']);
    const opened = await openSealed(pair.privateKey, request.headers.Encryption!, body);
    expect(opened.payload).toEqual({ username: 'bob', password: 'secret1', login: true, registerUrl: 'https://site.test', registerMethod: 'WEB', agreement: true });
  });

  it('DELETE sends no body; extra headers cannot replace the conventions headers', async () => {
    const { client, fetch } = setup(() => ok(null));
    await client.call('logout', undefined, { headers: { Merchant: 'evil', merchant: 'evil', authorization: 'x', 'content-type': 'text/plain', os: 'web' } });
    const request = fetch.only();
    expect(request.method).toBe('DELETE');
    expect(request.body).toBeUndefined();
    expect(request.headers).toEqual({ ...COMMON, os: 'web', Authorization: 'tok-123' });
  });

  it('uses brand path overrides through resolvePath (invalid ones ignored) and appends an encoded path suffix', async () => {
    const { client, fetch } = setup(() => ok(null), { pathOverrides: { location: '/api/where', whitelabelMenu: 'no-slash' } });
    await client.call('location').catch(() => undefined);
    await client.call('whitelabelMenu').catch(() => undefined);
    await client.call('lotteryDrawByCode', {}, { pathSuffix: 'VN 1/2' }).catch(() => undefined);
    expect(fetch.calls.map((c) => c.url)).toEqual([`${BASE}/api/where`, `${BASE}/wps/system/whitelabel`, `${BASE}/lgw/draw/code/VN%201%2F2`]);
  });

  it('rejects input that fails the request schema without sending anything', async () => {
    const { client, fetch, errors } = setup();
    const error = await rejection(client.call('loginSmsCode', { mobileNum: '12', countryDialingCode: '81' }));
    expect(error).toMatchObject({ code: 'validation_failed', kind: 'invalidRequest', status: 0, endpoint: 'loginSmsCode' });
    expect(error.issues.map((i) => i.path)).toEqual([['mobileNum']]);
    expect(fetch.calls).toHaveLength(0);
    expect(errors).toHaveLength(1);
  });
});

describe('answers', () => {
  it('returns the response schema output', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUg==';
    const { client } = setup(() => ok(png));
    await expect(client.call('captcha')).resolves.toBe(png);
  });

  it('a value that does not match the response schema is a typed invalidResponse error, not a crash', async () => {
    const { client, errors } = setup(() => ok({ ip: 1 }));
    const error = await rejection(client.call('location'));
    expect(error).toMatchObject({ code: 'unknown_error', kind: 'invalidResponse', status: 200, endpoint: 'location', value: { ip: 1 } });
    expect(error.issues.map((i) => i.path)).toEqual([['ip'], ['country']]);
    expect(errors.map((e) => e.behaviour.kind)).toEqual(['alert']);
  });

  it('a 200 that is not an envelope is invalidResponse', async () => {
    const { client } = setup(() => ({ text: '<html>' }));
    expect(await rejection(client.call('location'))).toMatchObject({ code: 'unknown_error', kind: 'invalidResponse', status: 200 });
  });

  it('success: false throws ApiError { code, message, value, status, endpoint } (errorValue applied)', async () => {
    const sealer = recordingSealer();
    const { client, errors } = setup(() => failure('captcha_required', 'captcha please', { captcha: true }, 400), { sealer });
    const error = await rejection(client.call('login', { username: 'a', password: 'b', type: 'username' }));
    expect(error.name).toBe('ApiError');
    expect(error).toMatchObject({ code: 'captcha_required', message: 'captcha please', value: { captcha: true }, status: 400, endpoint: 'login', kind: 'server' });
    expect(error.info).toBe(errorTable.captcha_required);
    expect(errors).toEqual([{ behaviour: { kind: 'alert', code: 'captcha_required', messageKey: 'errors:captchaRequired' }, error }]);
  });

  it('an unknown server code keeps its code and message and alerts with the unknown_error message key', async () => {
    const { client, errors } = setup(() => failure('SOMETHING_NEW', 'new thing'));
    const error = await rejection(client.call('location'));
    expect(error).toMatchObject({ code: 'SOMETHING_NEW', message: 'new thing', status: 200 });
    expect(error.info.code).toBe('unknown_error');
    expect(errors[0]!.behaviour).toEqual({ kind: 'alert', code: 'SOMETHING_NEW', messageKey: 'errors:unknownError' });
  });

  it('HTTP 401 without an envelope forces a re-login', async () => {
    const { client, errors } = setup(() => ({ status: 401, text: 'Unauthorized' }));
    const error = await rejection(client.call('memberInfo'));
    expect(error).toMatchObject({ code: 'CUSTOMER_NOT_LOGIN', kind: 'http', status: 401 });
    expect(errors[0]!.behaviour).toEqual({ kind: 'forceRelogin', code: 'CUSTOMER_NOT_LOGIN', messageKey: 'errors:customerNotLogin' });
  });

  it('a force-re-login code forces a re-login even on a polling call', async () => {
    const { client, errors } = setup(() => failure('token_ip_different', 'ip changed', undefined, 401));
    await rejection(client.call('unreadMessageCount'));
    expect(errors[0]!.behaviour.kind).toBe('forceRelogin');
  });

  it('HTTP 504 is a time-out ("time-out, please retry") whatever the body', async () => {
    const { client, errors } = setup(() => ({ status: 504, json: { success: false, code: 'internal_error', message: 'x' } }));
    const error = await rejection(client.call('location'));
    expect(error).toMatchObject({ code: 'gateway_timeout', message: TIMEOUT_MESSAGE, kind: 'timeout', status: 504 });
    expect(TIMEOUT_MESSAGE).toBe('time-out, please retry');
    expect(errors[0]!.behaviour).toEqual({ kind: 'alert', code: 'gateway_timeout', messageKey: 'errors:gatewayTimeout' });
  });

  it('other HTTP errors without an envelope take the code of their status', async () => {
    const codes: string[] = [];
    for (const status of [500, 503, 404, 429, 400]) {
      const { client } = setup(() => ({ status, text: 'oops' }));
      const error = await rejection(client.call('location'));
      expect(error.kind).toBe('http');
      expect(error.status).toBe(status);
      codes.push(error.code);
    }
    expect(codes).toEqual(['internal_error', 'system_maintenance', 'not_found', 'too_frequent', 'bad_request']);
  });

  it('a network failure is network_error', async () => {
    const { client, errors } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(client.call('location'));
    expect(error).toMatchObject({ code: 'network_error', kind: 'network', status: 0 });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(errors[0]!.behaviour).toEqual({ kind: 'alert', code: 'network_error', messageKey: 'errors:networkError' });
  });
});

describe('time-out and abort', () => {
  const hang: FakeHandler = (request) =>
    new Promise((_, reject) => request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

  it('times out after 20 000 ms by default, not before', async () => {
    vi.useFakeTimers();
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    const { client, errors } = setup(hang);
    const promise = rejection(client.call('location'));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(errors).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const error = await promise;
    expect(error).toMatchObject({ code: 'gateway_timeout', message: TIMEOUT_MESSAGE, kind: 'timeout', status: 0 });
    expect(errors[0]!.behaviour.kind).toBe('alert');
  });

  it('honours timeoutMs from the client and from the call', async () => {
    vi.useFakeTimers();
    const { client } = setup(hang, { timeoutMs: 5000 });
    const byClient = rejection(client.call('location'));
    const byCall = rejection(client.call('location', undefined, { timeoutMs: 100 }));
    await vi.advanceTimersByTimeAsync(100);
    expect((await byCall).kind).toBe('timeout');
    await vi.advanceTimersByTimeAsync(4900);
    expect((await byClient).kind).toBe('timeout');
  });

  it('a caller abort is an aborted error, silent in the error table', async () => {
    const { client, errors } = setup(hang);
    const controller = new AbortController();
    const promise = rejection(client.call('location', undefined, { signal: controller.signal }));
    controller.abort();
    expect(await promise).toMatchObject({ kind: 'aborted', status: 0 });
    expect(errors[0]!.behaviour.kind).toBe('silent');
  });
});

describe('onError', () => {
  it('polling calls never reach onError as an alert, whatever the error', async () => {
    const answers: FakeHandler[] = [
      () => failure('wrong_credentials', 'x'),
      () => failure('vendor_under_maintenance', 'x', [{ vassalage: 'PG' }]),
      () => ({ status: 504, text: '' }),
      () => ({ status: 500, text: '' }),
      () => Promise.reject(new TypeError('offline')),
      () => ({ text: 'not json' }),
    ];
    for (const key of ['unreadMessageCount', 'avatar', 'jackpot', 'languageUpdate', 'affiliateCheck', 'merchantWallet', 'logout'] as const) {
      for (const answer of answers) {
        const { client, errors } = setup(answer);
        const input = key === 'languageUpdate' ? { language: 'EN' } : key === 'affiliateCheck' ? { code: 'X1' } : undefined;
        await (client.call as (k: string, i?: unknown) => Promise<unknown>)(key, input).catch(() => undefined);
        expect(errors.map((e) => `${key}:${e.behaviour.kind}`)).toEqual([`${key}:silent`]);
      }
    }
  });

  it('a throwing onError does not replace the call error', async () => {
    const reported: unknown[] = [];
    const { client } = setup(() => failure('wrong_credentials', 'no'), {
      onError: () => {
        throw new Error('dialog broke');
      },
    });
    const original = globalThis.queueMicrotask;
    globalThis.queueMicrotask = (cb) => {
      try {
        cb();
      } catch (e) {
        reported.push(e);
      }
    };
    try {
      expect((await rejection(client.call('location'))).code).toBe('wrong_credentials');
    } finally {
      globalThis.queueMicrotask = original;
    }
    expect(reported).toHaveLength(1);
  });
});
