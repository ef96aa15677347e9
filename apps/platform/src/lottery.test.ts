/**
 * The lotteries (issue 16) on both engines: the lobby and menus, periods created ahead with the seed's hash published
 * and the seed revealed with the result (anyone can recompute the numbers), bets through the ledger with their
 * idempotency key and every refusal (closed period, wrong selections, limits, balance) changing nothing, settlement
 * paying each bet once (run twice, in parallel, or again after a crash midway), a cancelled period refunded, and the
 * bets in the betting and account records.
 */
import { createHash, createHmac } from 'node:crypto';
import { drawMessages, familyOf, numbersFromDigests, selectionReturn, playTypeOf, payoutOf, type LotteryDraw } from '@croupier/contract';
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { betRecords, games, ledgerTransactions, lotteryBets, lotteryDraws, lotteryGames, members } from './db/schema';
import { lotteryCommand } from './operatorLottery';
import { ensurePeriods, drawDuePeriods, lotteryTick, settleDraw, unsettledDraws } from './services/lottery';
import { MAIN_WALLET, auditLedger, balanceOf } from './services/wallet';
import { newMember, refreshSession, type TestMember } from './test/engagement';
import { forEachEngine, type TestPlatform } from './test/harness';

const GAME = 'ELOTT_0001';

let requests = 0;
const requestId = () => `lot-req-${Date.now().toString(36)}-${++requests}`;

async function near(p: TestPlatform, gameCode = GAME) {
  const res = await p.call('nearNumeros', { gameCode });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as { serverTime: string; current: LotteryDraw | null; next: LotteryDraw | null; last: LotteryDraw | null };
}

async function bet(p: TestPlatform, m: TestMember, input: Record<string, unknown>) {
  return p.call('lotteryBet', { requestId: requestId(), gameCode: GAME, unitStake: 1, multiplier: 1, playType: 'ELOTT_DS', ...input }, { token: m.token });
}

/** Moves the clock past the period's draw and runs the tick (draws it, creates the next ones). */
async function drawPast(p: TestPlatform, draw: LotteryDraw): Promise<void> {
  p.advance(Math.max(0, Date.parse(draw.drawAt) - p.now()) + 1_000);
  await lotteryTick(p.database.db, p.now(), async () => undefined);
}

function recompute(draw: LotteryDraw, format: 'digits5'): { hash: string; numbers: string[] } {
  const seed = draw.seed ?? '';
  const digests = drawMessages(format, draw.gameCode, draw.periodNo).map((m) => createHmac('sha256', seed).update(m).digest());
  return { hash: createHash('sha256').update(seed).digest('hex'), numbers: numbersFromDigests(format, digests) };
}

forEachEngine('lottery', (platform) => {
  it('lists the lottery games with their play types, menus by vendor and the Vietnam regions', async () => {
    const p = platform();
    const lobby = await p.call('lotteryLobby', {});
    expect(lobby.status).toBe(200);
    const list = lobby.body.value.games as { gameCode: string; kind: string; defaultPlayType: string; playTypes: { code: string }[] }[];
    expect(list.length).toBe(16);
    expect(list.find((g) => g.gameCode === GAME)).toMatchObject({ kind: 'fast', defaultPlayType: 'ELOTT_DS', intervalSeconds: 60, closeSeconds: 10 });
    expect(list.find((g) => g.gameCode === 'LOTT_0001')?.playTypes.map((t) => t.code)).toEqual(['PK10_DS', 'PK10_SUM', 'PK10_POS']);
    const vn = await p.call('lotteryLobby', { kind: 'vn' });
    expect((vn.body.value.games as unknown[]).length).toBe(4);
    const menus = await p.call('lotteryMenus');
    expect((menus.body.value.menus as { group: string }[]).map((m) => m.group)).toEqual(['ELOTT', 'LOTT', 'VN', 'SEA']);
    const regions = await p.call('vnLotteryMenu');
    expect((regions.body.value.regions as { region: string; games: unknown[] }[]).map((r) => [r.region, r.games.length])).toEqual([
      ['north', 1],
      ['central', 1],
      ['south', 1],
    ]);
    // The seeded week of draws: boards for the three regions, popular numbers, and a game's history.
    const boards = await p.call('vnOpenedNumeros', {});
    expect((boards.body.value.boards as { region: string; prizes: { numbers: string[] }[] }[]).map((b) => [b.region, b.prizes.flatMap((x) => x.numbers).length])).toEqual([
      ['north', 27],
      ['central', 18],
      ['south', 18],
    ]);
    const popular = await p.call('popularLotteryNumbers', { count: 100, prizeMode: 'ZY', device: 'web', language: 'EN' });
    expect(popular.body.value.numbers.length).toBeGreaterThan(50);
    expect(popular.body.value.numbers[0].hits).toBeGreaterThanOrEqual(popular.body.value.numbers.at(-1).hits);
    const history = await p.call('lotteryDrawByCode', { pageSize: 5 }, { pathSuffix: GAME });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.value.list).toHaveLength(5);
    expect(history.body.value.totalCount).toBe(30);
    const unknown = await p.call('lotteryDrawByCode', {}, { pathSuffix: 'NOPE_1' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('lottery_game_unavailable');
  });

  it('publishes the seed hash before betting, takes a bet once, reveals the seed with numbers anyone can recompute, and pays the winners once', async () => {
    const p = platform();
    const db = p.database.db;
    await ensurePeriods(db, p.now());
    const { current, next } = await near(p);
    expect(current).toMatchObject({ gameCode: GAME, status: 'open', seed: null, numbers: null });
    expect(current?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(next?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(next!.drawAt) - Date.parse(current!.drawAt)).toBe(60_000);

    const m = await newMember(p, { balance: 100 });
    const before = await balanceOf(db, m.merchantId, m.id, MAIN_WALLET);
    const slip = { requestId: requestId(), gameCode: GAME, periodNo: current!.periodNo, playType: 'ELOTT_DS', selections: ['B', 'S', 'O'], unitStake: 2, multiplier: 3 };
    // Sent three times in parallel (a double click and a retry): placed once.
    const placed = await Promise.all([1, 2, 3].map(() => p.call('lotteryBet', slip, { token: m.token })));
    for (const r of placed) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(new Set(placed.map((r) => r.body.value.orderNo)).size).toBe(1);
    expect(placed[0]!.body.value).toMatchObject({ total: 18, balance: 82 });
    expect(placed[0]!.body.value.bets.map((b: { selection: string; amount: number; odds: number; status: string }) => [b.selection, b.amount, b.odds, b.status])).toEqual([
      ['B', 6, 1.94, 'pending'],
      ['S', 6, 1.94, 'pending'],
      ['O', 6, 1.94, 'pending'],
    ]);
    expect(await balanceOf(db, m.merchantId, m.id, MAIN_WALLET)).toBe(before - 1_800);
    // The same requestId with other content is refused and changes nothing.
    const conflict = await p.call('lotteryBet', { ...slip, selections: ['E'] }, { token: m.token });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('request_conflict');
    const orders = await p.call('lotteryOrders', { gameCode: GAME }, { token: m.token });
    expect(orders.body.value.totalCount).toBe(3);

    // The draw: the seed is revealed, its hash is the one published, and the numbers follow from it.
    await drawPast(p, current!);
    const drawn = await p.call('lotteryDraw', { gameCode: GAME, periodNo: current!.periodNo });
    const draw = drawn.body.value.draw as LotteryDraw;
    expect(draw.status).toBe('drawn');
    expect(draw.seedHash).toBe(current!.seedHash);
    const proof = recompute(draw, 'digits5');
    expect(proof.hash).toBe(current!.seedHash);
    expect(proof.numbers).toEqual(draw.numbers);
    expect(drawn.body.value.messages).toEqual(drawMessages('digits5', GAME, current!.periodNo));

    // Settled twice at once: each bet once.
    const [drawRow] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.seedHash, current!.seedHash));
    await Promise.all([settleDraw(db, drawRow!.id, p.now()), settleDraw(db, drawRow!.id, p.now())]);
    await settleDraw(db, drawRow!.id, p.now());
    const family = familyOf('ELOTT')!;
    const play = playTypeOf(family, 'ELOTT_DS')!;
    const expected = ['B', 'S', 'O'].reduce((sum, s) => sum + payoutOf(600, selectionReturn(family, play, s, draw.numbers!)), 0);
    expect(await balanceOf(db, m.merchantId, m.id, MAIN_WALLET)).toBe(before - 1_800 + expected);
    const wins = await db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.memberId, m.id), like(ledgerTransactions.idempotencyKey, 'lottery:lottery_win:%')));
    expect(wins.length).toBe(['B', 'S', 'O'].filter((s) => selectionReturn(family, play, s, draw.numbers!) > 0).length);
    const settled = await p.call('lotteryOrders', { gameCode: GAME }, { token: m.token });
    for (const b of settled.body.value.list as { status: string; payout: number }[]) expect(b.status === 'won' ? b.payout > 0 : b.status === 'lost').toBe(true);
    expect((await p.call('lotteryDraw', { gameCode: GAME, periodNo: current!.periodNo })).body.value.draw.status).toBe('settled');

    // The records: three rounds in the e-lottery category, the slip as a bet and the wins as payouts.
    const fresh = await refreshSession(p, m);
    const day = new Date(p.now()).toISOString().slice(0, 10);
    const records = await p.call('betRecords', { from: day, to: day, category: 'ELOTT' }, { token: fresh.token });
    expect(records.status, JSON.stringify(records.body)).toBe(200);
    expect(records.body.value.list).toHaveLength(3);
    const account = await p.call('transactionRecords', { from: day, to: day }, { token: fresh.token });
    const types = (account.body.value.list as { type: string }[]).map((r) => r.type);
    expect(types).toContain('bet');
    if (expected > 0) expect(types).toContain('payout');
    expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });

  it('refuses a bet after the close, on a drawn period, with selections the play type does not allow, outside the limits or above the balance, changing nothing', async () => {
    const p = platform();
    const db = p.database.db;
    await ensurePeriods(db, p.now());
    const m = await newMember(p, { balance: 5 });
    const { current } = await near(p);
    const periodNo = current!.periodNo;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ periodNo, selections: ['X'] }, 422, 'lottery_selection_invalid'],
      [{ periodNo, selections: ['B', 'B'] }, 422, 'lottery_selection_invalid'],
      [{ periodNo, playType: 'PK10_DS', selections: ['B'] }, 422, 'lottery_selection_invalid'],
      [{ periodNo, playType: 'ELOTT_POS', selections: ['6:1'] }, 422, 'lottery_selection_invalid'],
      [{ periodNo, unitStake: 0.5, selections: ['B'] }, 422, 'lottery_amount_out_of_range'],
      [{ periodNo, unitStake: 1.005, selections: ['B'] }, 422, 'lottery_amount_out_of_range'],
      [{ periodNo, unitStake: 60_000, selections: ['B'] }, 422, 'lottery_amount_out_of_range'],
      [{ periodNo, unitStake: 2, selections: ['B', 'S', 'O'] }, 409, 'insufficient_balance'],
      [{ periodNo: '20200101-0001', selections: ['B'] }, 404, 'lottery_period_unknown'],
      [{ periodNo, gameCode: 'RNG_0001', selections: ['B'] }, 404, 'lottery_game_unavailable'],
      [{ periodNo: 'x', selections: ['B'] }, 422, 'validation_failed'],
    ];
    for (const [input, status, code] of cases) {
      const res = await bet(p, m, input);
      expect([res.status, res.body.code], JSON.stringify(input)).toEqual([status, code]);
    }
    // A free-play (trial) account: play money is not for lotteries.
    const trial = await newMember(p, { balance: 50 });
    await db.update(members).set({ type: 4 }).where(eq(members.id, trial.id));
    const trialBet = await bet(p, trial, { periodNo, selections: ['B'] });
    expect([trialBet.status, trialBet.body.code]).toEqual([403, 'trial_not_allowed']);
    // Past the close (the draw is 10 s later): refused.
    p.advance(Date.parse(current!.closesAt) - p.now() + 1);
    const late = await bet(p, m, { periodNo, selections: ['B'] });
    expect([late.status, late.body.code]).toEqual([409, 'lottery_betting_closed']);
    expect(late.body.value).toMatchObject({ status: 'closed' });
    // The next period takes bets meanwhile: near numeros names it as the current one.
    await ensurePeriods(db, p.now());
    const after = await near(p);
    expect(after.current?.periodNo).not.toBe(periodNo);
    expect((await bet(p, m, { periodNo: after.current!.periodNo, selections: ['B'] })).status).toBe(200);
    await drawPast(p, current!);
    const drawnBet = await bet(p, m, { periodNo, selections: ['B'] });
    expect([drawnBet.status, drawnBet.body.code]).toEqual([409, 'lottery_betting_closed']);
    expect(await balanceOf(db, m.merchantId, m.id, MAIN_WALLET)).toBe(400);
    const rows = await db.select().from(lotteryBets).where(eq(lotteryBets.memberId, m.id));
    expect(rows).toHaveLength(1);
  });

  it('settles a period killed midway and run again paying nobody twice, and refunds a cancelled period once', async () => {
    const p = platform();
    const db = p.database.db;
    await ensurePeriods(db, p.now());
    const { current } = await near(p, 'LOTT_0002');
    const members = await Promise.all([1, 2, 3, 4].map(() => newMember(p, { balance: 50 })));
    for (const m of members)
      for (const selection of ['B', 'S', 'O', 'E']) {
        const res = await p.call('lotteryBet', { requestId: requestId(), gameCode: 'LOTT_0002', periodNo: current!.periodNo, playType: 'SSC_DS', selections: [selection], unitStake: 1, multiplier: 5 }, { token: m.token });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    p.advance(Date.parse(current!.drawAt) - p.now() + 1_000);
    const { drawn } = await drawDuePeriods(db, p.now());
    const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.seedHash, current!.seedHash));
    expect(drawn).toContain(row!.id);
    // A crash after the first batch of 5 bets: those are settled, the rest pending.
    await expect(settleDraw(db, row!.id, p.now(), { batchSize: 5, afterBatch: () => { throw new Error('crash'); } })).rejects.toThrow('crash');
    const pending = await db.select().from(lotteryBets).where(and(eq(lotteryBets.drawId, row!.id), eq(lotteryBets.status, 'pending')));
    expect(pending).toHaveLength(11);
    expect(await unsettledDraws(db)).toContain(row!.id);
    await Promise.all([settleDraw(db, row!.id, p.now(), { batchSize: 3 }), settleDraw(db, row!.id, p.now(), { batchSize: 4 })]);
    const family = familyOf('SSC')!;
    const play = playTypeOf(family, 'SSC_DS')!;
    const numbers = (await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, row!.id)))[0]!.numbers!;
    const perMember = ['B', 'S', 'O', 'E'].reduce((sum, s) => sum + payoutOf(500, selectionReturn(family, play, s, numbers)), 0);
    for (const m of members) expect(await balanceOf(db, m.merchantId, m.id, MAIN_WALLET)).toBe(5_000 - 2_000 + perMember);
    const paid = await db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, 'lottery:lottery_win:%'));
    expect(new Set(paid.map((x) => x.key)).size).toBe(paid.length);
    expect(await unsettledDraws(db)).not.toContain(row!.id);

    // A game switched off: its due period is cancelled and every bet refunded once.
    await ensurePeriods(db, p.now());
    const next = await near(p, 'LOTT_0002');
    const m = members[0]!;
    const before = await balanceOf(db, m.merchantId, m.id, MAIN_WALLET);
    const res = await p.call('lotteryBet', { requestId: requestId(), gameCode: 'LOTT_0002', periodNo: next.current!.periodNo, playType: 'SSC_POS', selections: ['1:3', '2:4'], unitStake: 1, multiplier: 2 }, { token: m.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [game] = await db.select({ id: games.id }).from(games).where(eq(games.code, 'LOTT_0002'));
    await db.update(lotteryGames).set({ enabled: false }).where(eq(lotteryGames.gameId, game!.id));
    p.advance(Date.parse(next.current!.drawAt) - p.now() + 1_000);
    const { cancelled } = await drawDuePeriods(db, p.now());
    expect(cancelled.length).toBeGreaterThan(0);
    for (const id of cancelled) {
      await Promise.all([settleDraw(db, id, p.now()), settleDraw(db, id, p.now())]);
    }
    expect(await balanceOf(db, m.merchantId, m.id, MAIN_WALLET)).toBe(before);
    const refunded = await db.select().from(lotteryBets).where(and(eq(lotteryBets.memberId, m.id), eq(lotteryBets.status, 'cancelled')));
    expect(refunded).toHaveLength(2);
    const [record] = await db.select().from(betRecords).where(eq(betRecords.id, refunded[0]!.betRecordId));
    expect(record?.status).toBe('rolledback');
    await db.update(lotteryGames).set({ enabled: true }).where(eq(lotteryGames.gameId, game!.id));
    expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
  });

  it("lets the operator change a game's schedule, cancel a period with its bets refunded once, and run the tick", async () => {
    const p = platform();
    const db = p.database.db;
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    expect(await lotteryCommand(db, ['set', 'LOTT_0005', '30', '5'], out, p.now)).toBe(0);
    expect(await lotteryCommand(db, ['set', 'LOTT_0005', '30', '30'], out, p.now).catch((e: Error) => e.message)).toMatch(/close < interval/);
    expect(await lotteryCommand(db, ['set', 'NOPE', '30', '5'], out, p.now)).toBe(1);
    expect(await lotteryCommand(db, ['run'], out, p.now)).toBe(0);
    const { current } = await near(p, 'LOTT_0005');
    expect(Date.parse(current!.drawAt) % 30_000).toBe(0);
    expect(Date.parse(current!.drawAt) - Date.parse(current!.closesAt)).toBe(5_000);
    const m = await newMember(p, { balance: 20 });
    const res = await p.call('lotteryBet', { requestId: requestId(), gameCode: 'LOTT_0005', periodNo: current!.periodNo, playType: 'PC28_SUM', selections: ['13', '14'], unitStake: 5, multiplier: 1 }, { token: m.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await balanceOf(db, m.merchantId, m.id, MAIN_WALLET)).toBe(1_000);
    expect(await lotteryCommand(db, ['cancel', 'LOTT_0005', current!.periodNo], out, p.now)).toBe(0);
    expect(lines.at(-1)).toContain('2 bets refunded (10.00)');
    expect(await lotteryCommand(db, ['cancel', 'LOTT_0005', current!.periodNo], out, p.now)).toBe(1);
    expect(await balanceOf(db, m.merchantId, m.id, MAIN_WALLET)).toBe(2_000);
    const closed = await p.call('lotteryBet', { requestId: requestId(), gameCode: 'LOTT_0005', periodNo: current!.periodNo, playType: 'PC28_SUM', selections: ['13'], unitStake: 5, multiplier: 1 }, { token: m.token });
    expect([closed.status, closed.body.code]).toEqual([409, 'lottery_betting_closed']);
    expect(await lotteryCommand(db, ['list'], out, p.now)).toBe(0);
    expect(lines.some((l) => l.startsWith('LOTT_0005') && l.includes('every    30 s'))).toBe(true);
  });
});
