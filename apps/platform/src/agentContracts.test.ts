/**
 * Agent contracts (issue 17, ADR 0010): the policy, offers and decisions through the API (who may do what, the rate
 * rule with its conflict warning and the dissolution below, refusals that change nothing, parallel decisions), and the
 * settlement: each contract and period paid once through the ledger with the level difference, twice in parallel and
 * after a run that died midway; payouts in my income and the account record.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agentContracts, members } from './db/schema';
import { settleDueContracts, SETTLE_GRACE_MS } from './services/agentContracts';
import { forEachEngine, type TestPlatform } from './test/harness';
import { callAs, gameOf, newMember, playRound, refreshSession, type TestMember } from './test/engagement';

const unique = () => randomUUID().replace(/-/g, '').slice(0, 6);
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const DAY = 86_400_000;

async function asMember(p: TestPlatform, account: string): Promise<TestMember> {
  const [row] = await p.database.db.select().from(members).where(eq(members.account, account));
  if (!row) throw new Error(`no ${account}`);
  return refreshSession(p, { id: row.id, merchantId: row.merchantId, merchant: 'CRP001', account, token: '' });
}

async function downline(p: TestPlatform, agent: TestMember, type: 0 | 1): Promise<TestMember> {
  const username = `ct${unique()}`;
  const res = await callAs(p, agent, 'registerDownline', { username, password: 'Passw0rd', confirmPassword: 'Passw0rd', type });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return asMember(p, username);
}

/** A fresh top-level agent holding the merchant's contract of `type` at `rate` (offered by the operator, accepted). */
async function topAgent(p: TestPlatform, type: string, rateBp: number, period = 'daily'): Promise<TestMember> {
  const m = await newMember(p, { prefix: 'top' });
  await p.database.db.update(members).set({ type: 1 }).where(eq(members.id, m.id));
  await p.database.db.insert(agentContracts).values({
    merchantId: m.merchantId, type, status: 'signed', uplineId: null, downlineId: m.id, rateBp, period,
    minActiveMembers: 0, minValidBet: 0, createdAt: new Date(p.now()), signedAt: new Date(p.now()),
  });
  return refreshSession(p, m);
}

const offer = (p: TestPlatform, from: TestMember, to: TestMember, rate: number, extra: Record<string, unknown> = {}) =>
  callAs(p, from, 'contractRequest', { action: 'offer', type: 'daily', downline: to.account, rate, minActiveMembers: 0, minValidBet: 0, ...extra });
const decide = (p: TestPlatform, who: TestMember, contractId: number, action: string, extra: Record<string, unknown> = {}) =>
  callAs(p, who, 'contractRequest', { action, contractId, ...extra });

async function signed(p: TestPlatform, from: TestMember, to: TestMember, rate: number, type = 'daily'): Promise<number> {
  const made = await offer(p, from, to, rate, { acknowledgeConflict: true, type });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const id = made.body.value.contract.id as number;
  const accepted = await decide(p, to, id, 'accept', { acknowledgeConflict: true });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect(accepted.body.value.contract.status).toBe('signed');
  return id;
}

async function statusOf(p: TestPlatform, id: number) {
  const [row] = await p.database.db.select().from(agentContracts).where(eq(agentContracts.id, id));
  return { status: row?.status, endReason: row?.endReason };
}

async function mainBalance(p: TestPlatform, m: TestMember): Promise<number> {
  const [row] = rowsOf(await p.database.db.execute(sql`select balance from wallet_accounts where member_id = ${m.id} and kind = 'main'`));
  return Number(row?.balance ?? 0);
}

forEachEngine('agent contracts', (platform) => {
  it('publishes the policy and lists the seeded agent its merchant contracts', async () => {
    const p = platform();
    const policy = await p.call('consolidatedSettings');
    expect(policy.status).toBe(200);
    expect(policy.body.value.contracts.map((c: { type: string; enabled: boolean }) => [c.type, c.enabled])).toEqual([
      ['dividend', true], ['daily', true], ['hourly', true], ['realtime', true],
    ]);
    const agent = await asMember(p, 'agent01');
    const daily = await callAs(p, agent, 'dailySalaryContract', {});
    expect(daily.status, JSON.stringify(daily.body)).toBe(200);
    expect(daily.body.value.own).toMatchObject({ type: 'daily', status: 'signed', role: 'downline', upline: null, rate: 1.5, period: 'daily' });
    expect(daily.body.value.own.current).toMatchObject({ activeMembers: expect.any(Number), validBet: expect.any(Number) });
    const dividend = await callAs(p, agent, 'dividendContract', { role: 'downline' });
    expect(dividend.body.value.own).toMatchObject({ type: 'dividend', rate: 30, period: 'monthly' });
    // POST for hourly and real-time, as deployed platforms have it.
    expect((await callAs(p, agent, 'hourlySalaryContract', {})).body.value.own.rate).toBe(0.8);
    expect((await callAs(p, agent, 'realTimeSalaryContract', {})).body.value.own.rate).toBe(0.3);
    const member = await newMember(p, { prefix: 'mem' });
    expect((await callAs(p, member, 'dailySalaryContract', {})).body.code).toBe('not_an_agent');
  });

  it('offers, refuses bad offers without a trace, and lets only the right side decide', async () => {
    const p = platform();
    const a = await topAgent(p, 'daily', 100);
    const c = await downline(p, a, 1);
    const d = await downline(p, c, 1);
    const plain = await downline(p, a, 0);
    const stranger = await topAgent(p, 'daily', 100);
    const before = await p.rowCounts();
    const refusals: [Promise<{ status: number; body: { code?: string; value?: unknown } }>, string, string?][] = [
      [offer(p, a, c, 1.01), 'validation_failed', 'validation:contractRateAboveOwn'],
      [offer(p, a, c, 0.123), 'validation_failed'],
      [offer(p, a, c, 0), 'validation_failed'],
      [offer(p, a, d, 0.5), 'validation_failed', 'validation:contractDownlineInvalid'], // not a direct downline
      [offer(p, a, plain, 0.5), 'validation_failed', 'validation:contractDownlineInvalid'], // not an agent
      [offer(p, stranger, c, 0.5), 'validation_failed', 'validation:contractDownlineInvalid'],
      [offer(p, c, d, 0.5), 'validation_failed', 'validation:contractNoOwnContract'], // c holds no contract yet
      [offer(p, a, c, 0.5, { period: 'weekly' }), 'validation_failed'], // a salary has no period to choose
      [callAs(p, a, 'contractRequest', { action: 'accept', contractId: 999_999 }), 'contract_not_found'],
      [callAs(p, a, 'contractRequest', { action: 'burn', contractId: 1 }), 'validation_failed'],
    ];
    for (const [call, code, message] of refusals) {
      const res = await call;
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(code);
      if (message) expect(JSON.stringify(res.body.value)).toContain(message);
    }
    expect(await p.rowCounts()).toEqual(before);

    const made = await offer(p, a, c, 0.6);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.value.contract.id as number;
    expect(made.body.value.contract).toMatchObject({ status: 'new', role: 'upline', upline: a.account, downline: c.account, rate: 0.6, actions: ['withdraw'] });
    const seen = await callAs(p, c, 'dailySalaryContract', { role: 'downline', status: 'new' });
    expect(seen.body.value.list).toEqual([expect.objectContaining({ id, role: 'downline', actions: ['accept', 'refuse'] })]);
    // The upline cannot accept its own offer, the downline cannot withdraw it, a stranger does not see it.
    expect((await decide(p, a, id, 'accept')).body.code).toBe('contract_state_invalid');
    expect((await decide(p, c, id, 'withdraw')).body.code).toBe('contract_state_invalid');
    expect((await decide(p, stranger, id, 'refuse')).body.code).toBe('contract_not_found');
    // Accepted twice at once: signed once.
    const both = await Promise.all([decide(p, c, id, 'accept'), decide(p, c, id, 'accept')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await statusOf(p, id)).toEqual({ status: 'signed', endReason: null });
    // A new offer at another rate replaces the one in force once accepted; a refused one changes nothing.
    const lower = await offer(p, a, c, 0.4);
    const refused = await decide(p, c, lower.body.value.contract.id, 'refuse');
    expect(refused.body.value.contract.status).toBe('refused');
    expect(await statusOf(p, id)).toEqual({ status: 'signed', endReason: null });
    const higher = await signed(p, a, c, 0.9);
    expect(await statusOf(p, id)).toEqual({ status: 'cancelled', endReason: 'replaced' });
    // Termination: asked by one side, agreed by the other.
    const asked = await decide(p, c, higher, 'terminate');
    expect(asked.body.value.contract).toMatchObject({ status: 'termination', terminationBy: 'downline', actions: [] });
    expect((await decide(p, c, higher, 'agreeTermination')).body.code).toBe('contract_state_invalid');
    expect((await decide(p, a, higher, 'rejectTermination')).body.value.contract.status).toBe('signed');
    await decide(p, a, higher, 'terminate');
    const ended = await decide(p, c, higher, 'agreeTermination');
    expect(ended.body.value.contract).toMatchObject({ status: 'cancelled', endReason: 'terminated' });
  });

  it('keeps every upline at or above its downlines: a lower rate warns, then dissolves the contracts above it', async () => {
    const p = platform();
    const a = await topAgent(p, 'daily', 100);
    const c = await downline(p, a, 1);
    const g = await downline(p, c, 1);
    const h = await downline(p, g, 1);
    await signed(p, a, c, 0.9);
    const cg = await signed(p, c, g, 0.8);
    const gh = await signed(p, g, h, 0.3);
    // a offers c 0.5: c's contract with g (0.8) is above it, and g's with h depends on it.
    const warned = await offer(p, a, c, 0.5);
    expect(warned.status).toBe(409);
    expect(warned.body.code).toBe('contract_rate_conflict');
    expect(warned.body.value).toEqual({ rate: 0.5, conflicts: [
      { upline: c.account, downline: g.account, rate: 0.8 },
      { upline: g.account, downline: h.account, rate: 0.3 },
    ] });
    const made = await offer(p, a, c, 0.5, { acknowledgeConflict: true });
    expect(made.status).toBe(200);
    expect(made.body.value.contract.conflicts).toHaveLength(2);
    // The downline is warned too before it agrees; nothing is dissolved until it does.
    const id = made.body.value.contract.id as number;
    expect((await decide(p, c, id, 'accept')).body.code).toBe('contract_rate_conflict');
    expect((await statusOf(p, cg)).status).toBe('signed');
    expect((await decide(p, c, id, 'accept', { acknowledgeConflict: true })).status).toBe(200);
    expect(await statusOf(p, cg)).toEqual({ status: 'cancelled', endReason: 'dissolved' });
    expect(await statusOf(p, gh)).toEqual({ status: 'cancelled', endReason: 'dissolved' });
    // g may now be offered at most c's new rate.
    expect((await offer(p, c, g, 0.6)).body.code).toBe('validation_failed');
    await signed(p, c, g, 0.5);
  });

  it('settles each period once with the level difference, pays through the ledger, and shows it in my income', async () => {
    const p = platform();
    const a = await topAgent(p, 'daily', 150);
    const c = await downline(p, a, 1);
    const d = await downline(p, c, 0);
    const e = await downline(p, a, 0);
    await signed(p, a, c, 1);
    const game = await gameOf(p, 'RNG');
    for (const m of [c, d, e]) {
      // Each plays 100.00 (10,000 minor units) today.
      const { credit } = await import('./services/wallet');
      await credit(p.database.db, { merchantId: m.merchantId, memberId: m.id, amount: 20_000, at: new Date(p.now()) });
      await playRound(p, m, game, 10_000, 5_000);
    }
    const beforeA = await mainBalance(p, a);
    const beforeC = await mainBalance(p, c);
    // Nothing is due before the day ends.
    expect(await settleDueContracts(p.database.db, new Date(p.now()))).toBe(0);
    p.advance(DAY);
    const at = new Date(p.now() + SETTLE_GRACE_MS);
    // Twice at once, then again: each contract's day settled once.
    const runs = await Promise.all([settleDueContracts(p.database.db, at), settleDueContracts(p.database.db, at)]);
    expect(await settleDueContracts(p.database.db, at)).toBe(0);
    const rows = rowsOf(
      await p.database.db.execute(sql`select c.downline_id, s.valid_bet, s.gross, s.deducted, s.amount, s.transaction_id from agent_contract_settlements s
        join agent_contracts c on c.id = s.contract_id where c.downline_id in (${a.id}, ${c.id}) and s.amount > 0 order by c.downline_id`),
    );
    expect(runs[0]! + runs[1]!).toBeGreaterThanOrEqual(2);
    // c: 1 % of its team's 200.00 (c and d) = 2.00; a: 1.5 % of 300.00 = 4.50 less c's 2.00 = 2.50.
    expect(rows.map((r) => [Number(r.downline_id), Number(r.amount)])).toEqual([[a.id, 250], [c.id, 200]]);
    expect(await mainBalance(p, a)).toBe(beforeA + 250);
    expect(await mainBalance(p, c)).toBe(beforeC + 200);
    const kinds = rowsOf(await p.database.db.execute(sql`select count(*)::int as n from ledger_transactions where member_id = ${c.id} and kind = 'agent_salary'`));
    expect(Number(kinds[0]?.n)).toBe(1);
    // My income and the account record show it.
    const day = new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const c2 = await refreshSession(p, c);
    const income = await callAs(p, c2, 'myIncome', { from: day, to: day });
    expect(income.status, JSON.stringify(income.body)).toBe(200);
    expect(income.body.value.totals).toMatchObject({ salary: 2, total: 2 });
    const record = await callAs(p, c2, 'transactionRecords', { from: day, to: day, type: 'income' });
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    expect(record.body.value.list).toEqual([expect.objectContaining({ type: 'income', amount: 2 })]);
    // The contract shows what it paid.
    const list = await callAs(p, c2, 'dailySalaryContract', { role: 'downline' });
    expect(list.body.value.own).toMatchObject({ totalPaid: 2, lastSettlement: expect.objectContaining({ amount: 2 }) });
  });

  it('a settlement that dies midway and two runs after it pay nobody twice', async () => {
    const p = platform();
    const a = await topAgent(p, 'realtime', 50, 'realtime');
    const c = await downline(p, a, 1);
    await signed(p, a, c, 0.3, 'realtime');
    const game = await gameOf(p, 'RNG');
    const { credit } = await import('./services/wallet');
    await credit(p.database.db, { merchantId: c.merchantId, memberId: c.id, amount: 100_000, at: new Date(p.now()) });
    for (let i = 0; i < 4; i++) {
      await playRound(p, c, game, 10_000, 0);
      p.advance(5 * 60_000);
    }
    const at = new Date(p.now() + SETTLE_GRACE_MS);
    let seen = 0;
    await expect(
      settleDueContracts(p.database.db, at, {
        onPeriodSettled: () => {
          if (++seen === 3) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    await Promise.all([settleDueContracts(p.database.db, at), settleDueContracts(p.database.db, at)]);
    const rows = rowsOf(
      await p.database.db.execute(sql`select c.downline_id, count(*)::int as periods, count(distinct s.period_start)::int as distinct_periods,
          sum(s.amount)::int as paid, count(s.transaction_id)::int as payments
        from agent_contract_settlements s join agent_contracts c on c.id = s.contract_id
        where c.downline_id in (${a.id}, ${c.id}) group by c.downline_id order by c.downline_id`),
    );
    // Four 5-minute periods with 100.00 each: c earns 0.30 a period, a the difference 0.20.
    expect(rows.map((r) => [Number(r.downline_id), Number(r.periods), Number(r.distinct_periods), Number(r.paid), Number(r.payments)])).toEqual([
      [a.id, 4, 4, 80, 4],
      [c.id, 4, 4, 120, 4],
    ]);
    const ledger = rowsOf(
      await p.database.db.execute(sql`select count(*)::int as n, count(distinct idempotency_key)::int as keys from ledger_transactions
        where member_id in (${a.id}, ${c.id}) and kind = 'agent_salary'`),
    );
    expect(ledger[0]).toEqual({ n: 8, keys: 8 });
    const audit = await import('./services/wallet').then((w) => w.auditLedger(p.database.db));
    expect(audit).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
    // A contract not yet accepted pays nothing; nor does a member who is not in the contractee's team.
    const [offered] = await p.database.db.select().from(agentContracts).where(and(eq(agentContracts.downlineId, c.id), eq(agentContracts.status, 'cancelled')));
    expect(offered).toBeUndefined();
  });
});
