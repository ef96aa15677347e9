/**
 * Notices, the catalogue and the game calls, the wallet calls, launches (member, trial, maintenance, low balance), the
 * demo games playing through the seamless wallet, the operator commands of this area, and the winner board (seeded
 * history and new rounds). PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { and, count, eq, gt, lte } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { betRecords, games, members, merchants, walletAccounts } from './db/schema';
import { loadGameSecret } from './games/launchToken';
import { signBody, type SeamlessAnswer } from './games/seamless';
import { runCommand } from './operator';
import { DEMO_ACCOUNTS } from './seed/seed';
import { auditLedger } from './services/wallet';
import { forEachEngine, type TestPlatform } from './test/harness';
import { expectKitFonts } from './test/kitFonts';

const LIST = { clientType: 3, platform: 'html5-desktop', merchant: 'CRP001', language: 'EN', pageNo: 1, pageSize: 24 };
const LAUNCH = { accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, username: 'demo01', token: 'x', merchantCode: 'CRP001', language: 'EN' };

async function login(p: TestPlatform, username = 'demo01', password = 'Demo1234', merchant = 'CRP001'): Promise<string> {
  const res = await p.call('login', { username, password, type: 'username' }, { merchant });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value.token as string;
}

async function operator(p: TestPlatform, ...argv: string[]): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const code = await runCommand(p.database.db, argv, (l) => lines.push(l), { now: p.now });
  return { code, text: lines.join('\n') };
}

/** Opens the demo game of a launch URL the way the iframe does (on the games origin), and plays through the vendor API. */
async function openGame(p: TestPlatform, url: string) {
  expect(url.startsWith(`${p.app.platform.gamesOrigin}/games/demo/`)).toBe(true);
  const { pathname, search, searchParams } = new URL(url);
  const page = await p.app.games.inject({ method: 'GET', url: pathname + search });
  const t = searchParams.get('t') ?? '';
  const api = async (path: string, body: Record<string, unknown> = {}) => {
    const res = await p.app.games.inject({ method: 'POST', url: `/games/demo/api/${path}`, payload: { t, ...body } });
    return { status: res.statusCode, body: res.json() };
  };
  return { page, t, api };
}

forEachEngine('games and wallet', (platform) => {
  it('notices: types, groups and languages, newest first, rich HTML', async () => {
    const p = platform();
    const en = await p.call('notices', { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' });
    expect(en.status).toBe(200);
    expect(en.body.value.length).toBe(5);
    expect(en.body.value.map((n: { type: string }) => n.type)).not.toContain('H');
    const dates = en.body.value.map((n: { date: number }) => n.date);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(en.body.value[0].content).toContain('<strong>');
    const ja = await p.call('notices', { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' }, { language: 'JA' });
    expect(ja.body.value).toHaveLength(6);
    expect(ja.body.value[0].title).toMatch(/[ぁ-んァ-ン一-龯]/);
    const cn = await p.call('notices', { types: 'PU', platform: 'W', execution: 'B', group: 'popup' }, { language: 'CN' });
    expect(cn.body.value).toHaveLength(1);
    expect(cn.body.value[0].group).toBe('popup');
    // Every language with a pack has its own text (not English): the brands offer them (pnpm brand:check holds it).
    const scripts: Record<string, RegExp> = { KO: /[가-힣]/, TH: /[ก-๙]/, VI: /[ạ-ỹđ]/i, ID: /Selamat datang/ };
    for (const [language, script] of Object.entries(scripts)) {
      const local = await p.call('notices', { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' }, { language });
      expect(local.body.value, language).toHaveLength(6);
      expect(local.body.value.map((n: { title: string }) => n.title).join(' '), language).toMatch(script);
    }
    const jade = await p.call('notices', { types: 'B', platform: 'W', execution: 'B' }, { merchant: 'JADE01' });
    expect(jade.body.value[0].title).toContain('Jade');
    const none = await p.call('notices', { types: 'X', platform: 'W', execution: 'B' });
    expect(none.body.value).toEqual([]);
  });

  it('catalogue: vendor groups, nearly 10,000 slots, 15 live categories, art', async () => {
    const p = platform();
    const vendors = await p.call('gameVendors', {});
    const groups = Object.fromEntries(vendors.body.value.map((g: { category: string; vendors: { vassalage: string }[] }) => [g.category, g.vendors.map((v) => v.vassalage)]));
    expect(Object.keys(groups)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP', 'COCKFIGHT', 'BLOCKCHAIN']);
    for (const v of ['PNG', 'PP', 'PG', 'NE', 'PTU', 'HB', 'BGS']) expect(groups.RNG).toContain(v);
    expect(groups.COCKFIGHT).toEqual(['DS88']);
    expect(groups.LOTT).toEqual(['TCG_SEA', 'TCG_LOTTO_VN', 'LOTT']);
    const [slots] = await p.database.db.select({ n: count() }).from(games).where(eq(games.category, 'RNG'));
    expect(Number(slots?.n)).toBeGreaterThan(9500);
    expect(Number(slots?.n)).toBeLessThan(10_000);
    const live = await p.database.db.selectDistinct({ t: games.gameType }).from(games).where(eq(games.category, 'LIVE'));
    expect(live.map((r) => r.t).filter((t) => t !== 'LIVE').sort()).toEqual(['BAC', 'BJ', 'DAT', 'FT', 'HE', 'MJ', 'MT', 'NN', 'ROU', 'SD', 'SIC', 'TCP', 'WZPJ', 'YSX', 'ZJH']);
    const menus = await p.call('gameMenus', { cards: 2 });
    const rng = menus.body.value.find((m: { gameType: string }) => m.gameType === 'RNG');
    expect(rng).toMatchObject({ page: '/rng', pointRate: 1.2 });
    expect(rng.lanes[0].cards).toHaveLength(2);
    const art = await p.app.inject({ method: 'GET', url: rng.lanes[0].cards[0].showIcon });
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('<svg');
    expect((await p.app.inject({ method: 'GET', url: '/art/vendor/PNG.svg' })).statusCode).toBe(200);
    expect((await p.app.inject({ method: 'GET', url: '/art/game/99999999.svg' })).statusCode).toBe(404);
  });

  it('game list: filters, case-insensitive name search, pages; hot, popular, game types, PVP rooms', async () => {
    const p = platform();
    const page1 = await p.call('gameList', { ...LIST, vassalage: 'PNG' });
    expect(page1.body.value.games).toHaveLength(24);
    expect(page1.body.value.totalPages).toBe(Math.ceil(1400 / 24));
    const page2 = await p.call('gameList', { ...LIST, vassalage: 'PNG', pageNo: 2 });
    expect(page2.body.value.pageNum).toBe(2);
    expect(page2.body.value.games[0].gameId).not.toBe(page1.body.value.games[0].gameId);
    const name = page1.body.value.games[3].gameName as string;
    const found = await p.call('gameList', { ...LIST, gameName: name.toUpperCase().slice(0, 10) });
    expect(found.body.value.games.some((g: { gameName: string }) => g.gameName === name)).toBe(true);
    for (const g of found.body.value.games) expect(g.gameName.toLowerCase()).toContain(name.toLowerCase().slice(0, 10));
    const ja = await p.call('gameList', { ...LIST, language: 'JA', vassalage: 'PNG', pageSize: 1 });
    expect(ja.body.value.games[0].gameName).not.toBe(page1.body.value.games[0].gameName);
    const bac = await p.call('gameList', { ...LIST, gameType: 'BAC', pageSize: 100 });
    expect(bac.body.value.games.length).toBe(30);
    expect(bac.body.value.games.every((g: { gameType: string }) => g.gameType === 'BAC')).toBe(true);
    const filtered = await p.call('gameList', { ...LIST, gameType: 'RNG', minBet: 0.5, minLineNum: 243, pageSize: 200 });
    for (const g of filtered.body.value.games) {
      expect(g.minBet).toBeGreaterThanOrEqual(0.5);
      expect(g.lineNum).toBeGreaterThanOrEqual(243);
    }
    const noMatch = await p.call('gameList', { ...LIST, gameName: '%_zzzz' });
    expect(noMatch.body.value).toMatchObject({ games: [], totalPages: 0 });
    const lott = await p.call('gameList', { ...LIST, gameType: 'LOTT' });
    expect(new Set(lott.body.value.games.map((g: { accountTypeName: string }) => g.accountTypeName))).toEqual(new Set(['TCG_SEA', 'TCG_LOTTO_VN', 'LOTT']));
    const live = await p.call('gameList', { ...LIST, gameType: 'LIVE', vassalage: 'EVO' });
    expect(live.body.value.games[0].isGame).toBe('VASSALAGE');
    const hot = await p.call('hotGames', { merchantCode: 'CRP001', platform: 'html5-desktop', language: 'EN' });
    expect(hot.body.value.list.length).toBeGreaterThan(50);
    expect(hot.body.value.list.every((g: { isHot: boolean }) => g.isHot)).toBe(true);
    const pop = await p.call('popularGames', { count: 5 });
    expect(pop.body.value.list).toHaveLength(5);
    const types = await p.call('vassGameType', { vassalage: 'PP' });
    expect(types.body.value[0]).toMatchObject({ gameType: 'SLOT' });
    const rooms = await p.call('pvpRoomList', { vassalage: 'KY' });
    expect(rooms.body.value.list).toHaveLength(40);
    expect(rooms.body.value.list[0]).toMatchObject({ vassalage: 'KY', roomName: 'Beginner', minBet: 1 });
    const bad = await p.call('gameList', { ...LIST, pageSize: 0 });
    expect(bad.body.code).toBe('validation_failed');
  });

  it('favourites and recent games need a token; trial accounts cannot keep favourites', async () => {
    const p = platform();
    const token = await login(p);
    const list = await p.call('gameList', { ...LIST, vassalage: 'PG', pageSize: 3 });
    const [a, b] = list.body.value.games;
    expect((await p.call('favouriteAdd', { gameId: a.gameId }, { token })).body.value).toEqual({ gameId: a.gameId, favourite: true });
    await p.call('favouriteAdd', { gameId: a.gameId }, { token });
    p.advance(1000);
    await p.call('favouriteAdd', { gameId: String(b.gameId) }, { token });
    let favs = await p.call('favouriteList', {}, { token });
    expect(favs.body.value.list.map((g: { gameId: number }) => g.gameId)).toEqual([b.gameId, a.gameId]);
    await p.call('favouriteRemove', { gameId: b.gameId }, { token });
    favs = await p.call('favouriteList', {}, { token });
    expect(favs.body.value.list.map((g: { gameId: number }) => g.gameId)).toEqual([a.gameId]);
    expect((await p.call('favouriteAdd', { gameId: 99999999 }, { token })).body.code).toBe('not_found');
    expect((await p.call('favouriteList', {})).status).toBe(401);
    await p.call('launchGame', { ...LAUNCH, gameId: b.gameId, vassalage: 'PG' }, { token });
    const recent = await p.call('recentGames', {}, { token });
    expect(recent.body.value.list[0].gameId).toBe(b.gameId);
  });

  it('wallet: balance, merchant wallet mode, transfers (non-single merchants only), CLI credit', async () => {
    const p = platform();
    const token = await login(p);
    expect((await p.call('walletBalance', {}, { token })).body.value.sumBalance).toBe(10_000);
    expect((await p.call('merchantWallet', {})).body.value).toEqual({ isSingle: true });
    expect((await p.call('merchantWallet', {}, { merchant: 'JADE01' })).body.value).toEqual({ isSingle: false });
    expect((await p.call('walletTransfer', { from: 'main', to: 'PNG', amount: 10 }, { token })).body.code).toBe('operation_not_allowed');
    const jade = await login(p, 'jade01', 'Jade1234', 'JADE01');
    const moved = await p.call('walletTransfer', { from: 'main', to: 'PNG', amount: 1234.56 }, { token: jade, merchant: 'JADE01' });
    expect(moved.body.value).toEqual({ from: 3765.44, to: 1234.56, sumBalance: 5000 });
    const back = await p.call('walletTransfer', { from: 'PNG', to: 'main', amount: 0.56 }, { token: jade, merchant: 'JADE01' });
    expect(back.body.value.to).toBe(3766);
    expect((await p.call('walletTransfer', { from: 'PNG', to: 'main', amount: 99_999 }, { token: jade, merchant: 'JADE01' })).body.code).toBe('insufficient_balance');
    expect((await p.call('walletTransfer', { from: 'main', to: 'NOPE', amount: 1 }, { token: jade, merchant: 'JADE01' })).body.code).toBe('validation_failed');
    expect((await p.call('walletTransfer', { from: 'main', to: 'PNG', amount: 0.001 }, { token: jade, merchant: 'JADE01' })).body.code).toBe('validation_failed');
    const balance = await p.call('walletBalance', {}, { token: jade, merchant: 'JADE01' });
    expect(balance.body.value.wallets).toEqual([{ wallet: 'main', balance: 3766 }, { wallet: 'PNG', balance: 1234 }]);
    const credited = await operator(p, 'credit', 'demo01', '250.50');
    expect(credited.code).toBe(0);
    expect(credited.text).toContain('10250.50');
    expect((await p.call('memberInfo', {}, { token })).body.value.sumBalance).toBe(10_250.5);
    expect((await operator(p, 'credit', 'demo01', '-99999')).code).toBe(1);
    expect((await operator(p, 'credit', 'demo01', 'abc')).code).toBe(2);
    expect((await operator(p, 'balance', 'demo01')).text).toContain('10250.50');
    expect(await auditLedger(p.database.db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });

  it('launch: token required, game_url on the games origin, random launch host, balance too low, vendor maintenance with alternatives', async () => {
    const p = platform();
    const token = await login(p);
    const [slot] = (await p.call('gameList', { ...LIST, vassalage: 'PP', pageSize: 1 })).body.value.games;
    expect((await p.call('launchGame', { ...LAUNCH, gameId: slot.gameId, vassalage: 'PP' })).status).toBe(401);
    const launched = await p.call('launchGame', { ...LAUNCH, gameId: slot.gameId, vassalage: 'PP' }, { token });
    expect(launched.body.value.game_url).toMatch(/^http:\/\/127\.0\.0\.1:8081\/games\/demo\/slot\?t=[\w.-]+&lang=EN$/);
    const byCode = await p.call('launchGame', { ...LAUNCH, gameId: slot.code, vassalage: 'PP' }, { token, language: 'JA' });
    expect(byCode.body.value.game_url).toContain('lang=EN');
    const ja = await p.call('launchGame', { ...LAUNCH, language: 'JA', gameId: slot.gameId, vassalage: 'PP' }, { token });
    expect(ja.body.value.game_url).toContain('lang=JA');

    await p.database.db.update(merchants).set({ launchCdns: ['https://cdn-a.example/', 'https://cdn-b.example'] }).where(eq(merchants.code, 'CRP001'));
    const hosts = new Set<string>();
    for (let i = 0; i < 20; i++) hosts.add(new URL((await p.call('launchGame', { ...LAUNCH, gameId: slot.gameId, vassalage: 'PP' }, { token })).body.value.game_url).host);
    expect(hosts).toEqual(new Set(['cdn-a.example', 'cdn-b.example']));
    await p.database.db.update(merchants).set({ launchCdns: [] }).where(eq(merchants.code, 'CRP001'));

    const poor = await login(p, 'agent02', 'Agent1234');
    const low = await p.call('launchGame', { ...LAUNCH, gameId: slot.gameId, vassalage: 'PP' }, { token: poor });
    expect(low.status).toBe(402);
    expect(low.body).toMatchObject({ code: 'launch_game_balance_not_enough', value: { balance: 0 } });

    expect((await operator(p, 'vendor', 'default', 'pp', 'maintenance')).code).toBe(0);
    const closed = await p.call('launchGame', { ...LAUNCH, gameId: slot.gameId, vassalage: 'PP' }, { token });
    expect(closed.status).toBe(503);
    expect(closed.body.code).toBe('vendor_under_maintenance');
    expect(closed.body.value.vassalage).toBe('PP');
    expect(closed.body.value.alternativeGames.length).toBeGreaterThan(0);
    expect(closed.body.value.alternativeGames.every((g: { vassalage: string }) => g.vassalage !== 'PP')).toBe(true);
    const vendors = await p.call('gameVendors', {});
    const pp = vendors.body.value.flatMap((g: { vendors: { vassalage: string; status: string }[] }) => g.vendors).find((v: { vassalage: string }) => v.vassalage === 'PP');
    expect(pp.status).toBe('maintenance');
    expect((await operator(p, 'vendor', 'default')).text).toContain('PP');
    expect((await operator(p, 'vendor', 'default', 'PP', 'normal')).code).toBe(0);
    expect((await operator(p, 'vendor', 'default', 'NOPE', 'normal')).code).toBe(2);
    expect((await p.call('launchGame', { ...LAUNCH, gameId: slot.gameId, vassalage: 'PP' }, { token })).status).toBe(200);
    expect((await p.call('launchGame', { ...LAUNCH, gameId: 'NOPE_0001', vassalage: 'PP' }, { token })).body.code).toBe('not_found');
  });

  it('trial launch: no token, supportPlay 0 only; trial accounts may launch only those', async () => {
    const p = platform();
    const [trialGame] = await p.database.db.select().from(games).where(and(eq(games.supportPlay, 0), eq(games.vendor, 'PG'))).limit(1);
    const [paidGame] = await p.database.db.select().from(games).where(and(eq(games.supportPlay, 1), eq(games.vendor, 'PG'))).limit(1);
    const trial = await p.call('trialLaunch', { gameId: trialGame?.id, language: 'CN' });
    expect(trial.body.value.game_url).toMatch(/^http:\/\/127\.0\.0\.1:8081\/games\/demo\/slot\?.*lang=CN/);
    const refused = await p.call('trialLaunch', { gameId: paidGame?.id });
    expect(refused.body.code).toBe('trial_not_allowed');
    const free = await p.call('freePlayLogin', { randomStr: 'abcdefgh12345678' });
    expect(free.body.success, JSON.stringify(free.body)).toBe(true);
    const trialToken = free.body.value.token as string;
    expect((await p.call('launchGame', { ...LAUNCH, gameId: paidGame?.id, vassalage: 'PG' }, { token: trialToken })).body.code).toBe('trial_not_allowed');
    const ok = await p.call('launchGame', { ...LAUNCH, gameId: trialGame?.id, vassalage: 'PG' }, { token: trialToken });
    expect(ok.status).toBe(200);
    // Trial play: play money, no wallet touched, no bet record.
    const before = await p.rowCounts();
    const game = await openGame(p, ok.body.value.game_url);
    expect(game.page.statusCode).toBe(200);
    const session = await game.api('session');
    expect(session.body).toMatchObject({ ok: true, trial: true, balance: 200_000 });
    const played = await game.api('slot/play', { bet: session.body.betLevels[0] });
    expect(played.body.ok).toBe(true);
    expect(played.body.balance).toBe(200_000 - played.body.stake + played.body.payout);
    const after = await p.rowCounts();
    expect(after.ledgerTransactions).toBe(before.ledgerTransactions);
    expect(after.betRecords).toBe(before.betRecords);
  });

  it('demo games: pages localized and self-contained; rounds bet and settle through the seamless wallet', async () => {
    const p = platform();
    const token = await login(p);
    const start = (await p.call('walletBalance', {}, { token })).body.value.sumBalance * 100;
    const [slot] = await p.database.db.select().from(games).where(and(eq(games.vendor, 'PNG'), eq(games.minBet, 10))).limit(1);
    const [bac] = await p.database.db.select().from(games).where(eq(games.gameType, 'BAC')).limit(1);
    const [fish] = await p.database.db.select().from(games).where(and(eq(games.category, 'FISH'), eq(games.supportPlay, 0))).limit(1);
    let spent = 0;
    let won = 0;

    const slotUrl = (await p.call('launchGame', { ...LAUNCH, language: 'JA', gameId: slot?.id, vassalage: 'PNG' }, { token })).body.value.game_url;
    const s = await openGame(p, slotUrl);
    expect(s.page.body).toContain('<html lang="ja">');
    expect(s.page.body).toContain('スピン');
    // The play button is disabled until the page's script has its session and has attached the handler.
    expect(s.page.body).toMatch(/<button[^>]*id="play"[^>]*\bdisabled\b/);
    expect(s.page.body).not.toMatch(/<script>(?!\s*$)/);
    expect(s.page.body).not.toMatch(/https?:\/\//);
    expect((await p.app.games.inject({ method: 'GET', url: '/games/demo/static/demo.js' })).statusCode).toBe(200);
    const first = await s.api('slot/play', { bet: 100 });
    expect(first.body.ok, JSON.stringify(first.body)).toBe(true);
    expect(first.body.result.grid).toHaveLength(5);
    spent += first.body.stake;
    won += first.body.payout;
    const tooSoon = await s.api('slot/play', { bet: 100 });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error).toBe('too_fast');
    p.advance(2500);
    const second = await s.api('slot/play', { bet: 100 });
    expect(second.body.ok).toBe(true);
    spent += second.body.stake;
    won += second.body.payout;

    const b = await openGame(p, (await p.call('launchGame', { ...LAUNCH, language: 'CN', gameId: bac?.id, vassalage: bac?.vendor }, { token })).body.value.game_url);
    expect(b.page.body).toContain('庄');
    const dealt = await b.api('baccarat/play', { bets: { player: 1000, banker: 0, tie: 1000 } });
    expect(dealt.body.ok, JSON.stringify(dealt.body)).toBe(true);
    spent += 2000;
    won += dealt.body.payout;

    const f = await openGame(p, (await p.call('launchGame', { ...LAUNCH, gameId: fish?.id, vassalage: fish?.vendor }, { token })).body.value.game_url);
    for (let i = 0; i < 5; i++) {
      const shot = await f.api('fish/play', { bet: 10, fish: 'clown' });
      expect(shot.body.ok).toBe(true);
      spent += 10;
      won += shot.body.payout;
    }
    const end = (await p.call('walletBalance', {}, { token })).body.value.sumBalance * 100;
    expect(Math.round(end)).toBe(Math.round(start - spent + won));
    const [member] = await p.database.db.select().from(members).where(eq(members.account, 'demo01'));
    const records = await p.database.db.select().from(betRecords).where(eq(betRecords.memberId, member?.id ?? 0));
    expect(records.length).toBeGreaterThanOrEqual(8);
    expect(records.every((r) => r.status === 'settled' && r.validBet === r.stake)).toBe(true);
    expect(new Set(records.map((r) => r.category))).toEqual(new Set(['RNG', 'LIVE', 'FISH']));

    // A forged or expired token gets no game.
    const forged = new URL(slotUrl.replace(/t=[^&]+/, 't=abc.def'));
    expect((await p.app.games.inject({ method: 'GET', url: forged.pathname + forged.search })).statusCode).toBe(401);
    p.advance(7 * 3_600_000);
    expect((await s.api('slot/play', { bet: 100 })).body.error).toBe('session_expired');
    expect(await auditLedger(p.database.db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });

  it("demo games set their text in the kit's own faces, served from the games origin (no system CJK font needed)", async () => {
    const p = platform();
    const token = await login(p);
    const [slot] = await p.database.db.select().from(games).where(and(eq(games.vendor, 'PNG'), eq(games.minBet, 10))).limit(1);
    const slotUrl = (await p.call('launchGame', { ...LAUNCH, language: 'JA', gameId: slot?.id, vassalage: 'PNG' }, { token })).body.value.game_url;
    const { page } = await openGame(p, slotUrl);
    expect(String(page.headers['content-security-policy'])).toContain("font-src 'self'");
    await expectKitFonts((url) => p.app.games.inject({ method: 'GET', url }), page.body, '/games/demo/fonts');
    const style = (await p.app.games.inject({ method: 'GET', url: '/games/demo/static/demo.css' })).body;
    expect(style).toMatch(/:root\{[^}]*font-family:"Noto Sans","Noto Sans JP"/);
    // Not on the site's origin: the games origin serves its own.
    expect((await p.app.inject({ method: 'GET', url: '/games/demo/fonts/fonts.css' })).statusCode).toBe(404);
  });

  it('winner board: the merchant\'s wins, accounts masked, newest first; limitNum, gameCategory; a new win shows at once', async () => {
    const p = platform();
    const db = p.database.db;
    type Winner = { account: string; gameName: string; vassalage: string; category: string; amount: number; time: number };
    const board = async (input: Record<string, unknown> = {}, options: { merchant?: string; language?: string } = {}): Promise<Winner[]> => {
      const res = await p.call('winnerBoard', input, options);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.value.list as Winner[];
    };

    // The seeded history played through the wallet: the ledger balances and the members kept their documented balances.
    expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
    const [sms01] = await db.select({ balance: walletAccounts.balance }).from(walletAccounts).innerJoin(members, eq(members.id, walletAccounts.memberId)).where(eq(members.account, 'sms01'));
    expect(sms01?.balance).toBe(50_000);

    const [crp] = await db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
    const mine = and(eq(betRecords.merchantId, crp?.id ?? 0), eq(betRecords.status, 'settled'));
    const [wins] = await db.select({ n: count() }).from(betRecords).where(and(mine, gt(betRecords.payout, betRecords.stake)));
    const [others] = await db.select({ n: count() }).from(betRecords).where(and(mine, lte(betRecords.payout, betRecords.stake)));
    expect(Number(others?.n)).toBeGreaterThan(0);
    const all = await board();
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(all).toHaveLength(Number(wins?.n));
    const times = all.map((w) => w.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const accounts = DEMO_ACCOUNTS.map((a) => a.account);
    for (const w of all) {
      expect(w.account).toMatch(/^[a-z0-9]{1,2}\*{4}[a-z0-9]{0,2}$/);
      for (const account of accounts) expect(w.account).not.toContain(account);
      expect(w.amount).toBeGreaterThan(0);
      expect(Math.round(w.amount * 100) / 100).toBe(w.amount);
      expect(w.gameName).not.toBe('');
      expect(w.time).toBeLessThanOrEqual(p.now());
    }
    for (const masked of ['ag****01', 's****1', 'ma****01', 'g****1', 'ba****01']) expect(all.map((w) => w.account)).toContain(masked);

    // limitNum (1..100, 100 by default) and gameCategory (lobby group or game type, any case).
    expect(await board({ limitNum: 3 })).toEqual(all.slice(0, 3));
    for (const limitNum of [0, 101, 2.5, 'many']) expect((await p.call('winnerBoard', { limitNum })).body.code, String(limitNum)).toBe('validation_failed');
    const live = await board({ gameCategory: 'LIVE' });
    expect(live.length).toBeGreaterThan(0);
    expect(live).toEqual(all.filter((w) => w.category === 'LIVE'));
    expect(await board({ gameCategory: 'fish', limitNum: 1 })).toEqual(all.filter((w) => w.category === 'FISH').slice(0, 1));
    expect(await board({ gameCategory: 'NOPE' })).toEqual([]);
    const ja = await board({}, { language: 'JA' });
    expect(ja.map((w) => w.time)).toEqual(times);
    expect(ja.some((w, i) => w.gameName !== all[i]?.gameName)).toBe(true);

    // Each merchant sees only its own members' wins.
    const jade = await board({}, { merchant: 'JADE01' });
    expect(jade.length).toBeGreaterThan(0);
    expect(new Set(jade.map((w) => w.account))).toEqual(new Set(['ja****nt']));
    expect(all.map((w) => w.account)).not.toContain('ja****nt');

    // A new real-money round that wins (bet 10.00, paid 123.45, signed by the vendor) heads the board; a loss does not.
    const token = await login(p);
    const [slot] = await db.select().from(games).where(eq(games.vendor, 'PP')).limit(1);
    const url = (await p.call('launchGame', { ...LAUNCH, gameId: slot?.id, vassalage: 'PP' }, { token })).body.value.game_url as string;
    const t = new URL(url, 'http://x').searchParams.get('t') ?? '';
    const secret = await loadGameSecret(db);
    const seamless = async (op: 'bet' | 'settle', body: Record<string, unknown>): Promise<SeamlessAnswer> => {
      const payload = JSON.stringify({ token: t, ...body });
      const res = await p.app.inject({ method: 'POST', url: `/seamless/v1/${op}`, payload, headers: { 'content-type': 'application/json', 'x-timestamp': String(p.now()), 'x-signature': signBody(secret, p.now(), payload) } });
      return res.json();
    };
    p.advance(60_000);
    expect((await seamless('bet', { txId: 'WIN-1', roundId: 'WIN-R1', amount: 1000 })).ok).toBe(true);
    p.advance(3000);
    expect((await seamless('settle', { txId: 'WIN-1-S', betTxId: 'WIN-1', amount: 12_345 })).ok).toBe(true);
    const won = { account: 'de****01', gameName: slot?.name, vassalage: 'PP', category: 'RNG', amount: 123.45, time: p.now() };
    expect((await board())[0]).toEqual(won);
    p.advance(3000);
    expect((await seamless('bet', { txId: 'LOSS-1', roundId: 'LOSS-R1', amount: 500 })).ok).toBe(true);
    expect((await seamless('settle', { txId: 'LOSS-1-S', betTxId: 'LOSS-1', amount: 0 })).ok).toBe(true);
    const after = await board();
    expect(after[0]).toEqual(won);
    expect(after).toHaveLength(all.length + 1);
    expect(await board({ limitNum: 1, gameCategory: 'RNG' })).toEqual([won]);
    expect(await board({ gameCategory: 'LIVE' })).toEqual(live);
    expect(await board({}, { merchant: 'JADE01' })).toEqual(jade);
    expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });
});
