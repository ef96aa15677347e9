/**
 * Missions: the seeded missions of each merchant in the request's language, progress from settled rounds only, the
 * badge count, a claim paid once out of parallel duplicated claims (with its turnover), the refusals, the next period,
 * and the leaderboard with masked accounts and the caller's place.
 */
import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bonusCredits, missionClaims, turnoverRequirements } from './db/schema';
import { forEachEngine, type TestPlatform } from './test/harness';
import { callAs, mainBalance, newPlayer, playRounds, sessionOf, type Player } from './test/players';

type M = { id: number; code: string; title: string; description: string; status: string; progress: number; target: number; reward: number; kind: string; category: string | null };

async function missionsOf(p: TestPlatform, m: Player, language = 'EN'): Promise<M[]> {
  const res = await p.call('missionList', undefined, { token: m.token, merchant: m.merchant, language });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value.list as M[];
}
const byCode = (list: M[], code: string) => {
  const found = list.find((x) => x.code === code);
  if (!found) throw new Error(`no mission ${code}`);
  return found;
};

forEachEngine('missions', (platform) => {
  it("lists each merchant's open missions in the request's language, with an upcoming event as coming soon", async () => {
    const p = platform();
    const m = await newPlayer(p, 'msl');
    const list = await missionsOf(p, m);
    expect(list.map((x) => [x.code, x.status])).toEqual([
      ['daily-slot-spins', 'inProcess'],
      ['daily-live-table', 'inProcess'],
      ['weekly-high-roller', 'inProcess'],
      ['weekly-fishing-trip', 'inProcess'],
      ['event-sports-festival', 'inProcess'],
      ['event-card-masters', 'comingSoon'],
    ]);
    expect(byCode(list, 'daily-slot-spins')).toMatchObject({
      title: 'Daily 50 spins',
      description: 'Play 50 rounds of slots today to earn a 10.00 bonus.',
      kind: 'rounds',
      category: 'RNG',
      target: 50,
      progress: 0,
      reward: 10,
    });
    expect(byCode(list, 'weekly-high-roller')).toMatchObject({ kind: 'validBet', category: null, target: 10_000, reward: 188 });
    const ja = await missionsOf(p, m, 'JA');
    expect(byCode(ja, 'daily-slot-spins').title).toBe('デイリースピン50回');
    expect(byCode(await missionsOf(p, m, 'TH'), 'daily-slot-spins').description).toBe('เล่นสล็อตครบ 50 รอบภายในวันนี้ รับโบนัส 10.00');
    // Only a language with no content at all falls back, to English.
    expect(byCode(await missionsOf(p, m, 'SW'), 'daily-slot-spins').title).toBe('Daily 50 spins');
    const jade = await newPlayer(p, 'msj', 'JADE01');
    expect((await missionsOf(p, jade)).map((x) => x.code)).toEqual(['daily-warm-up', 'daily-jade-slots', 'weekly-live-lounge', 'event-ocean-hunt']);
    const summary = await callAs(p, m, 'missionSummary');
    expect(summary.body.value).toEqual({ count: 0, active: 5, claimed: 0 });
  });

  it('counts settled rounds only, and pays a completed mission once out of parallel duplicated claims', async () => {
    const p = platform();
    const m = await newPlayer(p, 'msc', 'CRP001', 1_000_000);
    await playRounds(p, m, 'RNG', 49, 100);
    await playRounds(p, m, 'RNG', 3, 100, { settle: false });
    let list = await missionsOf(p, m);
    expect(byCode(list, 'daily-slot-spins')).toMatchObject({ progress: 49, status: 'inProcess' });
    // Valid bets of every category count for the weekly one (49 x 1.00).
    expect(byCode(list, 'weekly-high-roller').progress).toBe(49);
    const early = await callAs(p, m, 'missionClaim', { missionId: byCode(list, 'daily-slot-spins').id });
    expect([early.status, early.body.code, early.body.value]).toEqual([409, 'mission_not_completed', { progress: 49, target: 50 }]);

    await playRounds(p, m, 'RNG', 1, 100);
    list = await missionsOf(p, m);
    const spins = byCode(list, 'daily-slot-spins');
    expect(spins).toMatchObject({ progress: 50, status: 'claim' });
    expect((await callAs(p, m, 'missionSummary')).body.value).toEqual({ count: 1, active: 5, claimed: 0 });

    const balance = await mainBalance(p, m.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => callAs(p, m, 'missionClaim', { missionId: spins.id })));
    const paid = answers.filter((a) => a.status === 200);
    expect(paid, JSON.stringify(answers.map((a) => a.body))).toHaveLength(1);
    expect(paid[0]!.body.value).toEqual({ missionId: spins.id, amount: 10, turnover: 10, balance: (balance + 1_000) / 100, status: 'claimed' });
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.code])).toEqual(Array(7).fill([409, 'mission_already_claimed']));
    expect(await mainBalance(p, m.id)).toBe(balance + 1_000);
    const db = p.database.db;
    const [credits] = await db.select({ n: count() }).from(bonusCredits).where(and(eq(bonusCredits.memberId, m.id), eq(bonusCredits.source, 'mission')));
    expect(credits?.n).toBe(1);
    const [claims] = await db.select({ n: count() }).from(missionClaims).where(eq(missionClaims.memberId, m.id));
    expect(claims?.n).toBe(1);
    const requirement = await db.select().from(turnoverRequirements).where(and(eq(turnoverRequirements.memberId, m.id), eq(turnoverRequirements.source, 'bonus')));
    expect(requirement.map((r) => r.amount)).toEqual([1_000]);
    expect(byCode(await missionsOf(p, m), 'daily-slot-spins').status).toBe('claimed');
    expect((await callAs(p, m, 'missionSummary')).body.value).toEqual({ count: 0, active: 5, claimed: 1 });

    // The next day is a new period: nothing done yet, claimable again once done.
    p.advance(86_400_000);
    m.token = await sessionOf(p, m.id, m.merchantId);
    const tomorrow = byCode(await missionsOf(p, m), 'daily-slot-spins');
    expect(tomorrow).toMatchObject({ progress: 0, status: 'inProcess' });
    p.advance(-86_400_000);
  });

  it("refuses unknown, not yet started and other merchants' missions, and bad input, changing nothing", async () => {
    const p = platform();
    const m = await newPlayer(p, 'msr');
    const list = await missionsOf(p, m);
    const jade = await newPlayer(p, 'msx', 'JADE01');
    const before = await p.rowCounts();
    const upcoming = await callAs(p, m, 'missionClaim', { missionId: byCode(list, 'event-card-masters').id });
    expect([upcoming.status, upcoming.body.code]).toEqual([404, 'mission_not_found']);
    const unknown = await callAs(p, m, 'missionClaim', { missionId: 999_999 });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'mission_not_found']);
    // Another merchant's mission is not this member's.
    const foreign = await callAs(p, jade, 'missionClaim', { missionId: byCode(list, 'daily-slot-spins').id });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'mission_not_found']);
    const bad = await callAs(p, m, 'missionClaim', { missionId: 'x' });
    expect([bad.status, bad.body.code]).toEqual([422, 'validation_failed']);
    expect(await p.rowCounts()).toEqual(before);
  });

  it("ranks the merchant's members by progress in the period, accounts masked, with the caller's place", async () => {
    const p = platform();
    const fishing = async (m: Player) => byCode(await missionsOf(p, m), 'weekly-fishing-trip');
    const a = await newPlayer(p, 'mla', 'CRP001', 100_000);
    const b = await newPlayer(p, 'mlb', 'CRP001', 100_000);
    const c = await newPlayer(p, 'mlc', 'CRP001', 100_000);
    await playRounds(p, a, 'FISH', 3, 100);
    await playRounds(p, b, 'FISH', 5, 100);
    const mission = await fishing(a);
    const board = async (m: Player, limit = 100) => {
      const res = await callAs(p, m, 'missionLeaderboard', { missionId: mission.id, limit });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.value;
    };
    const seenByA = await board(a);
    expect(seenByA).toMatchObject({ missionId: mission.id, title: 'Fishing trip of the week', kind: 'rounds', target: 200 });
    const rows = seenByA.list as { rank: number; account: string; value: number; isMe: boolean; completed: boolean }[];
    const mine = rows.find((r) => r.isMe)!;
    expect(mine).toMatchObject({ value: 3, completed: false });
    expect(seenByA.me).toEqual({ rank: mine.rank, value: 3 });
    const bRow = rows.find((r) => r.value === 5 && r.account === `${b.account.slice(0, 2)}****${b.account.slice(-2)}`);
    expect(bRow).toBeDefined();
    expect(bRow!.rank).toBeLessThan(mine.rank);
    expect(rows.every((r) => r.account.includes('****') && !r.account.includes(a.account))).toBe(true);
    expect(rows.map((r) => r.value)).toEqual([...rows.map((r) => r.value)].sort((x, y) => y - x));
    // A caller without progress has no rank; a short board still gives the caller's place.
    expect((await board(c)).me).toEqual({ rank: null, value: 0 });
    const short = await board(a, 1);
    expect(short.list).toHaveLength(1);
    expect(short.me.rank).toBe(mine.rank);
    // Without a mission id: the first open mission.
    const first = await callAs(p, a, 'missionLeaderboard', {});
    expect(first.body.value.missionId).toBe(byCode(await missionsOf(p, a), 'daily-slot-spins').id);
  });
});
