/**
 * The member centre's records (issue 14): betting record, account record, profit and loss, bonus details; the daily
 * summaries that give their totals; creditBonus and the operator's `bonus` command. Rounds are played through the
 * seamless wallet's own operation (as a vendor's calls would), so the triggers are exercised on the real path.
 */
import { betRecordCategories, type BetRecordCategory } from '@croupier/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bonusCredits, games, ledgerTransactions, members, merchants, turnoverRequirements } from './db/schema';
import { runCommand } from './operator';
import { BonusError, creditBonus, type BonusCreditRequest } from './services/bonuses';
import {
  betRecordsSql,
  bonusDetailsSql,
  profitReportSql,
  recordCategoryOf,
  transactionRecordsSql,
} from './services/records';
import { MAIN_WALLET, balanceOf, credit, seamlessOperation, transfer } from './services/wallet';
import { forEachEngine, type TestPlatform } from './test/harness';

const DAY = 86_400_000;
const JST = 9 * 3_600_000;
/** The JST calendar date of an instant. */
const jstDate = (ms: number) => new Date(ms + JST).toISOString().slice(0, 10);
const minor = (major: number) => Math.round(major * 100);
const sumMinor = (values: number[]) => values.reduce((s, v) => s + minor(v), 0);

type Outcome = 'won' | 'lost' | 'tie' | 'pending' | 'cancelled';
interface PlannedRound {
  n: number;
  vendor: string;
  at: number;
  stake: number;
  payout: number;
  outcome: Outcome;
}

const VENDORS = ['EVO', 'PG', 'JDB', 'SBO', 'TF', 'KY'] as const;
const OUTCOMES: Outcome[] = ['won', 'lost', 'lost', 'tie', 'won', 'pending', 'lost', 'cancelled'];
/** 2026-11-14 23:59:59.999 and 2026-11-15 00:00:00.000 in Tokyo. */
const BOUNDARY = Date.UTC(2026, 10, 14, 15, 0, 0);

function plan(): PlannedRound[] {
  const rounds: PlannedRound[] = [];
  for (let n = 0; n < 40; n++) {
    const outcome = OUTCOMES[n % OUTCOMES.length] ?? 'lost';
    const stake = 100 * (1 + (n % 5));
    const payout =
      outcome === 'won' ? stake * 2 + n : outcome === 'tie' ? stake : outcome === 'lost' ? (n % 3) * 10 : 0;
    rounds.push({
      n,
      vendor: VENDORS[n % VENDORS.length] ?? 'PG',
      at: Date.UTC(2026, 10, 10, 1, 0, 0) + n * 5.5 * 3_600_000,
      stake,
      payout,
      outcome,
    });
  }
  rounds.push({ n: 40, vendor: 'PG', at: BOUNDARY - 1, stake: 700, payout: 1_500, outcome: 'won' });
  rounds.push({ n: 41, vendor: 'EVO', at: BOUNDARY, stake: 800, payout: 0, outcome: 'lost' });
  return rounds;
}

const statusOf = (o: Outcome) => (o === 'tie' ? 'won' : o);
const categoryOfVendor: Record<string, BetRecordCategory> = {
  EVO: 'LIVE',
  PG: 'RNG',
  JDB: 'FISH',
  SBO: 'SPORTS',
  TF: 'SPORTS',
  KY: 'PVP',
};

async function login(p: TestPlatform, username: string, password: string, merchant = 'CRP001'): Promise<string> {
  const res = await p.call('login', { username, password, type: 'username' }, { merchant });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value.token as string;
}

async function memberOf(p: TestPlatform, account: string, merchantCode = 'CRP001') {
  const [row] = await p.database.db
    .select({ id: members.id, merchantId: members.merchantId })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(members.account, account), eq(merchants.code, merchantCode)));
  if (!row) throw new Error(`no ${account}`);
  return row;
}

/** Plays the rounds through seamless_operation: bet, then settle or roll back 30 s later (pending ones stay open). */
async function play(
  p: TestPlatform,
  member: { id: number; merchantId: number },
  rounds: PlannedRound[],
  prefix: string,
) {
  const gameOf = new Map<string, number>();
  for (const vendor of new Set(rounds.map((r) => r.vendor))) {
    const [game] = await p.database.db.select({ id: games.id }).from(games).where(eq(games.vendor, vendor)).limit(1);
    gameOf.set(vendor, game!.id);
  }
  for (const r of rounds) {
    const base = {
      merchantId: member.merchantId,
      memberId: member.id,
      vendor: r.vendor,
      gameId: gameOf.get(r.vendor)!,
    };
    const txId = `${prefix}${r.n}`;
    const bet = await seamlessOperation<{ ok: boolean }>(p.database.db, {
      ...base,
      op: 'bet',
      txId,
      roundId: `round-${txId}`,
      amount: r.stake,
      at: new Date(r.at),
    });
    expect(bet.answer.ok, txId).toBe(true);
    if (r.outcome === 'pending') continue;
    const close =
      r.outcome === 'cancelled'
        ? { op: 'rollback' as const, txId: `${txId}-R`, betTxId: txId }
        : { op: 'settle' as const, txId: `${txId}-S`, betTxId: txId, amount: r.payout };
    const done = await seamlessOperation<{ ok: boolean }>(p.database.db, {
      ...base,
      ...close,
      at: new Date(r.at + 30_000),
    });
    expect(done.answer.ok, close.txId).toBe(true);
  }
}

/** Every summary row equals what its source rows add up to (no drift after any of the writes above). */
async function expectSummariesExact(p: TestPlatform) {
  const drift = await p.database.db.execute(sql`
    with expected as (
      select b.member_id, (b.created_at at time zone merchant_time_zone(m.settings))::date as day, b.category, b.vendor,
        bet_outcome(b.status, b.stake, b.payout) as outcome, count(*)::int as rounds, sum(b.stake)::bigint as stake,
        sum(b.valid_bet)::bigint as valid_bet, sum(b.payout)::bigint as payout
      from bet_records b join merchants m on m.id = b.merchant_id group by 1, 2, 3, 4, 5
    ), kept as (select * from bet_daily_totals where rounds <> 0 or stake <> 0 or valid_bet <> 0 or payout <> 0)
    select count(*)::int as n from ((select * from expected except select * from kept) union all (select * from kept except select * from expected)) d`);
  expect((drift as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  const dayDrift = await p.database.db.execute(sql`
    with expected as (
      select b.member_id, (b.created_at at time zone merchant_time_zone(m.settings))::date as day, count(*)::int as rounds,
        sum(b.stake)::bigint as stake, sum(b.valid_bet)::bigint as valid_bet, sum(b.payout)::bigint as payout,
        sum(case when bet_outcome(b.status, b.stake, b.payout) in ('won', 'lost') then b.payout - b.stake else 0 end)::bigint as win_loss
      from bet_records b join merchants m on m.id = b.merchant_id group by 1, 2
    ), kept as (
      select member_id, day, rounds, stake, valid_bet, payout, win_loss from bet_member_days
      where rounds <> 0 or stake <> 0 or valid_bet <> 0 or payout <> 0 or win_loss <> 0
    )
    select count(*)::int as n from ((select * from expected except select * from kept) union all (select * from kept except select * from expected)) d`);
  expect((dayDrift as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  const ledgerDrift = await p.database.db.execute(sql`
    with expected as (
      select e.member_id, (e.created_at at time zone merchant_time_zone(m.settings))::date as day, e.kind, count(*)::int as entries,
        sum(greatest(e.amount, 0))::bigint as amount_in, sum(greatest(-e.amount, 0))::bigint as amount_out
      from ledger_entries e join wallet_accounts a on a.id = e.account_id join merchants m on m.id = a.merchant_id
      where a.member_id is not null group by 1, 2, 3
    )
    select count(*)::int as n from ((select * from expected except select * from ledger_daily_totals) union all (select * from ledger_daily_totals except select * from expected)) d`);
  expect((ledgerDrift as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
}

forEachEngine('member centre records', (platform) => {
  const rounds = plan();
  let token = '';
  let demo = { id: 0, merchantId: 0 };
  const call = async (
    key: 'betRecords' | 'betVendors' | 'transactionRecords' | 'profitReport' | 'bonusDetails',
    input: Record<string, unknown>,
    as = token,
  ) => {
    const res = await platform().call(key, input, { token: as });
    expect(res.status, `${key} ${JSON.stringify(input)}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.value;
  };

  it('the seed gives demo01 its two bonuses (balance still 10,000.00) and they show in every record', async () => {
    const p = platform();
    demo = await memberOf(p, 'demo01');
    token = await login(p, 'demo01', 'Demo1234');
    expect(await balanceOf(p.database.db, demo.merchantId, demo.id, 'main')).toBe(1_000_000);
    const period = { from: jstDate(p.now() - 7 * DAY), to: jstDate(p.now()) };
    const bonuses = await call('bonusDetails', period);
    expect(bonuses).toMatchObject({
      total: 2,
      timeZone: 'Asia/Tokyo',
      totals: { count: 2, amount: 112.34, turnover: 100 },
    });
    expect(
      bonuses.list.map((b: { source: string; amount: number; turnover: number; status: string }) => [
        b.source,
        b.amount,
        b.turnover,
        b.status,
      ]),
    ).toEqual([
      ['rebate', 12.34, 0, 'credited'],
      ['promotion', 100, 100, 'credited'],
    ]);
    const ledger = await call('transactionRecords', { ...period, type: 'bonus' });
    expect(ledger.totals).toEqual({ count: 2, in: 112.34, out: 0, net: 112.34 });
    expect(ledger.list[0]).toMatchObject({
      type: 'bonus',
      kind: 'bonus',
      wallet: 'main',
      amount: 12.34,
      balanceAfter: 10_000,
      reference: 'seed:demo01:rebate',
    });
    expect((await call('profitReport', period)).bonuses).toBe(112.34);
    const [requirement] = await p.database.db
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.memberId, demo.id));
    expect(requirement).toMatchObject({ source: 'bonus', amount: 10_000 });
  });

  it('betting record: newest first, pages that add up to the whole list, totals of the whole period equal to the sum of its rows', async () => {
    const p = platform();
    await play(p, demo, rounds, 'T');
    const period = { from: '2026-11-01', to: '2026-11-20' };
    const all = await call('betRecords', { ...period, pageSize: 100 });
    expect(all.total).toBe(rounds.length);
    expect(all.list).toHaveLength(rounds.length);
    const times = all.list.map((r: { time: number }) => r.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Newest first; rounds of the same instant in the reverse order they were made (by id).
    expect(all.list.map((r: { roundId: string }) => r.roundId)).toEqual(
      [...rounds].sort((a, b) => b.at - a.at || b.n - a.n).map((r) => `round-T${r.n}`),
    );
    // Rows as planned.
    for (const row of all.list as {
      roundId: string;
      stake: number;
      payout: number;
      validBet: number;
      winLoss: number;
      status: string;
      category: string;
      vendor: string;
      gameName: string;
      settledAt: number | null;
    }[]) {
      const r = rounds.find((x) => `round-T${x.n}` === row.roundId)!;
      expect(row).toMatchObject({
        vendor: r.vendor,
        category: categoryOfVendor[r.vendor],
        status: statusOf(r.outcome),
        stake: r.stake / 100,
      });
      const settled = r.outcome !== 'pending' && r.outcome !== 'cancelled';
      expect(row.payout).toBe(settled ? r.payout / 100 : 0);
      expect(row.validBet).toBe(settled ? r.stake / 100 : 0);
      expect(row.winLoss).toBe(settled ? (r.payout - r.stake) / 100 : 0);
      expect(row.settledAt).toBe(r.outcome === 'pending' ? null : r.at + 30_000);
      expect(row.gameName.length).toBeGreaterThan(0);
    }
    expect(all.totals).toEqual({
      count: rounds.length,
      stake: sumMinor(all.list.map((r: { stake: number }) => r.stake)) / 100,
      validBet: sumMinor(all.list.map((r: { validBet: number }) => r.validBet)) / 100,
      payout: sumMinor(all.list.map((r: { payout: number }) => r.payout)) / 100,
      winLoss: sumMinor(all.list.map((r: { winLoss: number }) => r.winLoss)) / 100,
    });
    // Pages of 7: the same rows in the same order, each page answering the whole period's totals.
    const paged: unknown[] = [];
    for (let pageNo = 1; pageNo <= 6; pageNo++) {
      const page = await call('betRecords', { ...period, pageNo, pageSize: 7 });
      expect(page).toMatchObject({
        pageNum: pageNo,
        pageSize: 7,
        totalPages: 6,
        total: rounds.length,
        totals: all.totals,
      });
      expect(page.list).toHaveLength(pageNo < 6 ? 7 : rounds.length - 35);
      paged.push(...page.list);
    }
    expect(paged).toEqual(all.list);
    const past = await call('betRecords', { ...period, pageNo: 7, pageSize: 7 });
    expect(past).toMatchObject({ list: [], total: rounds.length, totals: all.totals });
    await expectSummariesExact(p);
  });

  it('betting record filters: category (sports includes e-sports), vendor, status, and their totals', async () => {
    const period = { from: '2026-11-01', to: '2026-11-20' };
    for (const category of betRecordCategories) {
      const expected = rounds.filter((r) => categoryOfVendor[r.vendor] === category);
      const page = await call('betRecords', { ...period, category, pageSize: 100 });
      expect(page.total, category).toBe(expected.length);
      expect(new Set(page.list.map((r: { category: string }) => r.category))).toEqual(
        new Set(expected.length ? [category] : []),
      );
      expect(minor(page.totals.stake)).toBe(expected.reduce((s, r) => s + r.stake, 0));
    }
    expect(
      (await call('betRecords', { ...period, category: 'SPORTS', pageSize: 100 })).list.some(
        (r: { vendor: string }) => r.vendor === 'TF',
      ),
    ).toBe(true);
    const tf = await call('betRecords', { ...period, vendor: 'tf', pageSize: 100 });
    expect(tf.total).toBe(rounds.filter((r) => r.vendor === 'TF').length);
    for (const status of ['pending', 'won', 'lost', 'cancelled'] as const) {
      const expected = rounds.filter((r) => statusOf(r.outcome) === status);
      const page = await call('betRecords', { ...period, status, pageSize: 3 });
      expect(page.total, status).toBe(expected.length);
      expect(minor(page.totals.winLoss)).toBe(
        status === 'won' || status === 'lost' ? expected.reduce((s, r) => s + r.payout - r.stake, 0) : 0,
      );
      expect(page.list.every((r: { status: string }) => r.status === status)).toBe(true);
    }
    const combined = await call('betRecords', { ...period, category: 'LIVE', status: 'lost', pageSize: 100 });
    expect(combined.total).toBe(rounds.filter((r) => r.vendor === 'EVO' && statusOf(r.outcome) === 'lost').length);
    // A deep page of a filtered list is the same slice of the full filtered list.
    const lost = await call('betRecords', { ...period, status: 'lost', pageSize: 100 });
    const third = await call('betRecords', { ...period, status: 'lost', pageNo: 3, pageSize: 4 });
    expect(third.list).toEqual(lost.list.slice(8, 12));
    const vendors = await call('betVendors', {});
    expect(vendors.list.find((v: { vendor: string }) => v.vendor === 'EVO')).toMatchObject({
      category: 'LIVE',
      played: true,
    });
    expect(vendors.list.find((v: { vendor: string }) => v.vendor === 'AG')).toMatchObject({
      category: 'LIVE',
      played: false,
    });
    const sports = await call('betVendors', { category: 'SPORTS' });
    expect(sports.list.map((v: { vendor: string }) => v.vendor)).toEqual(
      expect.arrayContaining(['SBO', 'IBC', 'TF', 'IA', 'DS88']),
    );
    expect(sports.list.every((v: { category: string }) => v.category === 'SPORTS')).toBe(true);
  });

  it("dates are the merchant's calendar days: Tokyo by default, and another zone rebuilds the days", async () => {
    const p = platform();
    const day = async (date: string) =>
      (await call('betRecords', { from: date, to: date, pageSize: 100 })).list.map(
        (r: { roundId: string }) => r.roundId,
      );
    expect(await day('2026-11-14')).toContain('round-T40');
    expect(await day('2026-11-14')).not.toContain('round-T41');
    expect(await day('2026-11-15')).toContain('round-T41');
    const expectedOn = (date: string, dateOf: (ms: number) => string) =>
      rounds.filter((r) => dateOf(r.at) === date).length;
    expect((await call('betRecords', { from: '2026-11-14', to: '2026-11-14' })).total).toBe(
      expectedOn('2026-11-14', jstDate),
    );

    // Kolkata (UTC+05:30): both boundary rounds fall on the 14th there; the summaries follow the new zone at once.
    const [merchant] = await p.database.db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
    await p.database.db
      .update(merchants)
      .set({ settings: { ...merchant!.settings, timeZone: 'Asia/Kolkata' } })
      .where(eq(merchants.id, merchant!.id));
    const istDate = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const ist = await call('betRecords', { from: '2026-11-14', to: '2026-11-14', pageSize: 100 });
    expect(ist.timeZone).toBe('Asia/Kolkata');
    expect(ist.list.map((r: { roundId: string }) => r.roundId)).toEqual(
      expect.arrayContaining(['round-T40', 'round-T41']),
    );
    expect(ist.total).toBe(expectedOn('2026-11-14', istDate));
    expect(ist.list).toHaveLength(ist.total);
    await expectSummariesExact(p);
    const profit = await call('profitReport', { from: '2026-11-14', to: '2026-11-14' });
    expect(profit.daily).toEqual([{ date: '2026-11-14', profit: profit.totals.profit }]);

    // An unknown zone is refused by the database and changes nothing.
    await expect(
      p.database.db
        .update(merchants)
        .set({ settings: { ...merchant!.settings, timeZone: 'Mars/Olympus' } })
        .where(eq(merchants.id, merchant!.id)),
    ).rejects.toThrow();
    await p.database.db.update(merchants).set({ settings: merchant!.settings }).where(eq(merchants.id, merchant!.id));
    expect((await call('betRecords', { from: '2026-11-14', to: '2026-11-14' })).timeZone).toBe('Asia/Tokyo');
    await expectSummariesExact(p);
  });

  it("other members' rounds and movements are never visible", async () => {
    const p = platform();
    const agentToken = await login(p, 'agent01', 'Agent1234');
    const period = { from: jstDate(p.now() - 30 * DAY), to: jstDate(p.now()) };
    const mine = await call('betRecords', { ...period, pageSize: 100 });
    const theirs = await call('betRecords', { ...period, pageSize: 100 }, agentToken);
    expect(theirs.total).toBe(5); // agent01's seeded history
    const ids = (page: { list: { id: number }[] }) => page.list.map((r) => r.id);
    expect(ids(theirs).filter((id) => ids(mine).includes(id))).toEqual([]);
    const owners = await p.database.db.execute(
      sql`select distinct member_id from bet_records where id in (${sql.join(
        ids(mine).map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect((owners as unknown as { rows: { member_id: number }[] }).rows.map((r) => r.member_id)).toEqual([demo.id]);
    const ledgerMine = await call('transactionRecords', { ...period, pageSize: 100 });
    const ledgerTheirs = await call('transactionRecords', { ...period, pageSize: 100 }, agentToken);
    expect(
      ledgerTheirs.list
        .map((r: { id: number }) => r.id)
        .filter((id: number) => ledgerMine.list.some((m: { id: number }) => m.id === id)),
    ).toEqual([]);
    expect((await call('bonusDetails', period, agentToken)).total).toBe(0);
    // JADE01's member sees only JADE01's own.
    const jade = await login(p, 'jade01', 'Jade1234', 'JADE01');
    const res = await p.call('bonusDetails', period, { token: jade, merchant: 'JADE01' });
    expect(res.body.value).toMatchObject({ total: 1, list: [{ source: 'vip', amount: 50 }] });
  });

  it('account record: every movement with its type, signed amount, balance after and reference; totals in and out', async () => {
    const p = platform();
    // A deposit and a withdrawal of the kinds the cashier uses, and a kind nobody mapped (an adjustment).
    await credit(p.database.db, {
      merchantId: demo.merchantId,
      memberId: demo.id,
      amount: 50_000,
      kind: 'deposit',
      idempotencyKey: 'test:dep:1',
      at: new Date(Date.UTC(2026, 10, 18, 3)),
    });
    await credit(p.database.db, {
      merchantId: demo.merchantId,
      memberId: demo.id,
      amount: -20_000,
      kind: 'withdrawal',
      idempotencyKey: 'test:wd:1',
      at: new Date(Date.UTC(2026, 10, 18, 4)),
    });
    await credit(p.database.db, {
      merchantId: demo.merchantId,
      memberId: demo.id,
      amount: 1_000,
      kind: 'jackpot_share',
      idempotencyKey: 'test:odd:1',
      at: new Date(Date.UTC(2026, 10, 18, 5)),
    });
    const period = { from: '2026-11-01', to: '2026-11-20' };
    const all = await call('transactionRecords', { ...period, pageSize: 100 });
    const list = all.list as {
      id: number;
      type: string;
      kind: string;
      amount: number;
      balanceAfter: number;
      reference: string;
      wallet: string;
      time: number;
    }[];
    expect(all.total).toBe(list.length);
    const moneyIn = list.filter((r) => r.amount > 0).reduce((s, r) => s + minor(r.amount), 0);
    const moneyOut = list.filter((r) => r.amount < 0).reduce((s, r) => s - minor(r.amount), 0);
    expect(all.totals).toEqual({
      count: list.length,
      in: moneyIn / 100,
      out: moneyOut / 100,
      net: (moneyIn - moneyOut) / 100,
    });
    // Each balance after is the previous one plus the amount, in the order the movements were made (one wallet: CRP001
    // plays from main; the rounds above carry times before the seed's, so the order of ids, not of times).
    const made = [...list].sort((x, y) => x.id - y.id);
    for (let i = 1; i < made.length; i++)
      expect(minor(made[i]!.balanceAfter)).toBe(minor(made[i - 1]!.balanceAfter) + minor(made[i]!.amount));
    expect(minor(made.at(-1)!.balanceAfter)).toBe(await balanceOf(p.database.db, demo.merchantId, demo.id, 'main'));
    const byKind = (kind: string) => list.filter((r) => r.kind === kind);
    expect(byKind('bet')).toHaveLength(rounds.length);
    expect(byKind('bet').every((r) => r.type === 'bet' && r.amount < 0 && /^[A-Z]+:bet:T\d+$/.test(r.reference))).toBe(
      true,
    );
    // Settles that pay nothing move nothing (no entry); paying ones are payouts, rollbacks refunds.
    expect(byKind('settle')).toHaveLength(
      rounds.filter((r) => r.outcome !== 'pending' && r.outcome !== 'cancelled' && r.payout > 0).length,
    );
    expect(byKind('settle').every((r) => r.type === 'payout')).toBe(true);
    expect(byKind('rollback').map((r) => r.type)).toEqual(
      rounds.filter((r) => r.outcome === 'cancelled').map(() => 'refund'),
    );
    expect(byKind('deposit')).toMatchObject([
      { type: 'deposit', amount: 500, reference: 'test:dep:1', wallet: 'main' },
    ]);
    expect(byKind('withdrawal')).toMatchObject([{ type: 'withdrawal', amount: -200 }]);
    expect(byKind('jackpot_share')).toMatchObject([{ type: 'adjustment', amount: 10 }]);
    for (const type of ['bet', 'payout', 'refund', 'deposit', 'withdrawal', 'adjustment', 'bonus', 'hold'] as const) {
      const filtered = await call('transactionRecords', { ...period, type, pageSize: 100 });
      expect(
        filtered.list.map((r: { id: number }) => r.id),
        type,
      ).toEqual(list.filter((r) => r.type === type).map((r) => r.id));
      expect(filtered.totals.count).toBe(filtered.list.length);
    }
    const page = await call('transactionRecords', { ...period, pageNo: 4, pageSize: 9 });
    expect(page.list).toEqual(list.slice(27, 36));
    // A transfer-wallet merchant: a transfer is two rows, out of main and into the vendor's wallet.
    const jade = await memberOf(p, 'jade01', 'JADE01');
    const jadeToken = await login(p, 'jade01', 'Jade1234', 'JADE01');
    const moved = await p.call(
      'walletTransfer',
      { from: 'main', to: 'PG', amount: 12.5 },
      { token: jadeToken, merchant: 'JADE01' },
    );
    expect(moved.status).toBe(200);
    const today = jstDate(p.now());
    const transfers = await p.call(
      'transactionRecords',
      { from: today, to: today, type: 'transfer' },
      { token: jadeToken, merchant: 'JADE01' },
    );
    expect(
      transfers.body.value.list.map((r: { wallet: string; amount: number }) => [r.wallet, r.amount]).sort(),
    ).toEqual([
      ['PG', 12.5],
      ['main', -12.5],
    ]);
    expect(jade.id).toBeGreaterThan(0);
    await expectSummariesExact(p);
  });

  it('profit and loss: settled rounds by category, deposits, withdrawals, bonuses and a day for every date', async () => {
    const period = { from: '2026-11-09', to: '2026-11-20' };
    const report = await call('profitReport', period);
    const settled = rounds.filter((r) => r.outcome !== 'pending' && r.outcome !== 'cancelled');
    expect(report.categories.map((c: { category: string }) => c.category)).toEqual([...betRecordCategories]);
    for (const c of report.categories as {
      category: BetRecordCategory;
      rounds: number;
      stake: number;
      validBet: number;
      payout: number;
      profit: number;
    }[]) {
      const mine = settled.filter((r) => categoryOfVendor[r.vendor] === c.category);
      expect(c.rounds, c.category).toBe(mine.length);
      expect(minor(c.stake)).toBe(mine.reduce((s, r) => s + r.stake, 0));
      expect(minor(c.validBet)).toBe(minor(c.stake));
      expect(minor(c.profit)).toBe(mine.reduce((s, r) => s + r.payout - r.stake, 0));
    }
    expect(minor(report.totals.profit)).toBe(settled.reduce((s, r) => s + r.payout - r.stake, 0));
    expect(report.daily).toHaveLength(12);
    expect(report.daily[0].date).toBe('2026-11-09');
    expect(report.daily.at(-1).date).toBe('2026-11-20');
    expect(sumMinor(report.daily.map((d: { profit: number }) => d.profit))).toBe(minor(report.totals.profit));
    expect(minor(report.daily.find((d: { date: string }) => d.date === '2026-11-15').profit)).toBe(
      settled.filter((r) => jstDate(r.at) === '2026-11-15').reduce((s, r) => s + r.payout - r.stake, 0),
    );
    expect(report).toMatchObject({ deposits: 500, withdrawals: 200, bonuses: 112.34, timeZone: 'Asia/Tokyo' });
    const quiet = await call('profitReport', { from: '2026-01-01', to: '2026-01-03' });
    expect(quiet).toMatchObject({ totals: { rounds: 0, profit: 0 }, deposits: 0, withdrawals: 0, bonuses: 0 });
    expect(quiet.daily).toEqual([
      { date: '2026-01-01', profit: 0 },
      { date: '2026-01-02', profit: 0 },
      { date: '2026-01-03', profit: 0 },
    ]);
    expect(recordCategoryOf('COCKFIGHT')).toBe('SPORTS');
    expect(recordCategoryOf('SOMETHING_NEW')).toBe('RNG');
  });

  it('bad input is refused with 422 (or 401 without a session) and changes nothing', async () => {
    const p = platform();
    const trial = await p.call('freePlayLogin', { randomStr: 'abcdefgh12345678' });
    const before = await p.rowCounts();
    const ok = { from: '2026-11-01', to: '2026-11-20' };
    const bad: [string, Record<string, unknown>][] = [
      ['missing dates', {}],
      ['no to', { from: '2026-11-01' }],
      ['not a date', { from: 'yesterday', to: '2026-11-20' }],
      ['no such day', { from: '2026-02-30', to: '2026-03-01' }],
      ['month 13', { from: '2026-13-01', to: '2026-13-02' }],
      ['another format', { from: '20261101', to: '2026-11-20' }],
      ['year out of range', { from: '1999-12-31', to: '2000-01-01' }],
      ['to before from', { from: '2026-11-20', to: '2026-11-19' }],
      ['94 days', { from: '2026-01-01', to: '2026-04-04' }],
      ['page 0', { ...ok, pageNo: 0 }],
      ['page too deep', { ...ok, pageNo: 100_001 }],
      ['page size 0', { ...ok, pageSize: 0 }],
      ['page size 101', { ...ok, pageSize: 101 }],
      ['fractional page', { ...ok, pageNo: 1.5 }],
    ];
    for (const key of ['betRecords', 'transactionRecords', 'bonusDetails', 'profitReport'] as const) {
      for (const [what, input] of bad) {
        if (key === 'profitReport' && ('pageNo' in input || 'pageSize' in input)) continue;
        const res = await p.call(key, input, { token });
        expect(res.status, `${key}: ${what}`).toBe(422);
        expect(res.body.code).toBe('validation_failed');
      }
      expect((await p.call(key, ok)).status, `${key} without a session`).toBe(401);
    }
    const issues = (await p.call('betRecords', { from: '2026-11-20', to: '2026-11-01' }, { token })).body.value.issues;
    expect(issues).toEqual([{ path: ['to'], message: 'validation:dateRangeOrder' }]);
    expect((await p.call('betRecords', { from: '2026-01-01', to: '2026-04-04' }, { token })).body.value.issues).toEqual(
      [{ path: ['to'], message: 'validation:dateRangeTooLong' }],
    );
    expect((await p.call('betRecords', { ...ok, to: '2026-04-03', from: '2026-01-01' }, { token })).status).toBe(200); // 93 days
    for (const input of [
      { ...ok, category: 'CASINO' },
      { ...ok, status: 'open' },
      { ...ok, vendor: 'NOPE' },
      { ...ok, vendor: 'P G' },
      { ...ok, vendor: '' },
    ]) {
      const res = await p.call('betRecords', input, { token });
      expect(res.status, JSON.stringify(input)).toBe(422);
    }
    expect((await p.call('transactionRecords', { ...ok, type: 'gift' }, { token })).status).toBe(422);
    expect((await p.call('bonusDetails', { ...ok, source: 'lottery' }, { token })).status).toBe(422);
    expect((await p.call('betVendors', { category: 'CASINO' }, { token })).status).toBe(422);
    // A trial account has no records.
    const trialAnswer = await p.call('betRecords', ok, { token: trial.body.value.token });
    expect(trialAnswer.status).toBe(403);
    expect(trialAnswer.body.code).toBe('trial_not_allowed');
    expect(await p.rowCounts()).toEqual(before);
  });

  it('creditBonus: parallel repeats credit once and add the requirement once; other content under the reference is refused', async () => {
    const p = platform();
    const db = p.database.db;
    const balance0 = await balanceOf(db, demo.merchantId, demo.id, 'main');
    const at = new Date(p.now());
    const request: BonusCreditRequest = {
      merchantId: demo.merchantId,
      memberId: demo.id,
      source: 'promotion',
      amount: 2_500,
      turnoverMultiple: 3,
      reference: 'promo:claim:77',
      remark: 'Weekend reload',
      at,
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => creditBonus(db, request)));
    expect(answers.filter((a) => !a.repeated)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.bonusId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.balance))).toEqual(new Set([balance0 + 2_500]));
    expect(answers[0]).toMatchObject({ amount: 2_500, turnover: 7_500 });
    expect(await balanceOf(db, demo.merchantId, demo.id, 'main')).toBe(balance0 + 2_500);
    const [rows] = await db
      .select({ n: count() })
      .from(bonusCredits)
      .where(eq(bonusCredits.reference, 'promo:claim:77'));
    expect(rows?.n).toBe(1);
    const [ledger] = await db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `bonus:${demo.merchantId}:promo:claim:77`));
    expect(ledger?.n).toBe(1);
    const requirements = await db
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.sourceRef, `${demo.merchantId}:promo:claim:77`));
    expect(requirements).toMatchObject([{ source: 'bonus', amount: 7_500, memberId: demo.id }]);

    const before = await p.rowCounts();
    const refusal = async (change: Partial<typeof request>) => {
      const error = await creditBonus(db, { ...request, ...change }).catch((e: unknown) => e);
      expect(error, JSON.stringify(change)).toBeInstanceOf(BonusError);
      return (error as BonusError).code;
    };
    const agent = await memberOf(p, 'agent01');
    expect(await refusal({ amount: 2_600 })).toBe('reference_conflict');
    expect(await refusal({ source: 'vip' })).toBe('reference_conflict');
    expect(await refusal({ memberId: agent.id })).toBe('reference_conflict');
    // Two members racing for one reference: one wins, the other is refused, nothing doubles.
    const race = await Promise.allSettled(
      [agent.id, demo.id].map((memberId) => creditBonus(db, { ...request, memberId, reference: 'promo:race' })),
    );
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      race.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as BonusError).code),
    ).toEqual(['reference_conflict']);
    for (const change of [
      { amount: 0 },
      { amount: -5 },
      { amount: 1.5 },
      { turnoverMultiple: -1 },
      { turnoverMultiple: 1001 },
      { reference: '' },
      { reference: 'x'.repeat(129) },
      { reference: 'a\nb' },
      { source: 'lottery' as never },
    ])
      expect(await refusal({ ...change, reference: change.reference ?? 'promo:bad' })).toBe('invalid_bonus');
    expect(await refusal({ memberId: 999_999, reference: 'promo:ghost' })).toBe('unknown_member');
    const after = await p.rowCounts();
    expect(after.bonusCredits).toBe((before.bonusCredits ?? 0) + 1); // the race's winner
    expect(after.turnoverRequirements).toBe((before.turnoverRequirements ?? 0) + 1);

    const today = jstDate(p.now());
    const details = await call('bonusDetails', { from: today, to: today, source: 'promotion' });
    expect(details.list.find((b: { reference: string }) => b.reference === 'promo:claim:77')).toMatchObject({
      amount: 25,
      turnover: 75,
      remark: 'Weekend reload',
      status: 'credited',
    });
    expect(details.totals.count).toBe(details.total);
    expect(minor(details.totals.amount)).toBe(sumMinor(details.list.map((b: { amount: number }) => b.amount)));
    await expectSummariesExact(p);
  });

  it('the operator command credits a bonus once per reference', async () => {
    const p = platform();
    const run = async (...argv: string[]) => {
      const lines: string[] = [];
      const code = await runCommand(p.database.db, argv, (l) => lines.push(l), { now: p.now });
      return { code, text: lines.join('\n') };
    };
    const balance0 = await balanceOf(p.database.db, demo.merchantId, demo.id, 'main');
    const first = await run('bonus', 'demo01', '40.00', 'adjustment', '2', 'default', '--ref', 'ops-1');
    expect(first).toMatchObject({ code: 0 });
    expect(first.text).toContain('credited adjustment bonus 40.00, turnover 80.00, reference ops-1');
    const again = await run('bonus', 'demo01', '40.00', 'adjustment', '2', 'default', '--ref=ops-1');
    expect(again.text).toContain('already credited');
    expect(await balanceOf(p.database.db, demo.merchantId, demo.id, 'main')).toBe(balance0 + 4_000);
    expect((await run('bonus', 'demo01', '41.00', 'adjustment', '--ref', 'ops-1')).code).toBe(1);
    const merchantOnly = await run('bonus', 'demo01', '1.00', 'vip', 'CRP001');
    expect(merchantOnly.code).toBe(0);
    expect(merchantOnly.text).toMatch(/turnover 1\.00, reference operator:/);
    for (const argv of [
      ['bonus', 'demo01'],
      ['bonus', 'demo01', '0', 'vip'],
      ['bonus', 'demo01', '1.234', 'vip'],
      ['bonus', 'demo01', '5', 'gift'],
      ['bonus', 'demo01', '5', 'vip', 'x2'],
      ['bonus', 'demo01', '5', 'vip', '--ref'],
    ])
      expect((await run(...argv)).code, argv.join(' ')).toBe(2);
    expect((await run('bonus', 'nobody', '5', 'vip')).code).toBe(1);
  });

  it("the summaries equal the rounds after concurrent bets, settles and rollbacks of several members, at the merchants' midnights", async () => {
    const p = platform();
    const db = p.database.db;
    // JADE01 on Los Angeles time: 2026-11-01 is the day daylight saving ends there (25 hours long), so its midnight
    // after is 08:00 UTC, not 07:00. CRP001 stays on Tokyo time (midnight 15:00 UTC).
    const [jade] = await db.select().from(merchants).where(eq(merchants.code, 'JADE01'));
    await db
      .update(merchants)
      .set({ settings: { ...jade!.settings, timeZone: 'America/Los_Angeles' } })
      .where(eq(merchants.id, jade!.id));
    const players = [
      {
        account: 'demo01',
        password: 'Demo1234',
        merchant: 'CRP001',
        zone: 'Asia/Tokyo',
        midnight: Date.UTC(2026, 9, 24, 15),
      },
      {
        account: 'agent01',
        password: 'Agent1234',
        merchant: 'CRP001',
        zone: 'Asia/Tokyo',
        midnight: Date.UTC(2026, 9, 24, 15),
      },
      {
        account: 'jadeagent',
        password: 'Agent1234',
        merchant: 'JADE01',
        zone: 'America/Los_Angeles',
        midnight: Date.UTC(2026, 10, 2, 8),
      },
    ];
    const localDate = (ms: number, zone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        ms,
      );
    const offsets = [-5 * 3_600_000, -60_000, -1, -1, 0, 0, 1, 60_000, 7 * 3_600_000];
    const kinds: Outcome[] = ['won', 'lost', 'tie', 'pending', 'cancelled', 'lost', 'won', 'cancelled', 'lost'];
    const vendors = ['EVO', 'PG', 'JDB', 'SBO'];
    const gameOf = new Map<string, number>();
    for (const vendor of vendors) {
      const [game] = await db.select({ id: games.id }).from(games).where(eq(games.vendor, vendor)).limit(1);
      gameOf.set(vendor, game!.id);
    }
    const seats = await Promise.all(
      players.map(async (player) => ({
        ...player,
        member: await memberOf(p, player.account, player.merchant),
        token: await login(p, player.account, player.password, player.merchant),
        days: [localDate(player.midnight - 1, player.zone), localDate(player.midnight, player.zone)],
      })),
    );
    expect(seats.map((s) => s.days)).toEqual([
      ['2026-10-24', '2026-10-25'],
      ['2026-10-24', '2026-10-25'],
      ['2026-11-01', '2026-11-02'],
    ]);
    // Enough for the stakes in the wallet each vendor debits (JADE01 keeps a wallet per vendor: transfers first).
    for (const seat of seats) {
      const base = { merchantId: seat.member.merchantId, memberId: seat.member.id, at: new Date(p.now()) };
      await credit(db, {
        ...base,
        amount: 100_000,
        kind: 'deposit',
        idempotencyKey: `test:concurrent:${seat.account}`,
      });
      if (seat.merchant === 'JADE01')
        for (const vendor of vendors)
          await transfer(db, { ...base, from: MAIN_WALLET, to: `vendor:${vendor}`, amount: 20_000 });
    }
    type Figures = { count: number; stake: number; validBet: number; payout: number; winLoss: number };
    const totalsOf = async (seat: (typeof seats)[number], day: string, status?: string) => {
      const res = await p.call(
        'betRecords',
        { from: day, to: day, pageSize: 1, ...(status ? { status } : {}) },
        { token: seat.token, merchant: seat.merchant },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.value.totals as Figures;
    };
    const profitOf = async (seat: (typeof seats)[number], day: string) => {
      const res = await p.call('profitReport', { from: day, to: day }, { token: seat.token, merchant: seat.merchant });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.value.daily[0].profit as number;
    };
    const before = await Promise.all(
      seats.map(async (seat) =>
        Promise.all(seat.days.map(async (day) => [await totalsOf(seat, day), await profitOf(seat, day)] as const)),
      ),
    );

    const plan = seats.flatMap((seat, m) =>
      offsets.map((offset, i) => {
        const stake = 100 * (1 + ((i + m) % 4));
        const outcome = kinds[(i + m) % kinds.length] ?? 'lost';
        const payout = outcome === 'won' ? stake * 3 : outcome === 'tie' ? stake : outcome === 'lost' ? 10 * i : 0;
        return {
          seat,
          at: seat.midnight + offset,
          vendor: vendors[i % vendors.length] ?? 'PG',
          txId: `C${m}-${i}`,
          stake,
          payout,
          outcome,
        };
      }),
    );
    const op = (r: (typeof plan)[number], extra: Partial<Parameters<typeof seamlessOperation>[1]>) =>
      seamlessOperation<{ ok: boolean }>(db, {
        merchantId: r.seat.member.merchantId,
        memberId: r.seat.member.id,
        vendor: r.vendor,
        gameId: gameOf.get(r.vendor)!,
        txId: r.txId,
        at: new Date(r.at),
        ...extra,
      } as Parameters<typeof seamlessOperation>[1]);
    const bet = (r: (typeof plan)[number]) => op(r, { op: 'bet', roundId: `round-${r.txId}`, amount: r.stake });
    const close = (r: (typeof plan)[number]) =>
      r.outcome === 'cancelled'
        ? op(r, { op: 'rollback', txId: `${r.txId}-R`, betTxId: r.txId, at: new Date(r.at + 1_000) })
        : op(r, { op: 'settle', txId: `${r.txId}-S`, betTxId: r.txId, amount: r.payout, at: new Date(r.at + 1_000) });
    // The first two thirds bet together (each sent twice: a vendor's retry), then those settle and roll back together
    // (again twice each) while the last third bet; then the last third closes.
    const early = plan.filter((_, i) => i % 3 !== 2);
    const late = plan.filter((_, i) => i % 3 === 2);
    for (const answer of await Promise.all([...early, ...early].map(bet)))
      expect(answer.answer.ok, JSON.stringify(answer)).toBe(true);
    const closing = early.filter((r) => r.outcome !== 'pending');
    for (const answer of await Promise.all([...closing.map(close), ...late.map(bet), ...closing.map(close)]))
      expect(answer.answer.ok, JSON.stringify(answer)).toBe(true);
    for (const answer of await Promise.all(late.filter((r) => r.outcome !== 'pending').map(close)))
      expect(answer.answer.ok, JSON.stringify(answer)).toBe(true);
    await expectSummariesExact(p);

    // Through the calls: each member's two days moved by exactly their planned rounds, counted on the day of their
    // bet in the merchant's zone; the four statuses (the per-combination summary) add up to the unfiltered totals (the
    // per-day summary); the profit page's day is the settled rounds' win/loss.
    for (const [m, seat] of seats.entries()) {
      for (const [d, day] of seat.days.entries()) {
        const mine = plan.filter((r) => r.seat === seat && localDate(r.at, seat.zone) === day);
        const settled = mine.filter((r) => r.outcome !== 'pending' && r.outcome !== 'cancelled');
        const [was, wasProfit] = before[m]![d]!;
        const now = await totalsOf(seat, day);
        const moved = (key: keyof Figures) =>
          key === 'count' ? now[key] - was[key] : minor(now[key]) - minor(was[key]);
        const what = `${seat.account} ${day}`;
        expect(moved('count'), what).toBe(mine.length);
        expect(moved('stake'), what).toBe(mine.reduce((sum, r) => sum + r.stake, 0));
        expect(moved('validBet'), what).toBe(settled.reduce((sum, r) => sum + r.stake, 0));
        expect(moved('payout'), what).toBe(settled.reduce((sum, r) => sum + r.payout, 0));
        expect(moved('winLoss'), what).toBe(settled.reduce((sum, r) => sum + r.payout - r.stake, 0));
        const byStatus = await Promise.all(
          ['pending', 'won', 'lost', 'cancelled'].map((status) => totalsOf(seat, day, status)),
        );
        for (const key of ['count', 'stake', 'validBet', 'payout', 'winLoss'] as const)
          expect(
            byStatus.reduce((sum, t) => sum + minor(t[key]), 0),
            `${what} ${key}`,
          ).toBe(minor(now[key]));
        expect(minor(await profitOf(seat, day)) - minor(wasProfit), what).toBe(minor(now.winLoss) - minor(was.winLoss));
      }
    }

    // Back to JADE01's own zone: both summaries are rebuilt and still exact.
    await db.update(merchants).set({ settings: jade!.settings }).where(eq(merchants.id, jade!.id));
    await expectSummariesExact(p);
  });

  it('on PostgreSQL every records statement reads its tables by index ranges, never by a scan of a table', async () => {
    const p = platform();
    if (p.engine !== 'postgres') return;
    const db = p.database.db;
    // Ten members with a year of rounds, ledger movements and bonuses (20,000, 20,000 and 5,000 rows), so the planner
    // chooses among real options; the statements read one of them over 81 days.
    const heavy = await db
      .insert(members)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          merchantId: demo.merchantId,
          account: `heavy${i}`,
          createdAt: new Date(p.now()),
        })),
      )
      .returning({ id: members.id });
    const ids = sql`(array[${sql.join(
      heavy.map((h) => sql`${h.id}`),
      sql`, `,
    )}])::int[]`;
    const [game] = await db.select().from(games).where(eq(games.vendor, 'PG')).limit(1);
    await db.execute(sql`
      insert into bet_records (merchant_id, member_id, game_id, vendor, category, bet_tx_id, round_id, stake, payout, valid_bet, status, created_at, settled_at)
      select ${demo.merchantId}, (${ids})[1 + i % 10], ${game!.id}, (array['PG', 'PP', 'EVO', 'JDB'])[1 + i % 4], (array['RNG', 'RNG', 'LIVE', 'FISH'])[1 + i % 4],
        'X' || i, 'X' || i, 100, (i % 3) * 100, 100, 'settled',
        timestamptz '2026-11-20 00:00Z' - make_interval(secs => i * 1500), timestamptz '2026-11-20 00:00Z' - make_interval(secs => i * 1500 - 5)
      from generate_series(1, 20000) as i`);
    await db.execute(
      sql`insert into wallet_accounts (merchant_id, member_id, kind, balance) select ${demo.merchantId}, unnest(${ids}), 'main', 0`,
    );
    await db.execute(sql`
      with t as (
        insert into ledger_transactions (merchant_id, member_id, kind, idempotency_key, created_at)
        select ${demo.merchantId}, (${ids})[1 + i % 10], (array['bet', 'settle', 'deposit', 'bonus', 'transfer'])[1 + i % 5], 'explain:' || i,
          timestamptz '2026-11-20 00:00Z' - make_interval(secs => i * 1500)
        from generate_series(1, 20000) as i
        returning id, member_id
      )
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select t.id, a.id, 100, 100 from t join wallet_accounts a on a.member_id = t.member_id and a.kind = 'main'`);
    await db.execute(sql`
      insert into bonus_credits (merchant_id, member_id, source, amount, turnover, status, reference, request_hash, created_at)
      select ${demo.merchantId}, (${ids})[1 + i % 10], 'rebate', 100, 0, 'credited', 'explain:' || i, 'x', timestamptz '2026-11-20 00:00Z' - make_interval(secs => i * 6000)
      from generate_series(1, 5000) as i`);
    for (const table of [
      'bet_records',
      'bet_daily_totals',
      'bet_member_days',
      'ledger_entries',
      'ledger_transactions',
      'ledger_daily_totals',
      'bonus_credits',
    ])
      await db.execute(sql.raw(`analyze ${table}`));
    const member = heavy[0]!.id;
    const period = { from: '2026-09-01', to: '2026-11-20', zone: 'Asia/Tokyo' };
    const statements = {
      betRecords: betRecordsSql(member, period, {}, 100, 20),
      betRecordsFiltered: betRecordsSql(member, period, { category: 'RNG', vendor: 'PG', status: 'won' }, 0, 20),
      transactionRecords: transactionRecordsSql(member, period, undefined, 60, 20),
      transactionRecordsFiltered: transactionRecordsSql(member, period, 'bet', 0, 20),
      profitReport: profitReportSql(member, period),
      bonusDetails: bonusDetailsSql(member, period, 'rebate', 0, 20),
    };
    const watched = new Set([
      'bet_records',
      'bet_daily_totals',
      'bet_member_days',
      'ledger_entries',
      'ledger_daily_totals',
      'bonus_credits',
      'ledger_transactions',
      'games',
    ]);
    const used = new Set<string>();
    for (const [name, statement] of Object.entries(statements)) {
      const result = await db.execute(sql`explain (format json) ${statement}`);
      const plan = (result as unknown as { rows: { 'QUERY PLAN': { Plan: Record<string, unknown> }[] }[] }).rows[0]?.[
        'QUERY PLAN'
      ][0]?.Plan;
      const scans: string[] = [];
      const walk = (node: Record<string, unknown>) => {
        const relation = node['Relation Name'];
        if (typeof relation === 'string' && watched.has(relation))
          scans.push(`${String(node['Node Type'])} on ${relation}`);
        if (typeof node['Index Name'] === 'string') used.add(node['Index Name']);
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
      };
      walk(plan!);
      expect(scans.length, name).toBeGreaterThan(0);
      for (const scan of scans)
        expect(scan, `${name}: ${scans.join('; ')}`).toMatch(/^(Index Scan|Index Only Scan|Bitmap Heap Scan) on /);
    }
    for (const index of [
      'bet_records_member_time',
      'bet_daily_totals_pk',
      'bet_member_days_pk',
      'ledger_entries_member_time',
      'ledger_daily_totals_pk',
      'bonus_credits_member_time',
    ])
      expect([...used], index).toContain(index);
    await expectSummariesExact(p);
  });
});
