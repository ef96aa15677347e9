/**
 * Property-based tests: generated bad requests (unknown merchants, foreign and expired tokens, wrong types, huge
 * strings, garbage JSON, garbled seals, oversized bodies) at every implemented endpoint. Each must get a 4xx envelope
 * with a contract error code, never a 5xx, and must write nothing. The last property covers every route the app
 * serves (contract calls, seamless wallet, demo games, art, avatars, docs): NUL bytes, lone surrogates, huge and
 * non-finite numbers, huge strings and wrong types in each field its schema names and in unknown ones, with and
 * without a valid token and merchant.
 *
 * Runs are seeded (FUZZ_SEED, printed) so a failure reproduces; FUZZ_RUNS scales them.
 */
import { endpoints, errorTable, type Endpoint, type EndpointKey } from '@croupier/contract';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { allTables, games, members, merchants, sessions } from './db/schema';
import { signLaunchToken } from './games/launchToken';
import { signBody } from './games/seamless';
import { registeredKeys } from './http/route';
import { seal } from './sealing/sealForTests';
import { sha256 } from './services/secrets';
import { forEachEngine, type TestPlatform } from './test/harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
console.info(`[fuzz] seed ${SEED} (FUZZ_SEED=${SEED} reproduces), FUZZ_RUNS=${RUNS}`);
/** fast-check parameters of every property: the seed, and the failing case printed in full. */
const seeded = { seed: SEED, verbose: 1 } as const;
const GAME_SECRET = 'fuzz-game-secret';
/** Generated runs per served route of the last property (about 70 routes), besides one pinned case per field. */
const PER_ROUTE_RUNS = Math.max(2, Math.round(RUNS / 3));
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

// ---- every served route ---------------------------------------------------------------------------------------------

interface Served {
  method: string;
  url: string;
  endpointKey: string | undefined;
  origin?: 'games';
}

/** What the app serves, but the HEAD twins of GET routes (same handler). */
const servedRoutes = (p: TestPlatform): Served[] =>
  p.app.servedRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');

/** A valid request of every contract call with a request schema (checked against the schema by the test). */
const validExamples: Record<string, Record<string, unknown>> = {
  lotteryLobby: { kind: 'fast' },
  openedNumero: { kind: 'vn' },
  popularLotteryNumbers: { count: 20, prizeMode: 'Lott', device: 'web', language: 'EN' },
  lotteryDraw: { gameCode: 'ELOTT_0001' },
  lotteryDrawByCode: { pageNo: 1, pageSize: 10 },
  nearNumeros: { gameCode: 'ELOTT_0001' },
  vnOpenedNumeros: { region: 'north', date: '2026-11-19' },
  lotteryBet: { requestId: 'fuzz-lottery-0001', gameCode: 'ELOTT_0001', periodNo: '20261120-0541', playType: 'ELOTT_DS', selections: ['B'], unitStake: 1, multiplier: 1 },
  lotteryOrders: { gameCode: 'ELOTT_0001', status: 'won', pageNo: 1, pageSize: 10 },
  systemStatus: { url: 'localhost:8080' },
  templates: { type: 'terms', language: 'EN' },
  helpCenter: { language: 'EN' },
  languageUpdate: { language: 'EN' },
  feedback: { type: 'bug', content: 'the lobby is slow today' },
  affiliateCheck: { code: 'AFF001', domain: 'localhost' },
  sliderCheck: {
    challengeId: 'no-such-challenge',
    x: 120,
    track: [
      [0, 0, 0],
      [120, 2, 800],
    ],
  },
  login: { username: 'demo01', password: 'Demo1234', type: 'username', captcha: 'abcd', captchaId: 'none' },
  loginV2: { username: 'demo01', password: 'Demo1234', type: 'username' },
  loginVerification: { verifyToken: 'no-such-ticket', method: 'email', code: '123456' },
  freePlayLogin: { randomStr: 'abcdefgh12345678' },
  loginSmsCode: { mobileNum: '09012345678', countryDialingCode: '81' },
  register: {
    username: 'fuzzer01',
    password: 'Fuzz1234',
    confirmPassword: 'Fuzz1234',
    login: false,
    registerUrl: 'http://localhost/',
    registerMethod: 'WEB',
    agreement: true,
    affiliateCode: 'AFF001',
    nickname: 'fz',
  },
  registerByMobile: {
    mobileNum: '09087654321',
    password: 'Fuzz1234',
    login: false,
    countryDialingCode: '81',
    registerUrl: 'http://localhost/',
    registerMethod: 'WEB',
    agreement: true,
    verificationCode: '123456',
  },
  registerSmsCode: { countryDialingCode: '81', mobileNo: '09011112222' },
  registerSmsCodeByUsername: { countryDialingCode: '81', mobileNo: '09011112222', username: 'fuzzer02' },
  changePassword: { oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' },
  forgotPasswordByEmail: { username: 'demo01', email: 'demo01@example.com' },
  passwordResetSmsCode: { mobileNum: '09012345678', countryDialingCode: '81' },
  setPasswordByPhone: {
    newPassword: 'Fuzz1234',
    mobileNum: '09012345678',
    countryDialingCode: '81',
    verificationCode: '123456',
  },
  notices: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', pageNo: 1, pageSize: 10, group: 'banners' },
  walletTransfer: { from: 'main', to: 'PP', amount: 0.01 },
  gameVendors: { language: 'EN', platform: 'W', clientType: 3 },
  gameMenus: { language: 'EN', platform: 'W', cards: 2 },
  gameList: {
    clientType: 3,
    platform: 'W',
    merchant: 'CRP001',
    gameName: 'fortune',
    minBet: 0,
    minLineNum: 0,
    pageNo: 1,
    pageSize: 10,
    vassalage: 'PP',
    language: 'EN',
    gameType: 'SLOT',
  },
  hotGames: { merchantCode: 'CRP001', isPlatform: false, vassalage: 'PP', platform: 'W', language: 'EN' },
  popularGames: { vassalage: 'PP', gameType: 'SLOT', language: 'EN', count: 5 },
  vassGameType: { vassalage: 'PP', language: 'EN' },
  gameAnnouncements: { category: 'RNG', vassalage: 'PP' },
  pvpRoomList: { vassalage: 'KY', gameId: 1, language: 'EN' },
  pvpLaunch: { roomId: '1-beginner', language: 'EN', platform: 'W' },
  recentGames: { language: 'EN', count: 5 },
  favouriteList: { language: 'EN' },
  favouriteAdd: { gameId: 1, vassalage: 'PP' },
  favouriteRemove: { gameId: 1, vassalage: 'PP' },
  launchGame: {
    gameId: 1,
    nodeId: 1,
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
  trialLaunch: { gameId: 1, vassalage: 'PP', platform: 'W', clientType: 3, merchantCode: 'CRP001', language: 'EN' },
  winnerBoard: { gameCategory: 'RNG', limitNum: 10 },
  inbox: { pageNo: 1, pageSize: 10, unreadOnly: false },
  inboxRead: { ids: [1] },
  chatLaunch: { groupId: 1 },
  chatMessages: { groupId: 1, after: 0, before: 100, limit: 10 },
  chatSend: { groupId: 1, requestId: 'fuzz-chat-0001', body: 'hello' },
  chatRead: { groupId: 1, lastReadId: 1 },
  betRecords: { from: '2026-11-01', to: '2026-11-20', category: 'RNG', vendor: 'PG', status: 'won', pageNo: 1, pageSize: 20 },
  betVendors: { category: 'RNG' },
  transactionRecords: { from: '2026-11-01', to: '2026-11-20', type: 'bet', pageNo: 1, pageSize: 20 },
  profitReport: { from: '2026-11-01', to: '2026-11-20' },
  bonusDetails: { from: '2026-11-01', to: '2026-11-20', source: 'promotion', pageNo: 1, pageSize: 20 },
  agentAnnouncements: { pageNo: 1, pageSize: 20 },
  teamOverview: { from: '2026-11-01', to: '2026-11-20' },
  registerDownline: { username: 'fuzzdownline', password: 'Passw0rd', confirmPassword: 'Passw0rd', type: 0 },
  downlineList: { from: '2026-11-01', to: '2026-11-20', scope: 'all', account: 'demo', pageNo: 1, pageSize: 20 },
  teamBetting: { from: '2026-11-01', to: '2026-11-20', account: 'demo', category: 'RNG', pageNo: 1, pageSize: 20 },
  teamProfitLoss: { from: '2026-11-01', to: '2026-11-20', account: 'demo', pageNo: 1, pageSize: 20 },
  myIncome: { from: '2026-11-01', to: '2026-11-20', type: 'salary', pageNo: 1, pageSize: 20 },
  downlineTransactions: { from: '2026-11-01', to: '2026-11-20', type: 'deposit', account: 'demo', pageNo: 1, pageSize: 20 },
  dividendContract: { role: 'downline', status: 'signed', pageNo: 1, pageSize: 20 },
  dailySalaryContract: { role: 'upline', status: 'new', pageNo: 1, pageSize: 20 },
  hourlySalaryContract: { role: 'downline', pageNo: 1, pageSize: 20 },
  realTimeSalaryContract: { status: 'termination', pageNo: 1, pageSize: 20 },
  contractRequest: { action: 'offer', type: 'daily', downline: 'agent02', rate: 0.5, minActiveMembers: 1, minValidBet: 0, acknowledgeConflict: false },
  transferToDownline: { requestId: 'fuzz-downline-0001', account: 'demo01', amount: 1, paymentPassword: '246801' },
  inboxDelete: { ids: [1] },
  memberProfileUpdate: { nickname: 'Fuzzy', telegram: '@fuzzer01', nationality: 'JP', sourceOfIncome: 'other', avatar: '/avatars/2.svg' },
  bindMobileCode: { mobileNum: '09033334444', countryDialingCode: '81' },
  bindMobile: { mobileNum: '09033334444', countryDialingCode: '81', code: '123456' },
  bindEmailCode: { email: 'fuzz@example.com' },
  bindEmail: { email: 'fuzz@example.com', code: '123456' },
  googleAuthConfirm: { code: '123456' },
  googleAuthUnbind: { code: '123456' },
  paymentPasswordSet: { loginPassword: 'Demo1234', paymentPassword: '246801', confirmPaymentPassword: '246801' },
  paymentPasswordChange: { oldPaymentPassword: '246801', newPaymentPassword: '135792', confirmNewPaymentPassword: '135792' },
  payoutAccountAdd: { type: 'bank', holderName: 'Fuzz Tester', bankName: 'Fuzz Bank', cardNumber: '6222021234567890' },
  payoutAccountRemove: { id: 1 },
  withdrawalCreate: { requestId: 'fuzz-withdrawal-0001', accountId: 1, amount: 100, paymentPassword: '246801' },
  withdrawalList: { pageNo: 1, pageSize: 10, status: 'pending' },
  processC2CTransaction: { withdrawalId: 1, outcome: 'full' },
  transferToUpline: { requestId: 'fuzz-upline-0001', amount: 1, paymentPassword: '246801' },
  depositCreate: { requestId: 'fuzz-request-0001', channel: 'UN', amount: 100 },
  depositOrder: { orderNo: 'D26112000000000000001' },
  depositHistory: { startDate: '2026-11-01', endDate: '2026-11-20', utcOffsetMinutes: 540, status: 'paid', pageNo: 1, pageSize: 10 },
  depositReceiptUpload: { orderNo: 'D26112000000000000001' },
  availablePromotions: { pageNo: 1, pageSize: 20 },
  merchantAvailablePromotions: { categoryId: 1, pageNo: 1, pageSize: 20 },
  promotionDetail: { promotionId: 1 },
  promotionJoin: { promotionId: 1, requestId: 'join-request-1' },
  promotionClaimList: { pageNo: 1, pageSize: 20 },
  raffleClaim: { promotionId: 5, requestId: 'raffle-request-1' },
  raffleStatus: { promotionId: 5 },
  signUpRequestReward: { promotionId: 4, comment: 'my big win' },
  missionClaim: { missionId: 1 },
  missionLeaderboard: { missionId: 1, limit: 10 },
  referralList: { pageNo: 1, pageSize: 10 },
  pointRewards: { type: 'cash', pageNo: 1, pageSize: 10 },
  redeemPointReward: {
    requestId: 'fuzz-redeem-0001',
    rewardId: 1,
    quantity: 1,
    paymentPassword: '246801',
    receiverName: 'Fuzz Tester',
    address: '1-2-3 Shibuya, Tokyo',
    mobileNum: '09012345678',
  },
  redeemedPointList: { status: 'applying', pageNo: 1, pageSize: 10 },
  convertPoints: { requestId: 'fuzz-convert-0001', points: 100, paymentPassword: '246801' },
  memberTransactionDetail: { source: 'slots', startTime: 1_790_000_000_000, endTime: 1_800_000_000_000, pageNo: 1, pageSize: 10 },
  agentApplication: { channel: 'telegram', contact: '@fuzzer01', message: 'I run a gaming community' },
};

interface LaunchFixture {
  /** A launch token of demo01 on a slot game. */
  token: string;
}

/** Requests of the routes outside the contract: path parameters as `:name` keys, the rest query or JSON body. */
function otherExample(route: Served, launch: LaunchFixture): Record<string, unknown> {
  const t = launch.token;
  const byRoute: Record<string, Record<string, unknown>> = {
    'GET /avatars/:n': { ':n': '1.svg' },
    'GET /art/game/:file': { ':file': '1.svg', size: 'small' },
    'GET /art/vendor/:file': { ':file': 'PP.svg' },
    'GET /art/promotion/:file': { ':file': 'raffle-350.svg' },
    'POST /seamless/v1/balance': { token: t },
    'POST /seamless/v1/bet': { token: t, txId: 'FZ-B-1', roundId: 'FZ-R-1', amount: 100, detail: { kind: 'slot' } },
    'POST /seamless/v1/settle': { token: t, txId: 'FZ-S-1', betTxId: 'FZ-B-1', amount: 0, detail: { grid: [1, 2] } },
    'POST /seamless/v1/rollback': { token: t, txId: 'FZ-RB-1', betTxId: 'FZ-B-0' },
    'GET /games/demo/:kind': { ':kind': 'slot', t, lang: 'EN' },
    'POST /games/demo/api/session': { t },
    'POST /games/demo/api/:kind/play': {
      ':kind': 'slot',
      t,
      bet: 100,
      fish: 'clown',
      bets: { player: 0, banker: 100, tie: 0 },
    },
    'GET /docs/static/*': { ':*': 'index.css' },
    'POST /wps/payment/callback/:provider': {
      ':provider': 'sandbox',
      eventId: 'evt_fuzz0001',
      merchantNo: 'CRP001',
      orderNo: 'D26112000000000000001',
      status: 'PAID',
      amount: '100.00',
      providerRef: 'SBXFUZZ',
      timestamp: 0,
    },
    'GET /sandbox/pay/:orderNo': { ':orderNo': 'D26112000000000000001', t: 'token', lang: 'EN' },
    'POST /sandbox/pay/:orderNo': { ':orderNo': 'D26112000000000000001', t: 'token', outcome: 'paid', lang: 'EN' },
  };
  return byRoute[`${route.method} ${route.url}`] ?? {};
}

const exampleOf = (route: Served, launch: LaunchFixture): Record<string, unknown> =>
  route.endpointKey ? (validExamples[route.endpointKey] ?? {}) : otherExample(route, launch);

/** The fields a route's schema names (contract) or its example uses, path parameters included. */
function fieldsOf(route: Served): string[] {
  const schema = route.endpointKey ? (endpoints[route.endpointKey as EndpointKey] as Endpoint).request : undefined;
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  const names = new Set([...Object.keys(shape ?? {}), ...Object.keys(exampleOf(route, { token: '' }))]);
  for (const [, name] of route.url.matchAll(/:(\w+)/g)) names.add(`:${name}`);
  if (route.url.endsWith('*')) names.add(':*');
  return [...names];
}

/** A value written as is into JSON text (1e999 parses as Infinity; NaN is not JSON at all). */
class RawJson {
  constructor(readonly text: string) {}
}

interface BadValue {
  label: string;
  value: unknown;
  /** The guard refuses it wherever it is (in a query string as well as in a body). */
  unsafe: boolean;
}

const protoObject = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as unknown;
let deep: unknown = 'bottom';
for (let i = 0; i < 40; i++) deep = [deep];

/** Text with a NUL byte or a lone surrogate somewhere in it. */
const withInvalidChar = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
    fc.string({ maxLength: 20 }),
  )
  .map(([a, bad, b]) => ({
    label: `text with U+${bad.charCodeAt(0).toString(16).padStart(4, '0')}`,
    value: `${a}${bad}${b}`,
    unsafe: bad === '\u0000',
  }));

const badValue: fc.Arbitrary<BadValue> = fc.oneof(
  { weight: 3, arbitrary: withInvalidChar },
  {
    weight: 6,
    arbitrary: fc.constantFrom<BadValue>(
      { label: 'NUL', value: 'a\u0000b', unsafe: true },
      { label: 'lone high surrogate', value: 'x\ud800', unsafe: false },
      { label: 'lone low surrogate', value: '\udc00y', unsafe: false },
      { label: '2^31', value: 2 ** 31, unsafe: false },
      { label: '2^31-1', value: 2 ** 31 - 1, unsafe: false },
      { label: '2^53', value: 2 ** 53, unsafe: false },
      { label: '2^63', value: 2 ** 63, unsafe: false },
      { label: '1e308', value: 1e308, unsafe: false },
      { label: '-1', value: -1, unsafe: false },
      { label: '-2^53', value: -(2 ** 53), unsafe: false },
      { label: '0.5', value: 0.5, unsafe: false },
      { label: '1e999', value: new RawJson('1e999'), unsafe: false },
      { label: '-1e999', value: new RawJson('-1e999'), unsafe: false },
      { label: 'NaN', value: new RawJson('NaN'), unsafe: false },
      { label: 'huge string', value: 'x'.repeat(5000), unsafe: true },
      { label: 'huge digits', value: '9'.repeat(400), unsafe: false },
      { label: 'array', value: ['a', 1], unsafe: false },
      { label: 'nested arrays', value: deep, unsafe: false },
      { label: 'object', value: { a: 'b' }, unsafe: false },
      { label: '__proto__ key', value: protoObject, unsafe: false },
      { label: 'null', value: null, unsafe: false },
      { label: 'true', value: true, unsafe: false },
      { label: 'false', value: false, unsafe: false },
      { label: 'empty', value: '', unsafe: false },
      { label: 'blank', value: '   ', unsafe: false },
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
        fc.double(),
      )
      .map((n) => ({ label: `number ${n}`, value: n, unsafe: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 2049, max: 20_000 })
      .map((n) => ({ label: `string of ${n}`, value: '漢'.repeat(n), unsafe: true })),
  },
);

function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encodes text, lone surrogates included (as the WTF-8 bytes a careless client sends). */
function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

const queryText = (value: unknown): string =>
  typeof value === 'string' ? value : value instanceof RawJson ? value.text : toJson(value);

async function launchTokenOf(p: TestPlatform): Promise<LaunchFixture> {
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
  if (!member || !game) throw new Error('seed without demo01 or a slot game');
  const token = signLaunchToken(GAME_SECRET, {
    mid: member.id,
    mc: member.merchantId,
    gid: game.id,
    v: game.vendor,
    d: 'slot',
    lang: 'EN',
    trial: false,
    exp: p.now() + 3_600_000,
    n: 'fuzz',
  });
  return { token };
}

const reserialized = (text: string): string => {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
};

/** Sends `input` to a served route the way its callers do: query or JSON body, sealed for sealed calls, signed for the seamless wallet. */
async function sendTo(
  p: TestPlatform,
  route: Served,
  input: Record<string, unknown>,
  options: { token: string | undefined; merchant: string | undefined; publicKey: string },
) {
  const endpoint = route.endpointKey ? (endpoints[route.endpointKey as EndpointKey] as Endpoint) : undefined;
  const headers: Record<string, string> = { 'X-Gateway-Version': '3', Language: 'EN' };
  if (options.merchant) headers.Merchant = options.merchant;
  if (options.token) headers.Authorization = options.token;
  const params: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input))
    (k.startsWith(':') ? params : rest)[k.slice(k.startsWith(':') ? 1 : 0)] = v;
  let url = route.url.replace(/:(\w+)/g, (_, name: string) => percentEncode(queryText(params[name] ?? 'x')));
  if (url.endsWith('*')) url = url.slice(0, -1) + percentEncode(queryText(params['*'] ?? 'x'));
  let payload: string | undefined;
  if (route.method === 'GET' || route.method === 'DELETE') {
    const pairs: string[] = [];
    for (const [k, v] of Object.entries(rest)) {
      // Short lists of scalars go as repeated keys (what a form does), others as JSON text (what the data client does).
      if (Array.isArray(v) && v.length < 5 && typeof v[0] !== 'object')
        for (const item of v) pairs.push(`${percentEncode(k)}=${percentEncode(queryText(item))}`);
      else pairs.push(`${percentEncode(k)}=${percentEncode(queryText(v))}`);
    }
    if (pairs.length) url += `?${pairs.join('&')}`;
  } else {
    const text = toJson(rest);
    headers['content-type'] = 'application/json';
    if (endpoint?.encrypt) {
      const sealed = seal(options.publicKey, text, { now: p.now() });
      payload = JSON.stringify(sealed.body);
      headers.Encryption = sealed.header;
    } else {
      payload = text;
    }
    if (route.url.startsWith('/seamless/')) {
      const timestamp = p.now();
      headers['x-timestamp'] = String(timestamp);
      // The platform signs over its own serialization of the parsed body (text that is not JSON is refused before).
      headers['x-signature'] = options.token ? signBody(GAME_SECRET, timestamp, reserialized(text)) : 'garbage';
    }
  }
  const res = await (route.origin === 'games' ? p.app.games : p.app).inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: '127.0.0.1',
  });
  return { status: res.statusCode, text: res.body };
}

/** `rowCounts()` in one statement (the property counts after every request). */
async function countRows(p: TestPlatform): Promise<Record<string, number>> {
  const parts = Object.values(allTables).map(
    (table) => `(select count(*)::int from "${getTableName(table)}") as "${getTableName(table)}"`,
  );
  const result = (await p.database.db.execute(sql.raw(`select ${parts.join(', ')}`))) as {
    rows: Record<string, number>[];
  };
  return { ...result.rows[0] };
}

/** Calls whose refusals are themselves recorded by design (a wrong password counts; a refused code counts). */
const writesWhenRefused = new Set<string>([
  // The member's own sends are counted before a number or address in use is refused (so probing costs them), and
  // every try to unbind Google Authenticator counts: the throttle's row may be new.
  'bindMobileCode',
  'bindEmailCode',
  'googleAuthUnbind',
]);

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
      { ...seeded, numRuns: RUNS * 4 },
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
      { ...seeded, numRuns: RUNS * 4 },
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
          const sealed = seal(publicKey, text, { now: p.now() });
          request = { key, token, body: JSON.stringify(sealed.body), headers: { Encryption: sealed.header } };
        } else {
          request = { key, token, body: text };
        }
        const res = await send(p, request);
        expectRefused(res, `${key} ${text.slice(0, 80)}`);
      }),
      { ...seeded, numRuns: RUNS * 8 },
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
              const sealed = seal(publicKey, text, { now: p.now() });
              return { key, token, body: JSON.stringify(sealed.body), headers: { Encryption: sealed.header } };
            })()
          : { key, token, body: text };
        expectRefused(await send(p, request), `${key} x${size}`);
      }),
      { ...seeded, numRuns: RUNS * 2 },
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
      { ...seeded, numRuns: RUNS * 4 },
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
        const good = seal(how === 'otherMerchant' ? jadeKey : publicKey, JSON.stringify({ username: 'demo01', password: 'Demo1234', type: 'username' }), { now: p.now() });
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
      { ...seeded, numRuns: RUNS * 6 },
    );
    await expectNothingWritten();
  });

  it('every served route: NUL bytes, lone surrogates, huge numbers and strings, wrong types, in every field', async () => {
    const p = platform();
    const routes = servedRoutes(p);
    // Every contract route with a request schema has a valid example, so the mutations below reach its handler.
    for (const route of routes)
      if (route.endpointKey && (endpoints[route.endpointKey as EndpointKey] as Endpoint).request)
        expect(validExamples[route.endpointKey], route.endpointKey).toBeDefined();
    for (const [key, example] of Object.entries(validExamples)) {
      const schema = (endpoints as Record<string, Endpoint>)[key]?.request;
      if (schema) expect(schema.safeParse(example).success, `example of ${key}`).toBe(true);
    }
    const { token } = (await p.call('login', { username: 'demo01', password: 'Demo1234', type: 'username' })).body
      .value;
    const launch = await launchTokenOf(p);
    const publicKey = await p.publicKey();
    let before = await countRows(p);

    const casesOf = (route: Served) => fc.record({
      route: fc.constant(route),
      fieldPick: fc.nat(),
      unknownField: fc.boolean(),
      value: badValue,
      second: fc.option(fc.record({ fieldPick: fc.nat(), value: badValue }), { nil: undefined }),
      auth: fc.constantFrom('valid', 'none', 'garbage'),
      merchant: fc.constantFrom('CRP001', 'CRP001', 'JADE01', 'none', 'NOPE99'),
    });
    const pinned: BadValue[] = [
      { label: 'NUL', value: 'a\u0000b', unsafe: true },
      { label: 'lone surrogate', value: 'a\ud800', unsafe: false },
      { label: '2^53', value: 2 ** 53, unsafe: false },
      { label: 'array', value: ['a', 'b'], unsafe: false },
    ];
    type Case = typeof casesOf extends (route: Served) => fc.Arbitrary<infer T> ? T : never;
    let refused = 0;
    const refusedRoutes = new Set<string>();
    // Every route gets its own runs (its own seed, printed with a failure), so none is left to chance.
    for (const [index, route] of routes.entries()) {
      await fc.assert(
        fc.asyncProperty(casesOf(route), async (c) => {
          const fields = fieldsOf(c.route);
          const field =
            c.unknownField || fields.length === 0 ? `zz${c.fieldPick % 3}` : fields[c.fieldPick % fields.length]!;
          const input: Record<string, unknown> = { ...exampleOf(c.route, launch), [field]: c.value.value };
          const secondField = c.second ? (fields[c.second.fieldPick % Math.max(1, fields.length)] ?? 'zz9') : field;
          if (c.second && secondField !== field) input[secondField] = c.second.value.value;
          const res = await sendTo(p, c.route, input, {
            token: c.auth === 'valid' ? token : c.auth === 'garbage' ? 'x'.repeat(40) : undefined,
            merchant: c.merchant === 'none' ? undefined : c.merchant,
            publicKey,
          });
          const what = `${c.route.method} ${c.route.url} ${field}=${c.value.label}${c.second && secondField !== field ? ` ${secondField}=${c.second.value.label}` : ''} (${res.status} ${res.text.slice(0, 160)})`;
          expect(res.status, what).toBeLessThan(500);
          const after = await countRows(p);
          if (res.status >= 400) {
            refused++;
            refusedRoutes.add(`${c.route.method} ${c.route.url}`);
            // A refusal changes nothing (a token request that is refused for its token never reaches a handler either).
            if (!writesWhenRefused.has(c.route.endpointKey ?? '')) expect(after, what).toEqual(before);
          }
          before = after;
          // What the guard refuses is refused whichever field carries it (the unsealed envelope of a sealed call is
          // refused for its shape before its content is read).
          if (c.value.unsafe) expect(res.status, what).toBeGreaterThanOrEqual(400);
        }),
        {
          ...seeded,
          seed: SEED + index,
          numRuns: PER_ROUTE_RUNS,
          // Besides the generated runs, each field of each route gets one of the defects' own values, with a token.
          examples: [...fieldsOf(route), 'unknown'].map((_, fieldPick): [Case] => [
            { route, fieldPick, unknownField: fieldPick === fieldsOf(route).length, value: pinned[fieldPick % pinned.length]!, second: undefined, auth: 'valid', merchant: 'CRP001' },
          ]),
        },
      );
    }
    expect(refused).toBeGreaterThan(routes.length);
    // Every route refused some of it (a route the property never managed to reach would pass unseen).
    expect(routes.filter((r) => !refusedRoutes.has(`${r.method} ${r.url}`)).map((r) => r.url)).toEqual([]);
  }, 240_000);
}, { gameSecret: GAME_SECRET });
