/**
 * Points (PTSYS3) and the points mall (issue 15): points from valid bets at the category rates of SPEC §9 (the job
 * over settled rounds, once per round whatever runs twice, a late settlement included) and from deposits (once per
 * order); the mall's rewards with points and amount requirements; redeem and convert, sealed, with the payment password
 * and its lockout; storms of duplicated and competing redemptions and conversions that take the points once; the
 * operator's approve/reject (`pnpm platform mall`); the member transaction detail (MEMTRANS3).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerTransactions, memberPoints, pointLedger, pointRedemptions, pointRewards } from './db/schema';
import { runCommand } from './operator';
import { applyPoints, earnPointsFromBets } from './services/points';
import { MAIN_WALLET, auditLedger, balanceOf, seamlessOperation } from './services/wallet';
import { callAs, gameOf, newMember, payDeposit, playRound, type TestMember } from './test/engagement';
import { forEachEngine, type TestPlatform } from './test/harness';

const PASSWORD = '246810';
const rid = () => `req-${randomUUID()}`;

async function pointsOf(p: TestPlatform, m: TestMember): Promise<number> {
  const [row] = await p.database.db.select({ balance: memberPoints.balance }).from(memberPoints).where(eq(memberPoints.memberId, m.id));
  return Number(row?.balance ?? 0) / 100;
}

/** Gives the member points (as if earned) under a reference of its own. */
async function grant(p: TestPlatform, m: TestMember, points: number): Promise<void> {
  await p.database.db.transaction((tx) =>
    applyPoints(tx, m.id, m.merchantId, [
      { merchantId: m.merchantId, memberId: m.id, source: 'deposit', amount: points * 100, reference: `test:${randomUUID()}`, at: new Date(p.now()) },
    ]),
  );
}

async function rewardId(p: TestPlatform, m: TestMember, english: string): Promise<number> {
  const rows = await p.database.db.select().from(pointRewards).where(eq(pointRewards.merchantId, m.merchantId));
  const row = rows.find((r) => r.names.EN === english);
  if (!row) throw new Error(`no reward ${english}`);
  return row.id;
}

forEachEngine('points and the points mall', (platform) => {
  it('answers the configuration: the category rates of SPEC §9, never expiring', async () => {
    const p = platform();
    const res = await p.call('pointConfig');
    expect(res.status).toBe(200);
    expect(res.body.value.rates).toMatchObject({ LIVE: 0.7, SPORTS: 1, FISH: 1.2, RNG: 1.2, PVP: 1, LOTT: 1, ELOTT: 1 });
    expect(res.body.value).toMatchObject({ expires: false, depositRate: 0.1, convertRate: 0.01, minConvert: 100 });
    const types = await p.call('pointRewardConversionTypes');
    expect(types.body.value).toEqual([
      { type: 'cash', rewards: 2 },
      { type: 'item', rewards: 2 },
    ]);
    const rewards = await p.call('pointRewards', { type: 'item' }, { language: 'JA' });
    expect(rewards.body.value.list.map((r: { name: string }) => r.name)).toEqual(['オリジナルTシャツ', 'ワイヤレスイヤホン']);
    expect(rewards.body.value.list[1]).toMatchObject({ points: 20_000, amountRequirement: 5_000, stock: 10, perMemberLimit: 1 });
  });

  it('earns points from settled rounds at the category rates, once per round however often the job runs', async () => {
    const p = platform();
    const db = p.database.db;
    const m = await newMember(p, { balance: 1_000 });
    for (const category of ['LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']) await playRound(p, m, await gameOf(p, category), 10_000, 0);
    // A rolled-back round earns nothing.
    const game = await gameOf(p, 'RNG');
    const common = { merchantId: m.merchantId, memberId: m.id, vendor: game.vendor, gameId: game.id, at: new Date(p.now()) };
    await seamlessOperation(db, { ...common, op: 'bet', txId: 'B-rolled', roundId: 'rolled', amount: 10_000 });
    await seamlessOperation(db, { ...common, op: 'rollback', txId: 'R-rolled', betTxId: 'B-rolled' });

    await Promise.all([earnPointsFromBets(db), earnPointsFromBets(db), earnPointsFromBets(db, { batch: 7 })]);
    await earnPointsFromBets(db);
    // 100 each: live 70, sports 100, fish 120, RNG 120, PVP 100.
    expect(await pointsOf(p, m)).toBe(510);
    const detail = await callAs(p, m, 'memberTransactionDetail', { pageSize: 10 });
    expect(detail.status).toBe(200);
    expect(detail.body.value.total).toBe(5);
    expect(detail.body.value.list.map((e: { source: string; points: number }) => [e.source, e.points]).sort()).toEqual(
      [['live', 70], ['pvp', 100], ['slots', 120], ['slots', 120], ['sports', 100]].sort(),
    );
    expect(detail.body.value.list[0].detail).toMatchObject({ validBet: 100 });
    const slots = await callAs(p, m, 'memberTransactionDetail', { source: 'slots' });
    expect(slots.body.value.total).toBe(2);

    // A round whose settlement committed after the job passed its time is still counted (the scan's overlap), once.
    p.advance(60_000);
    await earnPointsFromBets(db);
    const late = { ...common, at: new Date(p.now() - 5 * 60_000) };
    await seamlessOperation(db, { ...late, op: 'bet', txId: 'B-late', roundId: 'late', amount: 10_000 });
    await seamlessOperation(db, { ...late, op: 'settle', txId: 'S-late', betTxId: 'B-late', amount: 0 });
    await earnPointsFromBets(db);
    await earnPointsFromBets(db);
    expect(await pointsOf(p, m)).toBe(630);
    const balance = await callAs(p, m, 'pointBalance');
    expect(balance.body.value).toEqual({ points: 630, earned: 630, spent: 0 });
    const details = await callAs(p, m, 'pointDetails');
    expect(details.body.value.bySource).toEqual([
      { source: 'live', earned: 70, spent: 0 },
      { source: 'pvp', earned: 100, spent: 0 },
      { source: 'slots', earned: 360, spent: 0 },
      { source: 'sports', earned: 100, spent: 0 },
    ]);
  });

  it('earns points from a credited deposit, once per order', async () => {
    const p = platform();
    const m = await newMember(p);
    const orderNo = await payDeposit(p, m, 1_000);
    expect(await pointsOf(p, m)).toBe(100);
    const entries = await p.database.db.select().from(pointLedger).where(eq(pointLedger.reference, `deposit:${orderNo}`));
    expect(entries.map((e) => [e.source, Number(e.amount)])).toEqual([['deposit', 10_000]]);
  });

  it('redeems a reward with the payment password: points taken once, status applying, in the redeemed list', async () => {
    const p = platform();
    const m = await newMember(p, { paymentPassword: PASSWORD });
    await grant(p, m, 2_500);
    const cash10 = await rewardId(p, m, 'Cash 10');
    // A storm of the same request (fewer than the payment password's tries: each parallel check takes one): one
    // redemption.
    const requestId = rid();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => callAs(p, m, 'redeemPointReward', { requestId, rewardId: cash10, quantity: 1, paymentPassword: PASSWORD })),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(new Set(answers.map((a) => a.body.value.redemption.id)).size).toBe(1);
    expect(answers[0]!.body.value.redemption).toMatchObject({ status: 'applying', points: 1_000, cashAmount: 10, type: 'cash' });
    expect(await pointsOf(p, m)).toBe(1_500);
    // Competing redemptions beyond the balance: only what the points cover.
    const competing = await Promise.all(
      Array.from({ length: 4 }, () => callAs(p, m, 'redeemPointReward', { requestId: rid(), rewardId: cash10, quantity: 1, paymentPassword: PASSWORD })),
    );
    expect(competing.filter((a) => a.status === 200)).toHaveLength(1);
    expect(competing.filter((a) => a.body.code === 'points_insufficient')).toHaveLength(3);
    expect(await pointsOf(p, m)).toBe(500);
    const list = await callAs(p, m, 'redeemedPointList', { status: 'applying' });
    expect(list.body.value.total).toBe(2);
    // The same request id with other content is refused.
    const conflict = await callAs(p, m, 'redeemPointReward', { requestId, rewardId: cash10, quantity: 2, paymentPassword: PASSWORD });
    expect(conflict.body.code).toBe('request_conflict');
  });

  it('refuses what the rules forbid, and writes nothing', async () => {
    const p = platform();
    const m = await newMember(p, { paymentPassword: PASSWORD });
    await grant(p, m, 50_000);
    const cash50 = await rewardId(p, m, 'Cash 50');
    const shirt = await rewardId(p, m, 'Club T-shirt');
    const before = await p.rowCounts();
    const refused = async (input: Record<string, unknown>, code: string) => {
      const res = await callAs(p, m, 'redeemPointReward', { requestId: rid(), quantity: 1, paymentPassword: PASSWORD, ...input });
      expect(res.body.code, JSON.stringify(res.body)).toBe(code);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    };
    await refused({ rewardId: cash50 }, 'amount_requirement_not_met');
    await refused({ rewardId: shirt }, 'validation_failed');
    await refused({ rewardId: 999_999 }, 'reward_unavailable');
    await refused({ rewardId: shirt, quantity: 0 }, 'validation_failed');
    await refused({ rewardId: shirt, paymentPassword: undefined }, 'validation_failed');
    const unsealed = await p.call('redeemPointReward', { requestId: rid(), rewardId: shirt, quantity: 1 }, { token: m.token, unsealed: true });
    expect(unsealed.body.code).toBe('payload_not_sealed');
    const after = await p.rowCounts();
    expect({ ...after, sessions: 0 }).toEqual({ ...before, sessions: 0 });
    // Items go to an address; the limit per member holds.
    const receiver = { receiverName: 'Taro Yamada', address: '1-2-3 Shibuya, Tokyo', mobileNum: '09012345678' };
    const ok = await callAs(p, m, 'redeemPointReward', { requestId: rid(), rewardId: shirt, quantity: 2, paymentPassword: PASSWORD, ...receiver });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await refused({ rewardId: shirt, ...receiver }, 'reward_limit_reached');
  });

  it('redeems an item to the receiver given: stored with it, in the redeemed list and in `mall list`; a bad field is refused at that field', async () => {
    const p = platform();
    const db = p.database.db;
    const m = await newMember(p, { paymentPassword: PASSWORD });
    await grant(p, m, 10_000);
    const shirt = await rewardId(p, m, 'Club T-shirt');
    const [stock] = await db.select({ stock: pointRewards.stock }).from(pointRewards).where(eq(pointRewards.id, shirt));
    const receiver = { receiverName: '  Hanako Sato ', address: ' 4-5-6 Umeda, Osaka ', mobileNum: '08098765432' };
    const before = await p.rowCounts();
    // Each field refused on its own, named by the issue's path (the dialog shows it there), and nothing written.
    for (const [field, value] of [['receiverName', '   '], ['address', ' abc '], ['mobileNum', '12-34'], ['address', 'x'.repeat(201)]] as const) {
      const res = await callAs(p, m, 'redeemPointReward', { requestId: rid(), rewardId: shirt, quantity: 1, paymentPassword: PASSWORD, ...receiver, [field]: value });
      expect([res.status, res.body.code], JSON.stringify(res.body)).toEqual([422, 'validation_failed']);
      expect(res.body.value.issues.map((issue: { path: string[] }) => issue.path[0])).toEqual([field]);
    }
    const missing = await callAs(p, m, 'redeemPointReward', { requestId: rid(), rewardId: shirt, quantity: 1, paymentPassword: PASSWORD, receiverName: 'Hanako' });
    expect(missing.body).toMatchObject({ code: 'validation_failed', value: { issues: [{ path: ['mobileNum'] }, { path: ['address'] }] } });
    expect({ ...(await p.rowCounts()), sessions: 0 }).toEqual({ ...before, sessions: 0 });

    const ok = await callAs(p, m, 'redeemPointReward', { requestId: rid(), rewardId: shirt, quantity: 2, paymentPassword: PASSWORD, ...receiver });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const id = ok.body.value.redemption.id as number;
    expect(ok.body.value.redemption).toMatchObject({ type: 'item', quantity: 2, status: 'applying', cashAmount: 0 });
    const [stored] = await db.select().from(pointRedemptions).where(eq(pointRedemptions.id, id));
    expect(stored?.receiver).toEqual({ name: 'Hanako Sato', address: '4-5-6 Umeda, Osaka', mobile: '08098765432' });
    expect((await db.select({ stock: pointRewards.stock }).from(pointRewards).where(eq(pointRewards.id, shirt)))[0]?.stock).toBe((stock?.stock ?? 0) - 2);
    const list = await callAs(p, m, 'redeemedPointList', { status: 'applying' });
    expect(list.body.value).toMatchObject({ total: 1, list: [{ id, type: 'item', name: 'Club T-shirt', quantity: 2, status: 'applying' }] });
    const lines: string[] = [];
    expect(await runCommand(db, ['mall', 'list'], (line) => lines.push(line), { now: p.now })).toBe(0);
    expect(lines.find((line) => line.startsWith(`#${id} `))).toContain('Club T-shirt x2');
    expect(lines.find((line) => line.startsWith(`#${id} `))).toContain('to Hanako Sato, 4-5-6 Umeda, Osaka, 08098765432');
  });

  it('counts wrong payment passwords and locks them as withdrawals do', async () => {
    const p = platform();
    const m = await newMember(p, { paymentPassword: PASSWORD });
    await grant(p, m, 5_000);
    const cash10 = await rewardId(p, m, 'Cash 10');
    const wrong = await callAs(p, m, 'redeemPointReward', { requestId: rid(), rewardId: cash10, quantity: 1, paymentPassword: '000000' });
    expect(wrong.body.code).toBe('payment_password_invalid');
    expect(wrong.body.value.remainingTries).toBe(4);
    const storm = await Promise.all(
      Array.from({ length: 6 }, () => callAs(p, m, 'convertPoints', { requestId: rid(), points: 100, paymentPassword: '111111' })),
    );
    expect(storm.some((a) => a.body.code === 'payment_password_locked')).toBe(true);
    const right = await callAs(p, m, 'convertPoints', { requestId: rid(), points: 100, paymentPassword: PASSWORD });
    expect(right.body.code).toBe('payment_password_locked');
    expect(await pointsOf(p, m)).toBe(5_000);
  });

  it('converts points to money once per request, sealed, and refuses less than the minimum', async () => {
    const p = platform();
    const db = p.database.db;
    const m = await newMember(p, { paymentPassword: PASSWORD });
    await grant(p, m, 1_000);
    const requestId = rid();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => callAs(p, m, 'convertPoints', { requestId, points: 600, paymentPassword: PASSWORD })),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(answers.map((a) => a.body.value)).toEqual(Array(4).fill({ points: 400, credited: 6, balance: 6 }));
    expect(await pointsOf(p, m)).toBe(400);
    expect(await balanceOf(db, m.merchantId, m.id, MAIN_WALLET)).toBe(600);
    const small = await callAs(p, m, 'convertPoints', { requestId: rid(), points: 50, paymentPassword: PASSWORD });
    expect(small.body.code).toBe('amount_out_of_range');
    const tooMany = await callAs(p, m, 'convertPoints', { requestId: rid(), points: 500, paymentPassword: PASSWORD });
    expect(tooMany.body.code).toBe('points_insufficient');
    expect(await balanceOf(db, m.merchantId, m.id, MAIN_WALLET)).toBe(600);
    // The money shows in the account record as a bonus.
    const records = await callAs(p, m, 'transactionRecords', { from: '2026-11-01', to: '2026-11-30', type: 'bonus' });
    expect(records.body.value.list.map((r: { amount: number }) => r.amount)).toEqual([6]);
    expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });

  it('the operator approves (a cash reward is credited once) or rejects (points and stock back) with the CLI', async () => {
    const p = platform();
    const db = p.database.db;
    const m = await newMember(p, { paymentPassword: PASSWORD });
    await grant(p, m, 30_000);
    const cash10 = await rewardId(p, m, 'Cash 10');
    const earbuds = await rewardId(p, m, 'Wireless earbuds');
    await db.update(pointRewards).set({ amountRequirement: 0 }).where(eq(pointRewards.id, earbuds));
    const first = await callAs(p, m, 'redeemPointReward', { requestId: rid(), rewardId: cash10, quantity: 2, paymentPassword: PASSWORD });
    const second = await callAs(p, m, 'redeemPointReward', {
      requestId: rid(), rewardId: cash10, quantity: 1, paymentPassword: PASSWORD,
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await pointsOf(p, m)).toBe(27_000);
    const lines: string[] = [];
    const run = (...argv: string[]) => runCommand(db, argv, (line) => lines.push(line), { now: p.now });
    expect(await run('mall', 'list')).toBe(0);
    expect(lines.some((l) => l.startsWith(`#${first.body.value.redemption.id as number} `) && l.includes('cash 20.00'))).toBe(true);
    const id = String(first.body.value.redemption.id);
    const approvals = await Promise.all([run('mall', 'approve', id), run('mall', 'approve', id), run('mall', 'reject', id)]);
    expect(approvals.filter((code) => code === 0)).toHaveLength(1);
    const [decided] = await db.select().from(pointRedemptions).where(eq(pointRedemptions.id, Number(id)));
    const credits = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `points:reward:${id}`));
    if (decided?.status === 'approved') {
      expect(credits).toHaveLength(1);
      expect(await balanceOf(db, m.merchantId, m.id, MAIN_WALLET)).toBe(2_000);
    } else {
      expect(credits).toHaveLength(0);
      expect(await pointsOf(p, m)).toBe(29_000);
    }
    const before = await pointsOf(p, m);
    const rejectId = String(second.body.value.redemption.id);
    expect(await run('mall', 'reject', rejectId, 'not', 'eligible')).toBe(0);
    expect(await run('mall', 'reject', rejectId)).toBe(1);
    expect(await pointsOf(p, m)).toBe(before + 1_000);
    const list = await callAs(p, m, 'redeemedPointList', {});
    const statuses = list.body.value.list.map((r: { id: number; status: string; remark: string | null }) => [r.id, r.status, r.remark]);
    expect(statuses).toContainEqual([Number(rejectId), 'rejected', 'not eligible']);
    expect(await run('mall', 'approve', 'x')).toBe(2);
    // Rejecting an item gives its stock back.
    const [stockBefore] = await db.select({ stock: pointRewards.stock }).from(pointRewards).where(eq(pointRewards.id, earbuds));
    const item = await callAs(p, m, 'redeemPointReward', {
      requestId: rid(), rewardId: earbuds, quantity: 1, paymentPassword: PASSWORD, receiverName: 'Taro', address: '1-2-3 Shibuya', mobileNum: '09012345678',
    });
    expect(item.status, JSON.stringify(item.body)).toBe(200);
    expect((await db.select({ stock: pointRewards.stock }).from(pointRewards).where(eq(pointRewards.id, earbuds)))[0]?.stock).toBe((stockBefore?.stock ?? 0) - 1);
    expect(await run('mall', 'reject', String(item.body.value.redemption.id))).toBe(0);
    expect((await db.select({ stock: pointRewards.stock }).from(pointRewards).where(and(eq(pointRewards.id, earbuds))))[0]?.stock).toBe(stockBefore?.stock);
    expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });
});
