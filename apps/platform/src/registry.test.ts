/** Every route the platform serves is in the contract, with its method, path, token and sealing flags. */
import { endpoints, isEndpointKey } from '@croupier/contract';
import { expect, it } from 'vitest';
import { registeredKeys } from './http/route';
import { forEachEngine } from './test/harness';

/**
 * Routes outside the contract: health, the API reference, generated avatars and game art, the demo games, the vendors'
 * seamless wallet, the payment providers' callbacks and the sandbox gateway's pay page with its font files, the site.
 */
const NON_CONTRACT = [
  /^\/healthz$/, /^\/docs(\/|$)/, /^\/avatars\//, /^\/art\//, /^\/games\/demo\//, /^\/seamless\/v1\//, /^\/wps\/payment\/callback\//, /^\/sandbox\/(pay|fonts)\//,
  /^\/\*$/, /^\/$/,
];

forEachEngine('contract registry', (platform) => {
  it('serves only contract endpoints, each at the registry method and path', () => {
    const p = platform();
    const api = p.app.servedRoutes.filter((r) => r.method !== 'HEAD' && !NON_CONTRACT.some((re) => re.test(r.url)));
    expect(api.length).toBeGreaterThan(30);
    for (const route of api) {
      expect(isEndpointKey(route.endpointKey), `${route.method} ${route.url} is not a contract endpoint`).toBe(true);
      const endpoint = endpoints[route.endpointKey as keyof typeof endpoints];
      // A call that takes a path suffix (`/lgw/draw/code/<gameCode>`) is served with a named parameter after the path.
      expect(`${route.method} ${route.url.replace(/(?<=\/):[A-Za-z]+$/, '')}`).toBe(`${endpoint.method} ${endpoint.path}`);
    }
    expect(new Set(api.map((r) => r.endpointKey)).size).toBe(api.length);
    expect([...(registeredKeys.get(p.app) ?? [])].sort()).toEqual(api.map((r) => r.endpointKey).sort());
  });

  it('token endpoints refuse a call without a token; others do not ask for one', async () => {
    const p = platform();
    for (const key of registeredKeys.get(p.app) ?? []) {
      const res = await p.call(key, undefined, { ip: '10.9.9.9' });
      if (endpoints[key].token) {
        expect(res.status, key).toBe(401);
        expect(res.body.code, key).toBe('CUSTOMER_NOT_LOGIN');
      } else {
        expect(res.body.code, key).not.toBe('CUSTOMER_NOT_LOGIN');
      }
      p.advance(1001);
    }
  });

  it('every sealed endpoint rejects an unsealed body, and every other one takes plain JSON', async () => {
    const p = platform();
    const { token } = (await p.call('login', { username: 'demo01', password: 'Demo1234', type: 'username' })).body.value;
    const sealed = [...(registeredKeys.get(p.app) ?? [])].filter((key) => endpoints[key].encrypt);
    expect(sealed.sort()).toEqual([
      'changePassword', 'convertPoints', 'login', 'loginV2', 'loginVerification', 'paymentPasswordChange', 'paymentPasswordSet',
      'redeemPointReward', 'register', 'registerByMobile', 'setPasswordByPhone', 'transferToDownline', 'transferToUpline', 'withdrawalCreate',
    ]);
    for (const key of sealed) {
      const res = await p.call(key, { username: 'demo01', password: 'Demo1234', type: 'username' }, { unsealed: true, token });
      expect(res.status, key).toBe(400);
      expect(res.body.code, key).toBe('payload_not_sealed');
      // A { value } body without the Encryption header is no better.
      const bare = await p.call(key, { value: 'abc' }, { unsealed: true, token });
      expect(bare.body.code, key).toBe('payload_not_sealed');
    }
  });

  it('publishes an OpenAPI document generated from the registry, and the reference page', async () => {
    const p = platform();
    const doc = (await p.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/wps/session/login'].post['x-encrypt']).toBe(true);
    expect(doc.paths['/wps/session/login'].post['x-sealed-plaintext'].properties.username).toBeDefined();
    expect(doc.paths['/wps/system/status'].get.parameters.some((x: { name: string }) => x.name === 'url')).toBe(true);
    expect(doc.paths['/wps/member/info'].get['x-implemented']).toBe(true);
    expect(doc.paths['/lgw/orders'].post['x-implemented']).toBe(true);
    expect(doc.paths['/wps/relay/MCSFE_processRealTimeSalaryContract'].post['x-implemented']).toBe(true);
    // What the platform does not serve yet (issue 18 wants none): each needs a response shape in the contract first.
    const notServed = Object.values(doc.paths as Record<string, Record<string, { operationId: string; 'x-implemented': boolean }>>)
      .flatMap((item) => Object.values(item))
      .filter((operation) => !operation['x-implemented'])
      .map((operation) => operation.operationId)
      .sort();
    // Every operation of the contract is served (issue 18).
    expect(notServed).toEqual([]);
    expect(doc.paths['/wps/agent/affiliate/info'].get['x-implemented']).toBe(true);
    expect(doc.paths['/wps/relay/GCSGAME_getGameAnnouncements'].get['x-implemented']).toBe(true);
    expect(doc.paths['/wps/relay/CBS_launchChat'].post['x-implemented']).toBe(true);
    expect(JSON.stringify(doc)).not.toContain('#/$defs/');
    // The token is a security scheme (not a header parameter); each operation says whether it needs it.
    expect(doc.components.securitySchemes.sessionToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    expect(doc.paths['/wps/member/info'].get.security).toEqual([{ sessionToken: [] }]);
    expect(doc.paths['/wps/system/status'].get.security).toEqual([]);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    // A path suffix is a named path parameter, not a trailing slash.
    expect(doc.paths['/lgw/draw/code/']).toBeUndefined();
    expect(doc.paths['/lgw/draw/code/{gameCode}'].get.parameters).toContainEqual(expect.objectContaining({ name: 'gameCode', in: 'path', required: true }));
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { operationId: string; responses: Record<string, unknown>; parameters: { name: string }[] }>>)) {
      for (const operation of Object.values(item)) {
        expect(operation.operationId, path).toBeTruthy();
        expect(Object.keys(operation.responses).sort(), path).toEqual(['200', '4XX', '5XX']);
        expect(operation.parameters.some((x) => x.name === 'Authorization'), path).toBe(false);
      }
    }
    const page = await p.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    const initializer = await p.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const p = platform();
    const res = await p.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
