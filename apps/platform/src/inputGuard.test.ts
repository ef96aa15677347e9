/**
 * The input guard and the schemas' bounds: each request below answered 500 before (a NUL byte or a number PostgreSQL
 * cannot hold reached SQL); now each is refused with `validation_failed` (422) naming the field and writes nothing. And a
 * 500 that does happen is logged as one JSON line with its request id, whether or not request logging is on.
 */
import { errorTable, INT4_MAX, MAX_PAGE_NO } from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { games, members, merchants } from './db/schema';
import { signLaunchToken } from './games/launchToken';
import { signBody } from './games/seamless';
import { findUnsafeInput, MAX_DEPTH, MAX_STRING_LENGTH } from './http/inputGuard';
import { registerOperatorRelay } from './operatorRelay';
import { forEachEngine, startPlatform, type CallResult, type TestPlatform } from './test/harness';

describe('findUnsafeInput', () => {
  it('finds NUL bytes, lone surrogates, non-finite numbers, __proto__ keys, long strings and deep nesting, with their path', () => {
    expect(findUnsafeInput({ a: 'ok', b: ['x', { c: 'y\u0000' }] })).toEqual({
      path: ['b', 1, 'c'],
      message: expect.stringContaining('NUL'),
    });
    expect(findUnsafeInput({ s: 'a\ud800' })?.path).toEqual(['s']);
    expect(findUnsafeInput({ s: '\udc00b' })?.path).toEqual(['s']);
    expect(findUnsafeInput({ s: 'pair \ud83c\udfb0 end' })).toBeNull();
    expect(findUnsafeInput({ n: Number.POSITIVE_INFINITY })?.path).toEqual(['n']);
    expect(findUnsafeInput({ n: Number.NaN })?.path).toEqual(['n']);
    expect(findUnsafeInput(JSON.parse('{"x":{"__proto__":{"polluted":true}}}'))?.path).toEqual(['x', '__proto__']);
    expect(findUnsafeInput({ ['k\u0000']: 1 })?.path).toEqual(['k\u0000']);
    expect(findUnsafeInput({ s: 'x'.repeat(MAX_STRING_LENGTH) })).toBeNull();
    expect(findUnsafeInput({ s: 'x'.repeat(MAX_STRING_LENGTH + 1) })?.path).toEqual(['s']);
    let deep: unknown = 1;
    for (let i = 0; i < MAX_DEPTH + 1; i++) deep = [deep];
    expect(findUnsafeInput(deep)).not.toBeNull();
    expect(findUnsafeInput({ ok: [1, 2.5, -3, true, null, 'text 漢字'] })).toBeNull();
  });
});

const GAME_SECRET = 'input-guard-secret';
const REFUSED = errorTable.validation_failed.status;

/**
 * The seamless wallet answers its vendors in their own shape: `400 { ok: false, error: 'invalid_request' }` (the
 * guard's checks run there after the signature is verified over the raw bytes).
 */
function expectVendorRefusal(res: { status: number; body: unknown }, what: string) {
  expect(res.status, what).toBe(400);
  expect(res.body, what).toMatchObject({ ok: false, error: 'invalid_request' });
}

function expectValidationFailure(
  res: CallResult | { status: number; body: CallResult['body'] },
  path: (string | number)[],
  what: string,
) {
  expect(res.status, what).toBe(REFUSED);
  expect(res.body.success, what).toBe(false);
  expect(res.body.code, what).toBe('validation_failed');
  const issues = (res.body.value as { issues: { path: (string | number)[] }[] }).issues;
  expect(
    issues.some((issue) => JSON.stringify(issue.path) === JSON.stringify(path)),
    `${what}: ${JSON.stringify(issues)}`,
  ).toBe(true);
}

forEachEngine(
  'input guard',
  (platform) => {
    let token: string;
    let before: Record<string, number>;
    beforeAll(async () => {
      token = (await platform().call('login', { username: 'demo01', password: 'Demo1234', type: 'username' })).body
        .value.token as string;
    });

    it('refuses NUL bytes in every string field that reached SQL (these answered 500)', async () => {
      const p = platform();
      before = await p.rowCounts();
      const nul = 'a\u0000b';
      const cases: [Parameters<TestPlatform['call']>[0], Record<string, unknown>, string, boolean][] = [
        ['templates', { type: nul }, 'type', false],
        ['notices', { types: 'B', platform: 'W', execution: 'B', group: nul }, 'group', false],
        ['helpCenter', { language: nul }, 'language', false],
        ['affiliateCheck', { code: nul }, 'code', false],
        ['popularGames', { vassalage: nul }, 'vassalage', false],
        ['popularGames', { gameType: nul }, 'gameType', false],
        ['vassGameType', { vassalage: nul }, 'vassalage', false],
        ['pvpRoomList', { vassalage: nul }, 'vassalage', false],
        ['hotGames', { merchantCode: 'CRP001', platform: 'W', language: 'EN', vassalage: nul }, 'vassalage', false],
        [
          'gameList',
          { clientType: 3, platform: 'W', merchant: 'CRP001', language: 'EN', pageNo: 1, pageSize: 10, gameName: nul },
          'gameName',
          false,
        ],
        [
          'gameList',
          { clientType: 3, platform: 'W', merchant: 'CRP001', language: 'EN', pageNo: 1, pageSize: 10, vassalage: nul },
          'vassalage',
          false,
        ],
        ['trialLaunch', { gameId: nul }, 'gameId', false],
        ['winnerBoard', { gameCategory: nul }, 'gameCategory', false],
        ['agentApplication', { channel: 'telegram', contact: nul }, 'contact', true],
        ['favouriteAdd', { gameId: nul }, 'gameId', true],
        [
          'launchGame',
          {
            gameId: nul,
            accountType: 1,
            confirmTrans: 0,
            vassalage: 'PP',
            launchMode: 'GLS',
            platform: 'W',
            clientType: 3,
            username: 'demo01',
            token: 'x',
            merchantCode: 'CRP001',
            language: 'EN',
          },
          'gameId',
          true,
        ],
        ['forgotPasswordByEmail', { username: nul, email: 'demo01@example.com' }, 'username', false],
        // Sealed calls: the NUL is inside the sealed payload, refused once it is opened.
        ['login', { username: nul, password: 'Demo1234', type: 'username' }, 'username', false],
        [
          'register',
          {
            username: 'fuzzer07',
            password: 'Fuzz1234',
            login: false,
            registerUrl: 'http://x/',
            registerMethod: 'WEB',
            agreement: true,
            affiliateCode: nul,
          },
          'affiliateCode',
          false,
        ],
      ];
      for (const [key, input, field, withToken] of cases) {
        expectValidationFailure(await p.call(key, input, withToken ? { token } : {}), [field], `${key}.${field}`);
      }
      expect(await p.rowCounts()).toEqual(before);
    });

    it('refuses lone surrogates and non-finite numbers in JSON bodies', async () => {
      const p = platform();
      before = await p.rowCounts();
      expectValidationFailure(
        await p.call('agentApplication', { channel: 'telegram', contact: 'broken \ud800 text' }, { token }),
        ['contact'],
        'agent application lone high surrogate',
      );
      expectValidationFailure(
        await p.call('favouriteAdd', { gameId: '\udc00' }, { token }),
        ['gameId'],
        'favourite lone low surrogate',
      );
      expectValidationFailure(
        await p.call('login', { username: 'demo01\udfff', password: 'Demo1234', type: 'username' }),
        ['username'],
        'sealed login surrogate',
      );
      const infinite = await p.app.inject({
        method: 'POST',
        url: '/wps/verification/slider/check',
        headers: { Merchant: 'CRP001', 'content-type': 'application/json' },
        payload: '{"challengeId":"x","x":1e999}',
      });
      expectValidationFailure({ status: infinite.statusCode, body: infinite.json() }, ['x'], 'slider x = 1e999');
      expect(await p.rowCounts()).toEqual(before);
    });

    it('bounds numbers the database cannot hold: int4 filters (minBet, minLineNum answered 500), ids, page numbers and sizes', async () => {
      const p = platform();
      before = await p.rowCounts();
      const list = { clientType: 3, platform: 'W', merchant: 'CRP001', language: 'EN', pageNo: 1, pageSize: 10 };
      expectValidationFailure(
        await p.call('gameList', { ...list, minBet: 2 ** 31 }),
        ['minBet'],
        'gameList minBet 2^31',
      );
      expectValidationFailure(
        await p.call('gameList', { ...list, minBet: 1e308 }),
        ['minBet'],
        'gameList minBet 1e308',
      );
      expectValidationFailure(
        await p.call('gameList', { ...list, minLineNum: 2 ** 31 }),
        ['minLineNum'],
        'gameList minLineNum 2^31',
      );
      expectValidationFailure(
        await p.call('gameList', { ...list, minLineNum: -1 }),
        ['minLineNum'],
        'gameList minLineNum -1',
      );
      expectValidationFailure(
        await p.call('gameList', { ...list, pageNo: 2 ** 53 }),
        ['pageNo'],
        'gameList pageNo 2^53',
      );
      expectValidationFailure(
        await p.call('gameList', { ...list, pageNo: MAX_PAGE_NO + 1 }),
        ['pageNo'],
        'gameList pageNo',
      );
      const notices = { types: 'B,PL', platform: 'W', execution: 'B' };
      expectValidationFailure(
        await p.call('notices', { ...notices, pageNo: 2 ** 53 - 1 }),
        ['pageNo'],
        'notices pageNo near 2^53',
      );
      expectValidationFailure(
        await p.call('notices', { ...notices, pageSize: 2 ** 31 }),
        ['pageSize'],
        'notices pageSize',
      );
      // In a query a game id is text too (digits the catalogue looks up), so the int4 bound is for JSON bodies.
      expectValidationFailure(
        await p.call('favouriteAdd', { gameId: INT4_MAX + 1 }, { token }),
        ['gameId'],
        'favourite gameId beyond int4',
      );
      expectValidationFailure(
        await p.call('favouriteAdd', { gameId: 2 ** 53 }, { token }),
        ['gameId'],
        'favourite gameId 2^53',
      );
      // The bounds leave every real value through.
      expect((await p.call('gameList', { ...list, minBet: 0.5, minLineNum: 20, pageNo: MAX_PAGE_NO })).status).toBe(
        200,
      );
      expect((await p.call('notices', { ...notices, pageNo: 3, pageSize: 200 })).status).toBe(200);
      expect(await p.rowCounts()).toEqual(before);
    });

    it('refuses objects smuggled through query strings, with __proto__ keys', async () => {
      const p = platform();
      before = await p.rowCounts();
      const res = await p.app.inject({
        method: 'GET',
        url: `/wps/relay/GCSGAME_gameList?clientType=3&platform=W&merchant=CRP001&language=EN&pageSize=10&pageNo=${encodeURIComponent('{"__proto__":{"polluted":1}}')}`,
        headers: { Merchant: 'CRP001' },
      });
      expectValidationFailure({ status: res.statusCode, body: res.json() }, ['pageNo', '__proto__'], 'query __proto__');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      const nulInQuery = await p.app.inject({
        method: 'GET',
        url: '/wps/system/templates?type=%00',
        headers: { Merchant: 'CRP001' },
      });
      expectValidationFailure({ status: nulInQuery.statusCode, body: nulInQuery.json() }, ['type'], 'query %00');
      expect(await p.rowCounts()).toEqual(before);
    });

    it('guards the routes outside the contract: seamless wallet, demo games, art', async () => {
      const p = platform();
      const [member] = await p.database.db
        .select({ id: members.id, merchantId: members.merchantId })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(and(eq(members.account, 'demo01'), eq(merchants.code, 'CRP001')));
      const [game] = await p.database.db
        .select({ id: games.id, vendor: games.vendor })
        .from(games)
        .where(eq(games.demo, 'slot'))
        .limit(1);
      const launch = signLaunchToken(GAME_SECRET, {
        mid: member!.id,
        mc: member!.merchantId,
        gid: game!.id,
        v: game!.vendor,
        d: 'slot',
        lang: 'EN',
        trial: false,
        exp: p.now() + 60_000,
        n: 'guard',
      });
      const seamless = async (op: string, body: Record<string, unknown>) => {
        const payload = JSON.stringify(body);
        const res = await p.app.inject({
          method: 'POST',
          url: `/seamless/v1/${op}`,
          headers: {
            'content-type': 'application/json',
            'x-timestamp': String(p.now()),
            'x-signature': signBody(GAME_SECRET, p.now(), payload),
          },
          payload,
        });
        return { status: res.statusCode, body: res.json() as CallResult['body'] };
      };
      before = await p.rowCounts();
      expectVendorRefusal(
        await seamless('bet', { token: launch, txId: 'G-\u0000', roundId: 'R-1', amount: 10 }),
        'seamless bet txId',
      );
      expectVendorRefusal(
        await seamless('bet', { token: launch, txId: 'G-1', roundId: 'R-\u0000', amount: 10 }),
        'seamless bet roundId',
      );
      expectVendorRefusal(
        await seamless('bet', {
          token: launch,
          txId: 'G-2',
          roundId: 'R-2',
          amount: 10,
          detail: { note: ['x\u0000'] },
        }),
        'seamless bet detail',
      );
      expectVendorRefusal(
        await seamless('rollback', { token: launch, txId: 'G-\u0000', betTxId: 'G-9' }),
        'seamless rollback txId',
      );
      expectVendorRefusal(
        await seamless('settle', { token: launch, txId: 'S-1', betTxId: 'G-\ud800', amount: 0 }),
        'seamless settle betTxId',
      );
      const play = await p.app.games.inject({
        method: 'POST',
        url: '/games/demo/api/slot/play',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ t: `${launch}\u0000`, bet: 100 }),
      });
      expectValidationFailure({ status: play.statusCode, body: play.json() }, ['t'], 'demo play t');
      // A query key given twice reached the demo page's handler as an array (500 on `.toUpperCase`). The games origin serves it.
      const twice = await p.app.games.inject({ method: 'GET', url: '/games/demo/slot?lang=JA&lang=EN' });
      expectValidationFailure({ status: twice.statusCode, body: twice.json() }, ['lang'], 'demo page lang twice');
      const art = await p.app.inject({ method: 'GET', url: '/art/game/%00.svg' });
      expect(art.statusCode).toBe(REFUSED);
      expect(await p.rowCounts()).toEqual(before);
      // The guard lets a real bet through.
      expect(
        (await seamless('bet', { token: launch, txId: 'G-ok', roundId: 'R-ok', amount: 10, detail: { kind: 'slot' } }))
          .body,
      ).toMatchObject({ ok: true });
    });
  },
  { gameSecret: GAME_SECRET },
);

describe('server errors', () => {
  let p: Awaited<ReturnType<typeof startPlatform>>;
  beforeAll(async () => {
    p = await startPlatform('pglite');
    p.app.get('/wps/test/boom', async () => {
      throw new TypeError('boom: a defect');
    });
    registerOperatorRelay(p.app, p.database.db, 'operator-secret', { jobs: p.app.jobs });
  }, 120_000);
  afterAll(async () => {
    await p?.stop();
  });

  it('logs a 500 as one JSON line with the request id, method, url and error, without LOG=1, and answers the envelope', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    let res;
    try {
      res = await p.app.inject({ method: 'GET', url: '/wps/test/boom?x=1' });
    } finally {
      spy.mockRestore();
    }
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'internal_error', message: 'system error' });
    const requestId = res.headers['x-request-id'];
    expect(typeof requestId).toBe('string');
    const logged = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.reqId === requestId);
    expect(logged).toMatchObject({
      level: 50,
      reqId: requestId,
      req: { method: 'GET', url: '/wps/test/boom?x=1' },
      err: { type: 'TypeError', message: 'boom: a defect' },
    });
    expect((logged?.err as { stack?: string }).stack).toContain('inputGuard.test.ts');
  });

  it('guards the operator relay too', async () => {
    const res = await p.app.inject({
      method: 'POST',
      url: '/_operator',
      headers: { 'x-operator-secret': 'operator-secret', 'content-type': 'application/json' },
      payload: JSON.stringify({ argv: ['member', 'demo\u000001'] }),
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(REFUSED);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });
});
