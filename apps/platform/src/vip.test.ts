/**
 * VIP (issue 15): the levels and benefits of /vip, the member's progress (playerRank), clubLabel in the member info,
 * and the level computed by the VIP job from the period's valid bet and deposits, with each upgrade bonus (and each
 * month's monthly bonus) paid once through creditBonus, however many runs there are, in sequence or in parallel.
 */
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bonusCredits, memberVip, members, turnoverRequirements } from './db/schema';
import { runCommand } from './operator';
import { levelsOf, recomputeVipLevels } from './services/vip';
import { auditLedger } from './services/wallet';
import { callAs, gameOf, merchantId, newMember, payDeposit, playRound, refreshSession, type TestMember } from './test/engagement';
import { forEachEngine, type TestPlatform } from './test/harness';

const DAY = 86_400_000;

async function bonusesOf(p: TestPlatform, m: TestMember) {
  return p.database.db
    .select({ reference: bonusCredits.reference, amount: bonusCredits.amount, turnover: bonusCredits.turnover, source: bonusCredits.source })
    .from(bonusCredits)
    .where(and(eq(bonusCredits.memberId, m.id), like(bonusCredits.reference, 'vip:%')))
    .orderBy(bonusCredits.reference);
}

/** Valid bet of `major` (RNG rounds of 1,000 each), with the money to stake it. */
async function bet(p: TestPlatform, m: TestMember, major: number) {
  const game = await gameOf(p, 'RNG');
  for (let left = major; left > 0; left -= 1_000) await playRound(p, m, game, Math.min(left, 1_000) * 100, 0);
}

forEachEngine('VIP levels', (platform) => {
  it('lists the levels and benefits in the request language', async () => {
    const p = platform();
    const en = await p.call('vipLevels', undefined, { language: 'EN' });
    expect(en.status).toBe(200);
    expect(en.body.value.periodDays).toBe(30);
    expect(en.body.value.levels.map((l: { name: string }) => l.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Crown']);
    expect(en.body.value.levels[1]).toEqual({
      level: 2,
      name: 'Silver',
      minValidBet: 5_000,
      minDeposit: 1_000,
      upgradeBonus: 58,
      monthlyBonus: 0,
      bonusTurnoverMultiple: 1,
      cashbackRate: 0.004,
      withdrawalDailyCount: 5,
      withdrawalMaxAmount: 80_000,
      vipService: false,
    });
    expect(en.body.value.levels.map((l: { vipService: boolean }) => l.vipService)).toEqual([false, false, false, false, true, true]);
    const ja = await p.call('vipLevels', undefined, { language: 'JA' });
    expect(ja.body.value.levels[0].name).toBe('ブロンズ');
    const jade = await p.call('vipLevels', undefined, { language: 'TH', merchant: 'JADE01' });
    expect(jade.body.value.levels[2].name).toBe('โกลด์');
  });

  it("a new member starts at the lowest level: clubLabel and the progress to the next one", async () => {
    const p = platform();
    const m = await newMember(p, { balance: 10 });
    const info = await p.call('memberInfo', undefined, { token: m.token, language: 'JA' });
    expect(info.body.value.clubLabel).toEqual({ labelName: 'ブロンズ', rankLevel: 1 });
    const progress = await callAs(p, m, 'playerRankProgress');
    expect(progress.status).toBe(200);
    expect(progress.body.value.current.level).toBe(1);
    expect(progress.body.value.next).toMatchObject({ level: 2, validBetRemaining: 5_000, depositRemaining: 1_000, validBetProgress: 0, depositProgress: 0 });
    expect(progress.body.value.computedAt).toBeNull();
  });

  it('the job raises a member whose valid bet and deposits reach a level, and pays its upgrade bonus once', async () => {
    const p = platform();
    const db = p.database.db;
    const m = await newMember(p, { balance: 10_000 });
    await bet(p, m, 5_000);
    // Valid bet alone is not enough: both thresholds must be reached.
    const half = await callAs(p, m, 'playerRankProgress');
    expect(half.body.value.next).toMatchObject({ level: 2, validBetRemaining: 0, validBetProgress: 1, depositRemaining: 1_000 });
    await recomputeVipLevels(db, p.now(), { merchantId: m.merchantId });
    expect((await db.select().from(memberVip).where(eq(memberVip.memberId, m.id)))[0]?.level).toBe(1);
    expect(await bonusesOf(p, m)).toEqual([]);

    await payDeposit(p, m, 1_000);
    // Parallel runs (two instances, a retry): one level, one bonus.
    await Promise.all([1, 2, 3, 4].map(() => recomputeVipLevels(db, p.now(), { merchantId: m.merchantId })));
    const [state] = await db.select().from(memberVip).where(eq(memberVip.memberId, m.id));
    expect(state).toMatchObject({ level: 2, highestLevel: 2, validBet: 500_000, deposit: 100_000 });
    expect(await bonusesOf(p, m)).toEqual([{ reference: `vip:upgrade:${m.id}:2`, amount: 5_800, turnover: 5_800, source: 'vip' }]);
    // The bonus asks for its turnover, and shows in the bonus details.
    const requirements = await db.select().from(turnoverRequirements).where(and(eq(turnoverRequirements.memberId, m.id), eq(turnoverRequirements.source, 'bonus')));
    expect(requirements.map((r) => r.amount)).toEqual([5_800]);
    const details = await callAs(p, m, 'bonusDetails', { from: '2026-11-01', to: '2026-11-30' });
    expect(details.body.value.list.map((b: { source: string; amount: number }) => [b.source, b.amount])).toEqual([['vip', 58]]);

    const info = await p.call('memberInfo', undefined, { token: m.token, language: 'EN' });
    expect(info.body.value.clubLabel).toEqual({ labelName: 'Silver', rankLevel: 2 });
    const progress = await callAs(p, m, 'playerRankProgress');
    expect(progress.body.value).toMatchObject({ current: { level: 2, name: 'Silver' }, next: { level: 3, validBetRemaining: 15_000, depositRemaining: 4_000 }, validBet: 5_000, deposit: 1_000 });
    expect(progress.body.value.next.validBetProgress).toBeCloseTo(0.25);

    // Runs again and again: nothing more.
    await recomputeVipLevels(db, p.now(), { merchantId: m.merchantId });
    expect(await bonusesOf(p, m)).toHaveLength(1);
    expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });

  it('a jump over several levels pays each skipped level once, and the monthly bonus of the level once a month', async () => {
    const p = platform();
    const db = p.database.db;
    const m = await newMember(p, { balance: 120_000 });
    await bet(p, m, 100_000);
    await payDeposit(p, m, 20_000);
    await Promise.all([recomputeVipLevels(db, p.now()), recomputeVipLevels(db, p.now(), { merchantId: m.merchantId })]);
    expect((await bonusesOf(p, m)).map((b) => [b.reference, b.amount])).toEqual([
      [`vip:monthly:${m.id}:2026-11`, 8_800],
      [`vip:upgrade:${m.id}:2`, 5_800],
      [`vip:upgrade:${m.id}:3`, 18_800],
      [`vip:upgrade:${m.id}:4`, 58_800],
    ]);
    const label = await p.call('memberInfo', undefined, { token: m.token, language: 'CN' });
    expect(label.body.value.clubLabel).toEqual({ labelName: '铂金', rankLevel: 4 });
  });

  it('trial accounts carry no clubLabel and are left out of the job', async () => {
    const p = platform();
    const db = p.database.db;
    const m = await newMember(p);
    await db.update(members).set({ type: 4 }).where(eq(members.id, m.id));
    const info = await p.call('memberInfo', undefined, { token: m.token });
    expect(info.body.value.clubLabel).toBeNull();
    await recomputeVipLevels(db, p.now(), { merchantId: await merchantId(p) });
    expect(await db.select().from(memberVip).where(eq(memberVip.memberId, m.id))).toEqual([]);
  });

  it('levels follow the rolling period down, and a level reached again pays no second upgrade bonus', async () => {
    const p = platform();
    const db = p.database.db;
    const m = await newMember(p, { balance: 10_000 });
    await bet(p, m, 5_000);
    await payDeposit(p, m, 1_000);
    await recomputeVipLevels(db, p.now(), { merchantId: m.merchantId });
    expect((await db.select().from(memberVip).where(eq(memberVip.memberId, m.id)))[0]?.level).toBe(2);
    p.advance(31 * DAY);
    await recomputeVipLevels(db, p.now(), { merchantId: m.merchantId });
    expect((await db.select().from(memberVip).where(eq(memberVip.memberId, m.id)))[0]).toMatchObject({ level: 1, highestLevel: 2, validBet: 0, deposit: 0 });
    await bet(p, m, 5_000);
    await payDeposit(p, await refreshSession(p, m), 1_000);
    await recomputeVipLevels(db, p.now(), { merchantId: m.merchantId });
    expect((await db.select().from(memberVip).where(eq(memberVip.memberId, m.id)))[0]?.level).toBe(2);
    expect((await bonusesOf(p, m)).map((b) => b.reference)).toEqual([`vip:upgrade:${m.id}:2`]);
  });

  it('the operator reads the levels, moves a threshold only in order (racing changes cannot cross), and runs the job now', async () => {
    const p = platform();
    const db = p.database.db;
    const lines: string[] = [];
    const run = (...argv: string[]) => runCommand(db, argv, (line) => lines.push(line), { now: p.now });
    const thresholds = async () =>
      (await levelsOf(db, await merchantId(p))).map((l) => [l.level, l.minValidBet / 100, l.minDeposit / 100]);
    const before = await thresholds();

    expect(await run('vip', 'levels', 'CRP001')).toBe(0);
    expect(lines.filter((l) => /^ {2}\s?\d /.test(l))).toHaveLength(6);
    expect(lines.find((l) => l.includes('Silver'))).toMatch(/valid bet +5000\.00 +deposit +1000\.00 +upgrade 58\.00/);

    // Above Gold's 20,000: refused, nothing changed. Unknown level, bad amounts: refused.
    expect(await run('vip', 'set', 'CRP001', '2', '25000', '1000')).toBe(1);
    expect(lines.at(-1)).toContain('level 3 (above) asks valid bet 20000.00');
    expect(await run('vip', 'set', 'CRP001', '9', '1', '1')).toBe(1);
    expect(await run('vip', 'set', 'CRP001', '2', '1.234', '1')).toBe(2);
    expect(await run('vip', 'set', 'CRP001', '2', '-5', '1')).toBe(2);
    expect(await thresholds()).toEqual(before);

    // Each change alone keeps the order, both together would cross Silver over Gold: one wins.
    const raced = await Promise.all([
      run('vip', 'set', 'CRP001', '2', '15000', '1000'),
      run('vip', 'set', 'CRP001', '3', '10000', '5000'),
    ]);
    expect(raced.sort()).toEqual([0, 1]);
    const after = await thresholds();
    for (let i = 1; i < after.length; i++) {
      expect(after[i]![1]!).toBeGreaterThanOrEqual(after[i - 1]![1]!);
      expect(after[i]![2]!).toBeGreaterThanOrEqual(after[i - 1]![2]!);
    }

    // Silver within reach: a member plays and deposits, two runs at once pay its upgrade bonus once.
    expect(await run('vip', 'set', 'CRP001', '3', '20000', '5000')).toBe(0);
    expect(await run('vip', 'set', 'CRP001', '2', '100', '500')).toBe(0);
    const m = await newMember(p, { balance: 1_000 });
    await bet(p, m, 100);
    await payDeposit(p, m, 500);
    expect(await Promise.all([run('vip', 'run', 'CRP001'), run('vip', 'run')])).toEqual([0, 0]);
    expect((await bonusesOf(p, m)).map((b) => [b.reference, b.amount])).toEqual([[`vip:upgrade:${m.id}:2`, 5_800]]);
    expect(lines.filter((l) => /upgrade bonus\(es\)/.test(l))).toHaveLength(2);
    expect(await run('vip', 'run', 'CRP001')).toBe(0);
    expect(lines.at(-1)).toMatch(/0 upgrade bonus\(es\)/);
    expect(await bonusesOf(p, m)).toHaveLength(1);

    expect(await run('vip', 'set', 'CRP001', '2', '5000', '1000')).toBe(0);
    expect(await thresholds()).toEqual(before);
  });
});
