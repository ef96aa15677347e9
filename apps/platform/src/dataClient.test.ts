/**
 * The real data client (packages/data: createClient + the crypto-js hybrid sealer) against the platform in-process,
 * with `fetch` served by `app.inject`. The platform may not import @croupier/data (lint boundary, and it is no
 * dependency), so the client is loaded by path at run time; the test is skipped when the files are absent.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { forEachEngine, lastMessage, type TestPlatform } from './test/harness';

const dataSrc = resolve(import.meta.dirname, '../../../packages/data/src');
const clientPath = `${dataSrc}/client/createClient.ts`;
const sealerPath = `${dataSrc}/sealing/hybridSealer.ts`;
const available = existsSync(clientPath) && existsSync(sealerPath);

interface Client {
  call(key: string, input?: unknown, options?: unknown): Promise<any>;
}

async function makeClient(p: TestPlatform, state: { token: string | null; ip: string }): Promise<Client> {
  const { createClient } = (await import(/* @vite-ignore */ clientPath)) as { createClient(options: unknown): Client };
  const { createHybridSealer } = (await import(/* @vite-ignore */ sealerPath)) as { createHybridSealer(key: string, options?: { now?: () => number }): unknown };
  const publicKey = await p.publicKey();
  return createClient({
    baseUrl: 'http://platform.test',
    merchantCode: 'CRP001',
    getLanguage: () => 'EN',
    getToken: () => state.token,
    sealer: createHybridSealer(publicKey, { now: p.now }),
    fetch: async (input: string, init: RequestInit) => {
      const url = new URL(input);
      const res = await p.app.inject({
        method: init.method as 'GET',
        url: url.pathname + url.search,
        headers: init.headers as Record<string, string>,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        remoteAddress: state.ip,
      });
      return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
    },
  });
}

forEachEngine('data client against the platform', (platform) => {
  it.skipIf(!available)('status, sealed login, member info, logout', async () => {
    const state = { token: null as string | null, ip: '127.0.0.1' };
    const client = await makeClient(platform(), state);
    const status = await client.call('systemStatus', { url: 'localhost' });
    expect(status.systemStatus).toBe(0);
    const login = await client.call('login', { username: ' demo01 ', password: 'Demo1234', type: 'username' });
    state.token = login.token;
    expect((await client.call('memberInfo')).account).toBe('demo01');
    await client.call('logout');
    await expect(client.call('memberInfo')).rejects.toMatchObject({ code: 'user.or.token.invalid' });
  });

  it.skipIf(!available)('captcha flag, two-factor by SMS and forgot by e-mail (form) through the client', async () => {
    const p = platform();
    const state = { token: null as string | null, ip: '203.0.113.77' };
    const client = await makeClient(p, state);
    await expect(client.call('login', { username: 'nobody1', password: 'x', type: 'username' })).rejects.toMatchObject({ code: 'wrong_credentials', value: { captcha: false } });
    const pending = await client.call('login', { username: 'sms01', password: 'Sms12345', type: 'username' }).catch((e: unknown) => e);
    expect(pending).toMatchObject({ code: 'login_verify_required' });
    const { verifyToken } = (pending as { value: { verifyToken: string } }).value;
    expect(await client.call('loginSmsCode', { mobileNum: '0812345671', countryDialingCode: '81' })).toEqual({ expiredMinutes: 5 });
    const { code } = await lastMessage(p, '0812345671');
    const verified = await client.call('loginVerification', { verifyToken, method: 'sms', phone: '0812345671', code });
    expect(verified.token).toBeTruthy();
    expect(await client.call('forgotPasswordByEmail', { username: 'mail01', email: 'mail01@example.com' })).toBeNull();
  });
});
