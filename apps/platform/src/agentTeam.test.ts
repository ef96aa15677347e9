/**
 * The agent centre's team data (issue 17): the member_tree closure kept by the members triggers (registration with an
 * invitation code, the register centre, a move of upline, a refused cycle), the team overview's figures after deposits
 * and rounds, the lists, scoping to the caller's own team, agents only, and bad input answered 4xx.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members } from './db/schema';
import { forEachEngine, freshIp, type TestPlatform } from './test/harness';
import { credit } from './services/wallet';
import { callAs, gameOf, newMember, payDeposit, playRound, refreshSession, type TestMember } from './test/engagement';

const base = { login: true, registerUrl: 'http://localhost:8080/register', registerMethod: 'WEB', agreement: true };
/** The seeded test time is 2026-11-20 18:00 in Tokyo (the merchant's zone). */
const TODAY = '2026-11-20';
const period = { from: TODAY, to: TODAY };

const unique = () => randomUUID().replace(/-/g, '').slice(0, 6);

async function makeAgent(p: TestPlatform): Promise<TestMember & { code: string }> {
  const m = await newMember(p, { prefix: 'ag' });
  const code = `T${unique().toUpperCase()}`;
  await p.database.db.update(members).set({ type: 1, affiliateCode: code }).where(eq(members.id, m.id));
  return { ...m, code };
}

/** A member as a session-holding test member (by account). */
async function asMember(p: TestPlatform, account: string): Promise<TestMember> {
  const [row] = await p.database.db.select().from(members).where(eq(members.account, account));
  if (!row) throw new Error(`no ${account}`);
  return refreshSession(p, { id: row.id, merchantId: row.merchantId, merchant: 'CRP001', account, token: '' });
}

async function registerWithCode(p: TestPlatform, code: string): Promise<TestMember> {
  const username = `inv${unique()}`;
  const res = await p.call('register', { ...base, username, password: 'Passw0rd', affiliateCode: code }, { ip: freshIp() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return asMember(p, username);
}

async function registerDownline(p: TestPlatform, agent: TestMember, type: 0 | 1): Promise<TestMember> {
  const username = `dl${unique()}`;
  const res = await callAs(p, agent, 'registerDownline', { username, password: 'Passw0rd', confirmPassword: 'Passw0rd', type });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.value).toMatchObject({ account: username, type });
  return asMember(p, username);
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** member_tree's (ancestor, depth) rows of a member, nearest first. */
async function chainOf(p: TestPlatform, memberId: number): Promise<[number, number][]> {
  const rows = rowsOf(
    await p.database.db.execute(
      sql`select ancestor_id, depth from member_tree where descendant_id = ${memberId} order by depth`,
    ),
  );
  return rows.map((r) => [Number(r.ancestor_id), Number(r.depth)]);
}

forEachEngine('agent team', (platform) => {
  /**
   * A -> B (invitation code), A -> C (register centre, agent), C -> D (register centre, member), C -> G (register
   * centre, agent), G -> H (G's invitation code): H is three levels below A.
   */
  async function buildTree(p: TestPlatform) {
    const a = await makeAgent(p);
    const b = await registerWithCode(p, a.code);
    const c = await registerDownline(p, a, 1);
    const d = await registerDownline(p, c, 0);
    const g = await registerDownline(p, c, 1);
    const [gRow] = await p.database.db.select({ code: members.affiliateCode }).from(members).where(eq(members.id, g.id));
    expect(gRow?.code).toMatch(/^AG[0-9A-F]{8}$/);
    const h = await registerWithCode(p, gRow?.code ?? '');
    return { a, b, c, d, g, h };
  }

  it('keeps the closure table from registration and the register centre, three levels deep', async () => {
    const p = platform();
    const { a, b, c, d, g, h } = await buildTree(p);
    expect(await chainOf(p, a.id)).toEqual([[a.id, 0]]);
    expect(await chainOf(p, b.id)).toEqual([[b.id, 0], [a.id, 1]]);
    expect(await chainOf(p, d.id)).toEqual([[d.id, 0], [c.id, 1], [a.id, 2]]);
    expect(await chainOf(p, h.id)).toEqual([[h.id, 0], [g.id, 1], [c.id, 2], [a.id, 3]]);

    const all = await callAs(p, a, 'downlineList', { ...period, scope: 'all', pageSize: 50 });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.value.total).toBe(5);
    const byAccount = new Map<string, { depth: number; teamSize: number; upline: string; type: number }>(
      all.body.value.list.map((m: { account: string }) => [m.account, m]),
    );
    expect(byAccount.get(c.account)).toMatchObject({ depth: 1, teamSize: 3, upline: a.account, type: 1 });
    expect(byAccount.get(h.account)).toMatchObject({ depth: 3, teamSize: 0, upline: g.account, type: 0 });
    const direct = await callAs(p, a, 'downlineList', { ...period, scope: 'direct' });
    expect(direct.body.value.list.map((m: { account: string }) => m.account).sort()).toEqual([b.account, c.account].sort());
    const search = await callAs(p, a, 'downlineList', { ...period, account: h.account.slice(0, 8).toUpperCase() });
    expect(search.body.value.list.map((m: { account: string }) => m.account)).toContain(h.account);
    expect(search.body.value.list.every((m: { account: string }) => m.account.includes(h.account.slice(0, 8)))).toBe(true);

    const invitation = await callAs(p, a, 'invitationInfo');
    expect(invitation.body.value).toEqual({ affiliateCode: a.code, link: `/register?affiliateCode=${a.code}` });
    const notices = await callAs(p, a, 'agentAnnouncements', {});
    expect(notices.status).toBe(200);
    expect(notices.body.value.list).toHaveLength(2);
  });

  it('sums the team overview from deposits and rounds, scoped to the caller\'s own team', async () => {
    const p = platform();
    const { a, b, c, h } = await buildTree(p);
    const game = await gameOf(p, 'RNG');
    await payDeposit(p, b, 200);
    await payDeposit(p, h, 150);
    await playRound(p, b, game, 1_000, 2_500);
    await playRound(p, h, game, 2_000, 0);
    const valid = rowsOf(
      await p.database.db.execute(
        sql`select coalesce(sum(valid_bet), 0)::bigint as v from bet_records where member_id in (${b.id}, ${h.id})`,
      ),
    );
    const validBet = Number(valid[0]?.v) / 100;

    const overview = await callAs(p, a, 'teamOverview', period);
    expect(overview.status, JSON.stringify(overview.body)).toBe(200);
    expect(overview.body.value).toMatchObject({
      teamSize: 5,
      directMembers: 2,
      agents: 2,
      newMembers: 5,
      activeMembers: 2,
      deposits: 350,
      withdrawals: 0,
      rounds: 2,
      stake: 30,
      payout: 25,
      validBet,
      winLoss: -5,
      houseProfit: 5,
    });
    expect(overview.body.value.daily).toEqual([
      { date: TODAY, newMembers: 5, activeMembers: 2, deposits: 350, withdrawals: 0, validBet, winLoss: -5 },
    ]);

    // C's team is D, G and H: B's deposit and round are not in it.
    const sub = await callAs(p, c, 'teamOverview', period);
    expect(sub.body.value).toMatchObject({ teamSize: 3, directMembers: 2, activeMembers: 1, deposits: 150, winLoss: -20 });
    const betting = await callAs(p, c, 'teamBetting', { ...period, account: b.account });
    expect(betting.body.value.total).toBe(0);
    expect(betting.body.value.list).toEqual([]);
    const subPnl = await callAs(p, c, 'teamProfitLoss', period);
    expect(subPnl.body.value.list.map((r: { account: string }) => r.account)).toEqual([h.account]);
    const subTx = await callAs(p, c, 'downlineTransactions', period);
    expect(subTx.body.value.list.map((r: { account: string }) => r.account)).toEqual([h.account]);
    const subList = await callAs(p, c, 'downlineList', { ...period, account: b.account });
    expect(subList.body.value.total).toBe(0);
    // An agent outside the tree sees nobody.
    const other = await makeAgent(p);
    const empty = await callAs(p, other, 'teamOverview', period);
    expect(empty.body.value).toMatchObject({ teamSize: 0, activeMembers: 0, deposits: 0, winLoss: 0 });

    const allBets = await callAs(p, a, 'teamBetting', period);
    expect(allBets.body.value.total).toBe(2);
    expect(allBets.body.value.totals).toMatchObject({ count: 2, stake: 30, payout: 25, winLoss: -5 });
    expect(allBets.body.value.list.map((r: { account: string }) => r.account).sort()).toEqual([b.account, h.account].sort());
    const rng = await callAs(p, a, 'teamBetting', { ...period, category: 'RNG', pageSize: 1 });
    expect(rng.body.value).toMatchObject({ total: 2, totalPages: 2 });
    expect(rng.body.value.list).toHaveLength(1);
    const live = await callAs(p, a, 'teamBetting', { ...period, category: 'LIVE' });
    expect(live.body.value.total).toBe(0);

    const pnl = await callAs(p, a, 'teamProfitLoss', period);
    expect(pnl.body.value.total).toBe(2);
    expect(pnl.body.value.totals).toMatchObject({ rounds: 2, winLoss: -5, deposits: 350, withdrawals: 0 });
    const hRow = pnl.body.value.list.find((r: { account: string }) => r.account === h.account);
    expect(hRow).toMatchObject({ depth: 3, rounds: 1, stake: 20, winLoss: -20, deposits: 150 });

    const tx = await callAs(p, a, 'downlineTransactions', { ...period, type: 'deposit' });
    expect(tx.body.value.totals).toEqual({ count: 2, in: 350, out: 0 });
    const txH = await callAs(p, a, 'downlineTransactions', { ...period, account: h.account });
    expect(txH.body.value.list).toMatchObject([{ account: h.account, type: 'deposit', kind: 'deposit', amount: 150 }]);
    const none = await callAs(p, a, 'downlineTransactions', { ...period, type: 'transfer' });
    expect(none.body.value.total).toBe(0);

    const income = await callAs(p, a, 'myIncome', period);
    expect(income.status).toBe(200);
    expect(income.body.value).toMatchObject({ list: [], total: 0, totals: { commission: 0, salary: 0, dividend: 0, total: 0 } });
  });

  it('drills down to a downline\'s own team with root, and refuses a root outside the team alike', async () => {
    const p = platform();
    const { a, b, c, d, g, h } = await buildTree(p);
    const accounts = (res: { body: { value?: { list: { account: string }[] } } }) =>
      (res.body.value?.list ?? []).map((m) => m.account).sort();
    const underC = await callAs(p, a, 'downlineList', { ...period, root: c.account.toUpperCase(), scope: 'all' });
    expect(underC.status, JSON.stringify(underC.body)).toBe(200);
    expect(accounts(underC)).toEqual([d.account, g.account, h.account].sort());
    expect(underC.body.value).toMatchObject({ total: 3, path: [c.account] });
    const depths = new Map(underC.body.value.list.map((m: { account: string; depth: number }) => [m.account, m.depth]));
    expect(depths.get(d.account)).toBe(1);
    expect(depths.get(h.account)).toBe(2);
    const directUnderC = await callAs(p, a, 'downlineList', { ...period, root: c.account, scope: 'direct' });
    expect(accounts(directUnderC)).toEqual([d.account, g.account].sort());
    const underG = await callAs(p, a, 'downlineList', { ...period, root: g.account });
    expect(underG.body.value).toMatchObject({ total: 1, path: [c.account, g.account] });
    expect(underG.body.value.list[0]).toMatchObject({ account: h.account, depth: 1, upline: g.account });
    const searched = await callAs(p, a, 'downlineList', { ...period, root: c.account, account: h.account });
    expect(accounts(searched)).toEqual([h.account]);
    const leaf = await callAs(p, a, 'downlineList', { ...period, root: b.account });
    expect(leaf.body.value).toMatchObject({ total: 0, list: [], path: [b.account] });
    const self = await callAs(p, a, 'downlineList', { ...period, root: a.account });
    expect(self.body.value).toMatchObject({ total: 5, path: [] });
    const plain = await callAs(p, a, 'downlineList', period);
    expect(plain.body.value.path).toEqual([]);

    // Outside the caller's team: an upline, a sibling's member, another agent's member, no such account: one answer.
    const other = await makeAgent(p);
    const stranger = await registerWithCode(p, other.code);
    const refusals = [];
    for (const [who, root] of [
      [c, a.account],
      [c, b.account],
      [a, stranger.account],
      [a, 'nosuchaccount'],
      [other, h.account],
    ] as const) {
      const res = await callAs(p, who, 'downlineList', { ...period, root });
      expect(res.status, `${who.account} ${root}`).toBe(422);
      expect(JSON.stringify(res.body)).not.toContain(String(h.id));
      refusals.push({ code: res.body.code, value: res.body.value });
    }
    expect(refusals[0]).toEqual({ code: 'validation_failed', value: { issues: [{ path: ['root'], message: 'validation:notInTeam' }] } });
    expect(new Set(refusals.map((r) => JSON.stringify(r))).size).toBe(1);
    const bad = await callAs(p, a, 'downlineList', { ...period, root: '' });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });

  it('carries each member\'s bonuses in user profit and loss, and in its totals', async () => {
    const p = platform();
    const { a, b, c, h } = await buildTree(p);
    const at = new Date(p.now());
    await credit(p.database.db, { merchantId: b.merchantId, memberId: b.id, amount: 1_250, at, kind: 'bonus' });
    await credit(p.database.db, { merchantId: h.merchantId, memberId: h.id, amount: 300, at, kind: 'points_convert' });
    await credit(p.database.db, { merchantId: h.merchantId, memberId: h.id, amount: 5_000, at, kind: 'credit' });
    const pnl = await callAs(p, a, 'teamProfitLoss', period);
    expect(pnl.status, JSON.stringify(pnl.body)).toBe(200);
    const byAccount = new Map(pnl.body.value.list.map((r: { account: string; bonuses: number }) => [r.account, r.bonuses]));
    expect(byAccount.get(b.account)).toBe(12.5);
    expect(byAccount.get(h.account)).toBe(3);
    expect(pnl.body.value.totals.bonuses).toBe(15.5);
    const sub = await callAs(p, c, 'teamProfitLoss', period);
    expect(sub.body.value.list).toMatchObject([{ account: h.account, bonuses: 3, rounds: 0 }]);
    expect(sub.body.value.totals.bonuses).toBe(3);
  });

  it('refuses non-agents with not_an_agent on every call', async () => {
    const p = platform();
    const m = await newMember(p);
    const calls: [Parameters<typeof callAs>[2], unknown][] = [
      ['agentAnnouncements', {}],
      ['teamOverview', period],
      ['registerDownline', { username: `x${unique()}`, password: 'Passw0rd', type: 0 }],
      ['invitationInfo', undefined],
      ['downlineList', period],
      ['teamBetting', period],
      ['teamProfitLoss', period],
      ['myIncome', period],
      ['downlineTransactions', period],
    ];
    for (const [key, input] of calls) {
      const res = await callAs(p, m, key, input);
      expect(res.status, key).toBe(403);
      expect(res.body.code, key).toBe('not_an_agent');
    }
    expect((await p.call('teamOverview', period)).status).toBe(401);
  });

  it('answers bad input with 4xx, never 5xx', async () => {
    const p = platform();
    const a = await makeAgent(p);
    const bad: [Parameters<typeof callAs>[2], unknown][] = [
      ['teamOverview', { from: 'yesterday', to: TODAY }],
      ['teamOverview', { from: '2026-02-30', to: TODAY }],
      ['teamOverview', { from: TODAY, to: '2026-11-01' }],
      ['teamOverview', { from: '2026-01-01', to: '2026-12-31' }],
      ['teamOverview', {}],
      ['downlineList', { ...period, pageSize: 0 }],
      ['downlineList', { ...period, pageSize: 1_000 }],
      ['downlineList', { ...period, pageNo: -1 }],
      ['downlineList', { ...period, scope: 'everyone' }],
      ['downlineList', { ...period, root: 'x'.repeat(40) }],
      ['teamBetting', { ...period, category: 'CARDS' }],
      ['myIncome', { ...period, type: 'bonus' }],
      ['downlineTransactions', { ...period, type: 'bet' }],
      ['registerDownline', { username: 'ok', password: 'Passw0rd', type: 2 }],
      ['registerDownline', { username: '', password: 'Passw0rd', type: 0 }],
      ['registerDownline', { username: 'x!', password: 'Passw0rd', type: 0 }],
      ['registerDownline', { username: `x${unique()}`, password: '1', type: 0 }],
      ['registerDownline', { username: `x${unique()}`, password: 'Passw0rd', confirmPassword: 'Other000', type: 0 }],
    ];
    for (const [key, input] of bad) {
      const res = await callAs(p, a, key, input);
      expect(res.status, `${key} ${JSON.stringify(input)}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, key).toBeLessThan(500);
    }
    const d = await registerDownline(p, a, 0);
    const again = await callAs(p, a, 'registerDownline', { username: d.account.toUpperCase(), password: 'Passw0rd', type: 1 });
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.body)).toContain('validation:accountExists');
    const seeded = await callAs(p, a, 'registerDownline', { username: 'demo01', password: 'Passw0rd', type: 0 });
    expect(seeded.status).toBe(422);
    // A page past the end is empty, not an error.
    const far = await callAs(p, a, 'downlineList', { ...period, pageNo: 100_000, pageSize: 100 });
    expect(far.status).toBe(200);
    expect(far.body.value.list).toEqual([]);
  });

  it('moves a subtree when an upline changes, and refuses a cycle', async () => {
    const p = platform();
    const { a, b, c, d, g, h } = await buildTree(p);
    const db = p.database.db;
    // C (with D, G, H under it) moves under B.
    await db.update(members).set({ uplineId: b.id }).where(eq(members.id, c.id));
    expect(await chainOf(p, c.id)).toEqual([[c.id, 0], [b.id, 1], [a.id, 2]]);
    expect(await chainOf(p, d.id)).toEqual([[d.id, 0], [c.id, 1], [b.id, 2], [a.id, 3]]);
    expect(await chainOf(p, h.id)).toEqual([[h.id, 0], [g.id, 1], [c.id, 2], [b.id, 3], [a.id, 4]]);
    // Under itself or under its own downline: refused, nothing changes.
    await expect(db.update(members).set({ uplineId: h.id }).where(eq(members.id, c.id))).rejects.toThrow();
    await expect(db.update(members).set({ uplineId: a.id }).where(eq(members.id, a.id))).rejects.toThrow();
    await expect(db.update(members).set({ uplineId: d.id }).where(eq(members.id, a.id))).rejects.toThrow();
    expect(await chainOf(p, h.id)).toEqual([[h.id, 0], [g.id, 1], [c.id, 2], [b.id, 3], [a.id, 4]]);
    expect(await chainOf(p, a.id)).toEqual([[a.id, 0]]);
    // G leaves the tree (a root): H follows it.
    await db.update(members).set({ uplineId: null }).where(eq(members.id, g.id));
    expect(await chainOf(p, h.id)).toEqual([[h.id, 0], [g.id, 1]]);
    const overview = await callAs(p, a, 'teamOverview', period);
    expect(overview.body.value.teamSize).toBe(3); // B, C, D
    // The closure equals a fresh walk of upline_id for every member.
    const mismatch = rowsOf(
      await db.execute(sql`
        with recursive chain (ancestor_id, descendant_id, depth) as (
          select id, id, 0 from members
          union all
          select m.upline_id, c.descendant_id, c.depth + 1 from chain c join members m on m.id = c.ancestor_id
          where m.upline_id is not null
        )
        select count(*)::int as n from (
          (select * from chain except select ancestor_id, descendant_id, depth from member_tree)
          union all
          (select ancestor_id, descendant_id, depth from member_tree except select * from chain)
        ) x`),
    );
    expect(Number(mismatch[0]?.n)).toBe(0);
  });

  it('transfers to a member of the team once, with the payment password; never outside the team', async () => {
    const p = platform();
    const agent = await newMember(p, { prefix: 'tda', balance: 100, paymentPassword: '246810' });
    await p.database.db.update(members).set({ type: 1 }).where(eq(members.id, agent.id));
    const a = await refreshSession(p, agent);
    const direct = await registerDownline(p, a, 1);
    const deep = await registerDownline(p, direct, 0);
    const stranger = await newMember(p, { prefix: 'tds' });
    const requestId = randomUUID();
    const send = (account: string, amount: number, extra: Record<string, unknown> = {}) =>
      callAs(p, a, 'transferToDownline', { requestId: randomUUID(), account, amount, paymentPassword: '246810', ...extra });
    // Twice at once with one request id: one transfer.
    const both = await Promise.all([send(deep.account, 30, { requestId }), send(deep.account, 30, { requestId })]);
    for (const res of both) expect(res.body.value, JSON.stringify(res.body)).toEqual({ balance: 70, amount: 30, downline: deep.account, transferredAt: p.now() });
    const moved = rowsOf(await p.database.db.execute(sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${`downline:${requestId}`} and kind = 'downline_transfer'`));
    expect(Number(moved[0]?.n)).toBe(1);
    const balance = async (id: number) =>
      Number(rowsOf(await p.database.db.execute(sql`select balance from wallet_accounts where member_id = ${id} and kind = 'main'`))[0]?.balance ?? 0);
    expect(await balance(deep.id)).toBe(3_000);
    // The downline's transaction details show it as a transfer.
    const day = new Date(p.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const details = await callAs(p, a, 'downlineTransactions', { from: day, to: day, type: 'transfer' });
    expect(details.body.value.list).toEqual([expect.objectContaining({ account: deep.account, kind: 'downline_transfer', amount: 30 })]);
    // Refused, changing nothing: outside the team, to itself, more than the balance, a wrong password, a member caller.
    const before = await p.rowCounts();
    expect((await send(stranger.account, 1)).body.code).toBe('validation_failed');
    expect((await send(a.account, 1)).body.code).toBe('validation_failed');
    expect((await send(direct.account, 70.01)).body.code).toBe('insufficient_balance');
    expect((await send(direct.account, 1, { paymentPassword: '135790' })).body.code).toBe('payment_password_invalid');
    expect((await callAs(p, deep, 'transferToDownline', { requestId: randomUUID(), account: direct.account, amount: 1, paymentPassword: '246810' })).body.code).toBe('not_an_agent');
    const after = await p.rowCounts();
    // A wrong payment password counts a failure (the lockout's counter), nothing else.
    expect({ ...after, payment_passwords: before.payment_passwords }).toEqual(before);
  });
});
