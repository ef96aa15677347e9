/**
 * The promotion engine end to end, on PGlite and PostgreSQL: categories and the lists with the activity statuses of
 * SPEC §4 (visitor and member), the detail's sanitized content per language, the deposit bonus (joined before the
 * deposit, or automatic) granted in the deposit's own transaction, the sign-up request (comment and images, checked
 * by content) and the operator's review, the raffle (tickets, the draw), the Zalo/WhatsApp bonus, the refusals, and
 * storms of duplicated joins, claims, callbacks, approvals and draws fired in parallel that each pay exactly once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { EndpointKey } from '@croupier/contract';
import { and, count, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  bonusCredits,
  members,
  merchants,
  promotionCategories,
  promotionEntries,
  promotions,
  sessions,
  turnoverRequirements,
  walletAccounts,
} from './db/schema';
import { runCommand } from './operator';
import { sandboxGateway, type HttpTransport } from './services/payments/sandbox';
import { setMissingTranslationReporter } from './services/contentLanguage';
import { drawRaffle, reviewSignUp } from './services/promotions';
import { newToken, sha256 } from './services/secrets';
import { auditLedger, MAIN_WALLET } from './services/wallet';
import { forEachEngine, type TestPlatform } from './test/harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\u0000'), randomBytes(64), Buffer.from([0xff, 0xd9])]);
const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
const DAY = 86_400_000;
const STORM = 8;

let current: TestPlatform | undefined;
const injectTransport: HttpTransport = async (request) => {
  if (!current) throw new Error('no platform');
  const url = new URL(request.url);
  const res = await current.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: request.headers, payload: request.body });
  return { status: res.statusCode, body: res.body };
};

interface TestMember {
  id: number;
  merchantId: number;
  merchant: string;
  token: string;
}

let accountCounter = 0;
async function newMember(p: TestPlatform, options: { merchant?: string; type?: number; profile?: Record<string, string> } = {}): Promise<TestMember> {
  const db = p.database.db;
  const code = options.merchant ?? 'CRP001';
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
  const [member] = await db
    .insert(members)
    .values({
      merchantId: merchant!.id,
      account: `promo${p.engine.slice(0, 2)}${++accountCounter}`,
      type: options.type ?? 0,
      profile: options.profile ?? {},
      createdAt: new Date(p.now()),
    })
    .returning({ id: members.id });
  const m = { id: member!.id, merchantId: merchant!.id, merchant: code, token: '' };
  m.token = await sessionOf(p, m);
  return m;
}

/** A new session of the member at the current test time. */
async function sessionOf(p: TestPlatform, m: Pick<TestMember, 'id' | 'merchantId'>): Promise<string> {
  const token = newToken();
  const at = new Date(p.now());
  await p.database.db.insert(sessions).values({
    tokenHash: sha256(token),
    memberId: m.id,
    merchantId: m.merchantId,
    ip: '127.0.0.1',
    expiresAt: new Date(p.now() + 30 * DAY),
    lastSeenAt: at,
    createdAt: at,
  });
  return token;
}

const call = (p: TestPlatform, m: TestMember | null, key: EndpointKey, input?: unknown, language = 'EN') =>
  p.call(key, input, { token: m?.token, merchant: m?.merchant ?? 'CRP001', language });

async function promotionId(p: TestPlatform, code: string, merchant = 'CRP001'): Promise<number> {
  const [row] = await p.database.db
    .select({ id: promotions.id })
    .from(promotions)
    .innerJoin(merchants, eq(merchants.id, promotions.merchantId))
    .where(and(eq(promotions.code, code), eq(merchants.code, merchant)));
  return row!.id;
}

const bonusesOf = (p: TestPlatform, memberId: number) =>
  p.database.db.select().from(bonusCredits).where(and(eq(bonusCredits.memberId, memberId), like(bonusCredits.reference, 'promo:%')));

const mainBalance = async (p: TestPlatform, memberId: number) =>
  Number(
    (await p.database.db.select({ b: walletAccounts.balance }).from(walletAccounts).where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, MAIN_WALLET))))[0]?.b ?? 0,
  );

async function deposit(p: TestPlatform, m: TestMember, amount: number) {
  const created = await call(p, m, 'depositCreate', { requestId: `req-${randomUUID()}`, channel: 'UN', amount });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.value as { orderNo: string; amount: number };
}

const pay = (p: TestPlatform, m: TestMember, order: { orderNo: string; amount: number }, extra: { eventId?: string; providerRef?: string } = {}) =>
  sandboxGateway({ db: p.database.db, publicOrigin: 'http://127.0.0.1:8080', transport: injectTransport, now: p.now }).notify({
    merchantId: m.merchantId,
    merchantCode: m.merchant,
    orderNo: order.orderNo,
    status: 'paid',
    amount: Math.round(order.amount * 100),
    ...extra,
  });

const statusesOf = (list: { code: string; status: string }[]) => Object.fromEntries(list.map((item) => [item.code, item.status]));

forEachEngine('promotions', (platform) => {
  it('lists categories and promotions with the statuses of SPEC §4, for a visitor and for a member', async () => {
    const p = platform();
    current = p;
    const categories = await p.call('promotionAnnouncementCategories', undefined, { language: 'JA' });
    expect(categories.status).toBe(200);
    expect(categories.body.value.map((c: { code: string; name: string }) => [c.code, c.name])).toEqual([
      ['deposit', '入金ボーナス'],
      ['event', 'イベント'],
      ['raffle', '抽選'],
      ['vip', 'VIP'],
    ]);
    const visitor = await p.call('merchantAvailablePromotions', { pageSize: 50 });
    expect(visitor.status).toBe(200);
    expect(statusesOf(visitor.body.value.list)).toEqual({
      welcome100: 'join',
      reload20: 'join',
      vipReload: 'join',
      bigWinShare: 'join',
      weeklyRaffle: 'claim',
      contactBonus: 'claim',
      newYearRaffle: 'comingSoon',
      autumnCarnival: 'closed',
    });
    // Ended ones come last.
    expect(visitor.body.value.list.at(-1).code).toBe('autumnCarnival');
    const m = await newMember(p);
    const mine = await call(p, m, 'availablePromotions', { pageSize: 50 });
    expect(mine.body.value.list.find((x: { code: string }) => x.code === 'vipReload')).toMatchObject({ status: 'closed', eligible: false, vipLevels: [3, 4, 5, 6] });
    // A trial account is never in a promotion's target.
    const trial = await newMember(p, { type: 4 });
    const trialList = await call(p, trial, 'availablePromotions', { pageSize: 50 });
    expect(trialList.body.value.list.find((x: { code: string }) => x.code === 'weeklyRaffle')).toMatchObject({ status: 'closed', eligible: false });
    const deposits = await p.call('merchantAvailablePromotions', { categoryId: categories.body.value[0].id }, { language: 'CN' });
    expect(deposits.body.value.list.map((x: { title: string }) => x.title)).toEqual(['首存100%奖金', '20%再存奖金']);
  });

  it('serves content sanitized, in the call language, English (reported) when the promotion has none in it', async () => {
    const p = platform();
    const db = p.database.db;
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'CRP001'));
    const [category] = await db.select({ id: promotionCategories.id }).from(promotionCategories).where(eq(promotionCategories.merchantId, merchant!.id));
    const [row] = await db
      .insert(promotions)
      .values({
        merchantId: merchant!.id,
        categoryId: category!.id,
        code: 'unsafe',
        kind: 'signUp',
        titles: { JA: '危険なコンテンツ', EN: 'Unsafe content' },
        summaries: { JA: 'テスト' },
        contents: {
          JA: '<p onclick="steal()">日本語<script>alert(1)</script><img src="javascript:alert(1)" onerror="x()"><a href="javascript:alert(2)">x</a><a href="https://example.com/t">ok</a><iframe src="https://evil.example"></iframe></p>',
        },
        imageUrl: '/art/promotion/signUp-10.svg',
        rules: { amount: 100, turnoverMultiple: 0 },
        startsAt: new Date(p.now() - DAY),
        endsAt: new Date(p.now() + DAY),
        createdAt: new Date(p.now()),
      })
      .returning({ id: promotions.id });
    const reports: string[] = [];
    setMissingTranslationReporter((message) => reports.push(message));
    const detail = await p.call('promotionDetail', { promotionId: row!.id }, { language: 'KO' });
    setMissingTranslationReporter((message) => console.warn(message));
    expect(detail.status).toBe(200);
    // A promotion without the call's language answers in English (only JA has a content here), and says so.
    expect(detail.body.value.title).toBe('Unsafe content');
    expect(reports).toContain('content: promotion unsafe title has no KO text; answered in EN');
    const html = detail.body.value.content as string;
    expect(html).toContain('日本語');
    expect(html).toContain('<a href="https://example.com/t" rel="noopener noreferrer">ok</a>');
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:', 'iframe', 'alert(1)']) expect(html).not.toContain(bad);
    const seeded = await p.call('promotionDetail', { promotionId: await promotionId(p, 'welcome100') }, { language: 'TH' });
    expect(seeded.body.value).toMatchObject({ title: 'โบนัสฝากครั้งแรก 100%', entry: null, kind: 'depositBonus', rules: { percent: 100, maxBonus: 1000, minDeposit: 100, turnoverMultiple: 10 } });
    await db.delete(promotions).where(eq(promotions.id, row!.id));
    expect((await p.call('promotionDetail', { promotionId: 999_999 })).body.code).toBe('promotion_not_found');
    const art = await p.app.inject({ method: 'GET', url: '/art/promotion/raffle-350.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect((await p.app.inject({ method: 'GET', url: '/art/promotion/raffle-999.svg' })).statusCode).toBe(404);
  });

  it('grants the deposit bonuses once, in the deposit transaction: joined first deposit and automatic reload, under a storm of joins and callbacks', async () => {
    const p = platform();
    current = p;
    const db = p.database.db;
    // The seed's deposit bonuses ask to join first; an automatic one, for any deposit of 200 or more.
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'CRP001'));
    const [category] = await db.select({ id: promotionCategories.id }).from(promotionCategories).where(eq(promotionCategories.merchantId, merchant!.id));
    const [autoReload] = await db
      .insert(promotions)
      .values({
        merchantId: merchant!.id,
        categoryId: category!.id,
        code: 'autoReload',
        kind: 'depositBonus',
        titles: { EN: 'Automatic reload' },
        summaries: { EN: '20% on any deposit' },
        contents: { EN: '<p>No sign-up needed.</p>' },
        imageUrl: '/art/promotion/depositBonus-200.svg',
        rules: { deposit: 'any', join: 'auto', percent: 20, maxBonus: 50_000, minDeposit: 20_000, turnoverMultiple: 5 },
        startsAt: new Date(p.now() - DAY),
        endsAt: new Date(p.now() + DAY),
        createdAt: new Date(p.now()),
      })
      .returning({ id: promotions.id });
    const m = await newMember(p);
    const welcome = await promotionId(p, 'welcome100');
    expect(statusesOf((await call(p, m, 'availablePromotions', { pageSize: 50 })).body.value.list)).toMatchObject({ welcome100: 'join', autoReload: 'joined' });
    const joins = await Promise.all(Array.from({ length: STORM }, () => call(p, m, 'promotionJoin', { promotionId: welcome })));
    expect(joins.map((r) => r.status)).toEqual(Array(STORM).fill(200));
    expect(joins.filter((r) => r.body.value.repeated === false)).toHaveLength(1);
    expect(joins[0]!.body.value.status).toBe('joined');
    const order = await deposit(p, m, 500);
    const before = await mainBalance(p, m.id);
    // The gateway's paid callback, delivered many times at once.
    const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
    const providerRef = `SBXREF${order.orderNo.slice(-8)}`;
    const delivered = await Promise.all(
      Array.from({ length: STORM }, (_, i) => pay(p, m, order, i % 2 === 0 ? { eventId, providerRef } : { providerRef })),
    );
    expect(delivered.filter((d) => d.status === 200).length).toBeGreaterThan(0);
    const bonuses = await bonusesOf(p, m.id);
    expect(bonuses.map((b) => [b.reference, b.amount, b.turnover]).sort()).toEqual(
      [
        [`promo:${welcome}:deposit:${order.orderNo}`, 50_000, 500_000],
        [`promo:${autoReload!.id}:deposit:${order.orderNo}`, 10_000, 50_000],
      ].sort(),
    );
    expect((await mainBalance(p, m.id)) - before).toBe(50_000 + 50_000 + 10_000);
    const list = await call(p, m, 'availablePromotions', { pageSize: 50 });
    expect(statusesOf(list.body.value.list)).toMatchObject({ welcome100: 'issued', autoReload: 'issued', reload20: 'join' });
    const details = await call(p, m, 'bonusDetails', { from: '2026-11-01', to: '2026-11-30', source: 'promotion' });
    expect(details.body.value.totals).toMatchObject({ count: 2, amount: 600, turnover: 5500 });
    const requirements = await p.database.db.select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, m.id));
    expect(requirements.filter((r) => r.source === 'bonus').map((r) => r.amount).sort()).toEqual([50_000, 500_000]);
    // A second deposit: the first-deposit bonus is spent, the reload was once.
    await pay(p, m, await deposit(p, m, 800));
    expect(await bonusesOf(p, m.id)).toHaveLength(2);
    // Joining the first-deposit bonus after a deposit is refused; without joining, only the automatic one pays.
    const late = await newMember(p);
    await pay(p, late, await deposit(p, late, 150));
    expect((await call(p, late, 'promotionJoin', { promotionId: welcome })).body.code).toBe('promotion_not_eligible');
    expect((await bonusesOf(p, late.id)).map((b) => b.amount)).toEqual([]);
    const auto = await newMember(p);
    await pay(p, auto, await deposit(p, auto, 1000));
    expect((await bonusesOf(p, auto.id)).map((b) => b.amount)).toEqual([20_000]);
    // The seeded reload, joined after deposits were made: any later deposit pays it.
    const reload = await promotionId(p, 'reload20');
    expect((await call(p, late, 'promotionJoin', { promotionId: reload })).body.value.status).toBe('joined');
    await pay(p, late, await deposit(p, late, 3000));
    expect((await bonusesOf(p, late.id)).map((b) => [b.reference.split(':')[1], b.amount]).sort()).toEqual(
      [[String(reload), 50_000], [String(autoReload!.id), 50_000]].sort(),
    );
    await db.delete(promotions).where(eq(promotions.id, autoReload!.id));
    expect(await auditLedger(p.database.db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });

  it('follows the reward centre switch (REWCEN3): off, joins are refused and a deposit pays no bonus, even one joined before', async () => {
    const p = platform();
    current = p;
    const run = (...argv: string[]) => runCommand(p.database.db, argv, () => {}, { now: p.now });
    const welcome = await promotionId(p, 'welcome100');
    const joined = await newMember(p);
    expect((await call(p, joined, 'promotionJoin', { promotionId: welcome })).body.value.status).toBe('joined');
    const other = await newMember(p);
    expect(await run('flag', 'CRP001', 'REWCEN3', 'off')).toBe(0);
    try {
      const before = await p.rowCounts();
      const refused = await call(p, other, 'promotionJoin', { promotionId: welcome });
      expect([refused.status, refused.body.code]).toEqual([403, 'feature_not_enabled']);
      expect(await p.rowCounts()).toEqual(before);
      const balance = await mainBalance(p, joined.id);
      await pay(p, joined, await deposit(p, joined, 500));
      expect(await bonusesOf(p, joined.id)).toEqual([]);
      expect((await mainBalance(p, joined.id)) - balance).toBe(50_000);
    } finally {
      expect(await run('flag', 'CRP001', 'REWCEN3', 'on')).toBe(0);
    }
    // Switched on again: the other member joins and its first deposit pays the bonus.
    expect((await call(p, other, 'promotionJoin', { promotionId: welcome })).body.value.status).toBe('joined');
    await pay(p, other, await deposit(p, other, 500));
    expect((await bonusesOf(p, other.id)).map((b) => b.amount)).toEqual([50_000]);
    expect(await auditLedger(p.database.db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });

  it('takes a sign-up request with a comment and images (checked by content); the operator approves it once', async () => {
    const p = platform();
    const id = await promotionId(p, 'bigWinShare');
    const m = await newMember(p);
    const upload = (member: TestMember, fields: Record<string, unknown>, files: Buffer[]) =>
      p.call('signUpRequestReward', fields, {
        token: member.token,
        files: files.map((data, i) => ({ field: 'images', filename: `shot${i}.png`, contentType: 'image/png', data })),
      });
    const counts = await p.rowCounts();
    const tooLong = await upload(m, { promotionId: id, comment: 'x'.repeat(141) }, [PNG]);
    expect([tooLong.status, tooLong.body.code]).toEqual([422, 'validation_failed']);
    const gif = await upload(m, { promotionId: id, comment: 'ok' }, [PNG, GIF]);
    expect([gif.status, gif.body.code]).toEqual([415, 'upload_type_invalid']);
    const four = await upload(m, { promotionId: id }, [PNG, PNG, JPEG, PNG]);
    expect(four.body.code).toBe('upload_too_many');
    const big = await upload(m, { promotionId: id }, [Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])]);
    expect(big.body.code).toBe('upload_too_large');
    const wrongKind = await upload(m, { promotionId: await promotionId(p, 'weeklyRaffle') }, [PNG]);
    expect(wrongKind.body.code).toBe('promotion_action_invalid');
    const ended = await upload(m, { promotionId: await promotionId(p, 'autumnCarnival') }, [PNG]);
    expect(ended.body.code).toBe('promotion_closed');
    expect(await p.rowCounts()).toEqual(counts);

    const storm = await Promise.all(Array.from({ length: STORM }, () => upload(m, { promotionId: id, comment: 'Big win on Fortune Reels!' }, [PNG, JPEG])));
    expect(storm.map((r) => r.status)).toEqual(Array(STORM).fill(200));
    expect(storm.filter((r) => !r.body.value.repeated)).toHaveLength(1);
    expect(storm[0]!.body.value.entry).toMatchObject({ status: 'applying', comment: 'Big win on Fortune Reels!', images: 2 });
    const [entry] = await p.database.db.select().from(promotionEntries).where(and(eq(promotionEntries.memberId, m.id), eq(promotionEntries.promotionId, id)));

    const lines: string[] = [];
    expect(await runCommand(p.database.db, ['promotion', 'list'], (l) => lines.push(l), { now: p.now })).toBe(0);
    expect(lines.join('\n')).toContain(`#${entry!.id}`);
    expect(lines.join('\n')).toContain('2 image(s)');
    // Approvals fired in parallel (the CLI's among them): one credit.
    const reviews = await Promise.all([
      ...Array.from({ length: STORM }, () => reviewSignUp(p.database.db, entry!.id, { approve: true }, p.now())),
      runCommand(p.database.db, ['promotion', 'approve', String(entry!.id)], () => undefined, { now: p.now }),
    ]);
    const outcomes = reviews.map((r) => (typeof r === 'number' ? (r === 0 ? 'approved' : 'not_applying') : r.outcome));
    expect(outcomes.filter((o) => o === 'approved')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'not_applying')).toHaveLength(STORM);
    const out: string[] = [];
    expect(await runCommand(p.database.db, ['promotion', 'approve', String(entry!.id)], (l) => out.push(l), { now: p.now })).toBe(1);
    expect(out[0]).toContain('not applying');
    expect((await bonusesOf(p, m.id)).map((b) => [b.amount, b.turnover])).toEqual([[8_800, 8_800]]);
    const detail = await call(p, m, 'promotionDetail', { promotionId: id });
    expect(detail.body.value.status).toBe('issued');
    expect(detail.body.value.entry).toMatchObject({ status: 'issued', bonusAmount: 88 });
    // A request sent again after the review answers the reviewed entry; a rejected one shows its reason.
    const other = await newMember(p);
    await upload(other, { promotionId: id, comment: 'me too' }, []);
    const [otherEntry] = await p.database.db.select().from(promotionEntries).where(eq(promotionEntries.memberId, other.id));
    const rejected: string[] = [];
    expect(await runCommand(p.database.db, ['promotion', 'reject', String(otherEntry!.id), 'no', 'screenshot'], (l) => rejected.push(l), { now: p.now })).toBe(0);
    const again = await upload(other, { promotionId: id, comment: 'again' }, [PNG]);
    expect(again.body.code).toBe('promotion_already_entered');
    const claims = await call(p, other, 'promotionClaimList', {});
    expect(claims.body.value.list).toMatchObject([{ promotionId: id, kind: 'signUp', status: 'rejected', rejectReason: 'no screenshot' }]);
    expect(await bonusesOf(p, other.id)).toHaveLength(0);
    expect(await auditLedger(p.database.db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });

  it('raffle: one ticket per member under a storm, drawn once at the end with the prizes credited once', async () => {
    const p = platform();
    const db = p.database.db;
    const id = await promotionId(p, 'weeklyRaffle');
    const players = await Promise.all(Array.from({ length: 5 }, () => newMember(p)));
    const first = players[0]!;
    const storm = await Promise.all(Array.from({ length: STORM }, () => call(p, first, 'raffleClaim', { promotionId: id })));
    expect(storm.filter((r) => r.status === 200 && !r.body.value.repeated)).toHaveLength(1);
    expect(new Set(storm.map((r) => r.body.value.entry.ticketNo)).size).toBe(1);
    expect(storm[0]!.body.value.status).toBe('claimed');
    for (const m of players.slice(1)) expect((await call(p, m, 'raffleClaim', { promotionId: id })).status).toBe(200);
    const before = await call(p, first, 'raffleStatus', { promotionId: id });
    expect(before.body.value).toMatchObject({ status: 'claimed', tickets: 5, drawnAt: null, prize: null, winners: [] });
    expect((await drawRaffle(db, id, p.now())).outcome).toBe('not_due');
    expect((await call(p, first, 'raffleClaim', { promotionId: await promotionId(p, 'newYearRaffle') })).body.code).toBe('promotion_not_started');

    p.advance(6 * DAY);
    // Sessions idle that long have ended: the members log in again.
    first.token = await sessionOf(p, first);
    const late = await newMember(p);
    expect((await call(p, late, 'raffleClaim', { promotionId: id })).body.code).toBe('promotion_closed');
    expect((await call(p, first, 'raffleStatus', { promotionId: id })).body.value.status).toBe('inProcess');
    const draws = await Promise.all(Array.from({ length: STORM }, () => drawRaffle(db, id, p.now())));
    expect(draws.filter((d) => d.outcome === 'drawn')).toEqual([{ outcome: 'drawn', tickets: 5, winners: 5 }]);
    expect(draws.filter((d) => d.outcome === 'already_drawn')).toHaveLength(STORM - 1);
    const credits = await db.select().from(bonusCredits).where(like(bonusCredits.reference, `promo:${id}:raffle:%`));
    // Five tickets, fourteen prizes: every ticket wins, the best five prizes.
    expect(credits.map((c) => c.amount).sort((a, b) => b - a)).toEqual([888_800, 88_800, 88_800, 88_800, 8_800]);
    const after = await call(p, first, 'raffleStatus', { promotionId: id });
    expect(after.body.value.status).toBe('issued');
    expect(after.body.value.winners).toHaveLength(5);
    expect(after.body.value.winners[0].account).toContain('*');
    const cli: string[] = [];
    expect(await runCommand(db, ['promotion', 'draw', String(id)], (l) => cli.push(l), { now: p.now })).toBe(1);
    expect(cli[0]).toContain('drawn already');
    expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });

  it('the Zalo/WhatsApp bonus: needs a number, pays once per member and per number under a storm of claims', async () => {
    const p = platform();
    const id = await promotionId(p, 'contactBonus');
    const none = await newMember(p);
    expect((await call(p, none, 'promotionJoin', { promotionId: id })).body.code).toBe('contact_number_required');
    const m = await newMember(p, { profile: { zalo: '+84 901 234 567' } });
    const storm = await Promise.all(Array.from({ length: STORM }, () => call(p, m, 'promotionJoin', { promotionId: id, requestId: 'zalo-claim-1' })));
    expect(storm.map((r) => r.status)).toEqual(Array(STORM).fill(200));
    expect(storm.filter((r) => !r.body.value.repeated)).toHaveLength(1);
    expect(storm[0]!.body.value).toMatchObject({ status: 'claimed', entry: { bonusAmount: 131_000 } });
    expect((await bonusesOf(p, m.id)).map((b) => [b.amount, b.turnover])).toEqual([[13_100_000, 262_000_000]]);
    // The same number on another account (spelled otherwise) earns nothing.
    const twin = await newMember(p, { profile: { whatsapp: '84901234567' } });
    expect((await call(p, twin, 'promotionJoin', { promotionId: id })).body.code).toBe('contact_number_used');
    expect(await bonusesOf(p, twin.id)).toHaveLength(0);
    // Not joined with this call: a raffle, a sign-up request.
    expect((await call(p, m, 'promotionJoin', { promotionId: await promotionId(p, 'weeklyRaffle') })).body.code).toBe('promotion_action_invalid');
    expect((await call(p, m, 'promotionJoin', { promotionId: await promotionId(p, 'bigWinShare') })).body.code).toBe('promotion_action_invalid');
    // Another merchant's promotion is not found.
    expect((await call(p, m, 'promotionJoin', { promotionId: await promotionId(p, 'contactBonus', 'JADE01') })).body.code).toBe('promotion_not_found');
    const jade = await p.call('merchantAvailablePromotions', {}, { merchant: 'JADE01', language: 'VI' });
    expect(jade.body.value.list.map((x: { title: string }) => x.title)).toContain('Thưởng Zalo / WhatsApp');
    expect(await auditLedger(p.database.db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
    const [entries] = await p.database.db.select({ n: count() }).from(promotionEntries).where(eq(promotionEntries.promotionId, id));
    expect(entries?.n).toBe(1);
  });
});
