/**
 * Property-based tests: generated bad requests (unknown merchants, foreign and expired tokens, wrong types, huge
 * strings, garbage JSON, garbled seals, oversized bodies) at every implemented endpoint. Each must get a 4xx envelope
 * with a contract error code, never a 5xx, and must write nothing.
 */
import { endpoints, errorTable, type Endpoint, type EndpointKey } from '@croupier/contract';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { sessions } from './db/schema';
import { registeredKeys } from './http/route';
import { seal } from './sealing/sealForTests';
import { sha256 } from './services/secrets';
import { forEachEngine, type TestPlatform } from './test/harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const codes = new Set(Object.keys(errorTable));

interface RawRequest {
  key: EndpointKey;
  merchant?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Raw body text (sent as is). */
  body?: string;
  contentType?: string;
}

async function send(p: TestPlatform, request: RawRequest) {
  const endpoint = endpoints[request.key];
  const headers: Record<string, string> = { Merchant: request.merchant ?? 'CRP001', 'X-Gateway-Version': '3', ...request.headers };
  if (request.token !== undefined) headers.Authorization = request.token;
  if (request.body !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
  const res = await p.app.inject({ method: endpoint.method, url: endpoint.path, headers, ...(request.body !== undefined ? { payload: request.body } : {}), remoteAddress: '10.77.0.1' });
  return { status: res.statusCode, body: res.json() as { success: boolean; code: string; message: string } };
}

function expectRefused(res: { status: number; body: { success: boolean; code: string; message: string } }, what: string) {
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  expect(res.body.success, what).toBe(false);
  expect(codes.has(res.body.code), `${what}: ${res.body.code}`).toBe(true);
  expect(typeof res.body.message, what).toBe('string');
}

const hasBody = (key: EndpointKey) => endpoints[key].method === 'POST' || endpoints[key].method === 'PUT';

forEachEngine('bad input', (platform) => {
  const implemented = () => [...(registeredKeys.get(platform().app) ?? [])];
  let baseline: Record<string, number> = {};
  const expectNothingWritten = async () => expect(await platform().rowCounts()).toEqual(baseline);

  it('unknown merchants', async () => {
    const p = platform();
    baseline = await p.rowCounts();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...implemented()), fc.stringMatching(/^[A-Za-z0-9_.-]{0,80}$/), async (key, merchant) => {
        fc.pre(merchant !== 'CRP001' && merchant !== 'JADE01');
        const res = await send(p, { key, merchant, body: hasBody(key) ? '{}' : undefined });
        expectRefused(res, `${key} merchant=${merchant}`);
        expect(res.body.code).toBe('unknown_merchant');
      }),
      { numRuns: RUNS * 4 },
    );
    await expectNothingWritten();
  });

  it('foreign, random and expired tokens on token endpoints', async () => {
    const p = platform();
    const tokenKeys = implemented().filter((k) => endpoints[k].token);
    const jade = await p.call('login', { username: 'jade01', password: 'Jade1234', type: 'username' }, { merchant: 'JADE01' });
    const { token: expiring } = (await p.call('login', { username: 'agent01', password: 'Agent1234', type: 'username' })).body.value;
    await p.database.db.update(sessions).set({ expiresAt: new Date(p.now() - 1000) });
    baseline = await p.rowCounts();
    const tokens = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,300}$/), fc.constant(jade.body.value.token as string), fc.constant(expiring as string), fc.constant(sha256('x')));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...tokenKeys), tokens, async (key, token) => {
        const res = await send(p, { key, token, body: hasBody(key) ? '{}' : undefined });
        expectRefused(res, key);
        expect(res.status).toBe(401);
        expect(['user.or.token.invalid', 'login.not.session', 'CUSTOMER_NOT_LOGIN']).toContain(res.body.code);
      }),
      { numRuns: RUNS * 4 },
    );
    await expectNothingWritten();
  });

  it('payloads of the wrong shape and type, sealed or not', async () => {
    const p = platform();
    const { token } = (await p.call('login', { username: 'demo01', password: 'Demo1234', type: 'username' })).body.value;
    const bodyKeys = implemented().filter((k) => hasBody(k) && (endpoints[k] as Endpoint).request);
    const publicKey = await p.publicKey();
    baseline = await p.rowCounts();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyKeys), fc.jsonValue({ maxDepth: 3 }), async (key, value) => {
        const schema = (endpoints[key] as Endpoint).request;
        fc.pre(schema !== undefined && !schema.safeParse(value).success);
        const text = JSON.stringify(value);
        let request: RawRequest;
        if (endpoints[key].encrypt) {
          const sealed = seal(publicKey, text);
          request = { key, token, body: JSON.stringify(sealed.body), headers: { Encryption: sealed.header } };
        } else {
          request = { key, token, body: text };
        }
        const res = await send(p, request);
        expectRefused(res, `${key} ${text.slice(0, 80)}`);
      }),
      { numRuns: RUNS * 8 },
    );
    await expectNothingWritten();
  });

  it('huge strings in every field', async () => {
    const p = platform();
    const { token } = (await p.call('login', { username: 'demo01', password: 'Demo1234', type: 'username' })).body.value;
    const publicKey = await p.publicKey();
    baseline = await p.rowCounts();
    const bodyKeys = implemented().filter((k) => hasBody(k) && (endpoints[k] as Endpoint).request);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyKeys), fc.integer({ min: 2_100, max: 40_000 }), fc.constantFrom('x', '9', ' ', '漢'), async (key, size, ch) => {
        const shape = ((endpoints[key] as Endpoint).request as unknown as { shape?: Record<string, unknown> }).shape ?? { value: 1 };
        const value = Object.fromEntries(Object.keys(shape).map((name) => [name, ch.repeat(size)]));
        const text = JSON.stringify(value);
        const request: RawRequest = endpoints[key].encrypt
          ? (() => {
              const sealed = seal(publicKey, text);
              return { key, token, body: JSON.stringify(sealed.body), headers: { Encryption: sealed.header } };
            })()
          : { key, token, body: text };
        expectRefused(await send(p, request), `${key} x${size}`);
      }),
      { numRuns: RUNS * 2 },
    );
    await expectNothingWritten();
  });

  it('garbage JSON, wrong content types and oversized bodies', async () => {
    const p = platform();
    baseline = await p.rowCounts();
    const bodyKeys = implemented().filter(hasBody);
    const garbage = fc.string({ minLength: 1, maxLength: 200 }).filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyKeys), garbage, fc.constantFrom('application/json', 'text/plain', 'application/xml', 'application/octet-stream'), async (key, body, contentType) => {
        expectRefused(await send(p, { key, body, contentType }), `${key} ${contentType}`);
      }),
      { numRuns: RUNS * 4 },
    );
    for (const key of bodyKeys) {
      const res = await send(p, { key, body: JSON.stringify({ value: 'A'.repeat(70 * 1024) }) });
      expectRefused(res, key);
      expect(res.status, key).toBe(413);
      expect(res.body.code).toBe('payload_too_large');
    }
    await expectNothingWritten();
  });

  it('garbled seals: bad headers, bad values, tampered ciphertext, a key of another merchant', async () => {
    const p = platform();
    const sealedKeys = implemented().filter((k) => endpoints[k].encrypt);
    const publicKey = await p.publicKey();
    const jadeKey = await p.publicKey('JADE01');
    baseline = await p.rowCounts();
    const base64 = fc.uint8Array({ minLength: 0, maxLength: 400 }).map((b) => Buffer.from(b).toString('base64'));
    const mode = fc.constantFrom('randomHeader', 'randomValue', 'tamperValue', 'tamperHeader', 'otherMerchant', 'valueNotString', 'notBase64');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...sealedKeys), mode, base64, fc.nat(), async (key, how, noise, at) => {
        const good = seal(how === 'otherMerchant' ? jadeKey : publicKey, JSON.stringify({ username: 'demo01', password: 'Demo1234', type: 'username' }));
        let header = good.header;
        let value: unknown = good.body.value;
        const flip = (s: string) => {
          const i = at % s.length;
          return s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
        };
        if (how === 'randomHeader') header = noise || 'AAAA';
        if (how === 'randomValue') value = noise;
        if (how === 'tamperValue') value = flip(good.body.value);
        if (how === 'tamperHeader') header = flip(good.header);
        if (how === 'valueNotString') value = { nested: noise };
        if (how === 'notBase64') value = `%%${noise}`;
        const res = await send(p, { key, body: JSON.stringify({ value }), headers: { Encryption: header } });
        expectRefused(res, `${key} ${how}`);
        if (!endpoints[key].token) expect(['seal_invalid', 'payload_not_sealed'], `${key} ${how}`).toContain(res.body.code);
      }),
      { numRuns: RUNS * 6 },
    );
    await expectNothingWritten();
  });
});
