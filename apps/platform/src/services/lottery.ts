/**
 * The lotteries (issue 16): the games and their schedules, periods created ahead with their server seed committed,
 * draws that happen once, bets placed through the ledger, and the settlement that pays each bet exactly once.
 *
 * - Periods: the scheduled tick creates each enabled game's current and next period (`INSERT ... ON CONFLICT DO
 *   NOTHING` on (game, period number): when several instances tick at once, one row wins, with its seed), so the next
 *   period's seed hash is public before betting on it opens.
 * - Draws: a period whose draw time has passed is drawn by `UPDATE ... WHERE status = 'open'`: whichever instance runs
 *   it first draws, the others change nothing. Its numbers are the contract's function of the revealed seed
 *   (commit-reveal, see packages/contract/src/lottery.ts). A disabled game's due periods are cancelled instead.
 * - Bets: a slip is one ledger transaction (main wallet to the house, the slip's idempotency key) and one bet record and
 *   one lottery bet per selection, written under the member's wallet lock and a share lock on the period's row, so a
 *   bet either commits before the draw takes the row or sees it drawn and is refused.
 * - Settlement: per batch of pending bets (`FOR UPDATE SKIP LOCKED`), in one transaction: the bets' status (`WHERE
 *   status = 'pending'`), their bet records, and the payouts (or refunds of a cancelled period) as ledger transactions
 *   with one key per bet, written set-wise. A run killed midway leaves whole batches settled and the rest pending; the
 *   next run settles the rest; a bet is never paid twice (its status changes once, and its key is unique).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  boardOf,
  isTrialAccount,
  drawMessages,
  familyOf,
  isValidSelection,
  nextDrawAt,
  numbersFromDigests,
  periodNoOf,
  playTypeOf,
  selectionOdds,
  selectionReturn,
  payoutOf,
  slotCount,
  type DrawSchedule,
  type LotteryBetRequest,
  type LotteryDraw,
  type LotteryFamily,
  type LotteryGame,
  type LotteryKind,
  type LotteryPrizeMode,
  type VnRegion,
} from '@croupier/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db';
import type { JobQueue } from '../jobs/queue';
import { betRecords, games, lotteryBets, lotteryDraws, lotteryGames, type Member, type Merchant } from '../db/schema';
import { ApiFailure } from '../failure';
import { localName } from '../games/catalogue';
import { contentHash, ensureAccount, HOUSE, lockAccount, MAIN_WALLET, post, storedAnswer, toMajor, type Tx, WalletError } from './wallet';

export const LOTTERY_TICK = 'lottery.tick';
export const LOTTERY_SETTLE = 'lottery.settle';
/** How often the tick creates periods and draws the due ones (a draw is at most this late, plus the queue's poll). */
export const LOTTERY_TICK_SECONDS = 2;
/** Bets settled per transaction. */
export const SETTLE_BATCH = 5_000;
/** Draws counted for the popular numbers. */
export const POPULAR_DRAWS = 30;

// ---- fairness ----------------------------------------------------------------------------------------------------
export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const seedHashOf = (seed: string): string => createHash('sha256').update(seed, 'utf8').digest('hex');

/** The numbers a seed draws for a period (the contract's derivation with node's HMAC). */
export function drawNumbers(family: LotteryFamily, gameCode: string, periodNo: string, seed: string): string[] {
  const digests = drawMessages(family.format, gameCode, periodNo).map((m) => createHmac('sha256', seed).update(m, 'utf8').digest());
  return numbersFromDigests(family.format, digests);
}

// ---- games -------------------------------------------------------------------------------------------------------
export interface LotteryGameRow {
  gameId: number;
  code: string;
  vendor: string;
  category: string;
  accountTypeName: string | null;
  name: string;
  names: Record<string, string>;
  isHot: boolean;
  sort: number;
  family: string;
  region: string | null;
  intervalSeconds: number;
  offsetSeconds: number;
  closeSeconds: number;
  enabled: boolean;
}

const gameSelection = {
  gameId: lotteryGames.gameId,
  code: games.code,
  vendor: games.vendor,
  category: games.category,
  accountTypeName: games.accountTypeName,
  name: games.name,
  names: games.names,
  isHot: games.isHot,
  sort: games.sort,
  family: lotteryGames.family,
  region: lotteryGames.region,
  intervalSeconds: lotteryGames.intervalSeconds,
  offsetSeconds: lotteryGames.offsetSeconds,
  closeSeconds: lotteryGames.closeSeconds,
  enabled: lotteryGames.enabled,
};

export async function lotteryGameRows(db: Database | Tx, options: { enabledOnly?: boolean } = {}): Promise<LotteryGameRow[]> {
  const rows = await db
    .select(gameSelection)
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .where(options.enabledOnly === false ? undefined : eq(lotteryGames.enabled, true))
    .orderBy(asc(games.vendor), asc(games.sort), asc(games.id));
  return rows as LotteryGameRow[];
}

export async function lotteryGameByCode(db: Database | Tx, code: string): Promise<LotteryGameRow | undefined> {
  const [row] = await db.select(gameSelection).from(lotteryGames).innerJoin(games, eq(games.id, lotteryGames.gameId)).where(eq(games.code, code));
  return row as LotteryGameRow | undefined;
}

const scheduleOf = (row: Pick<LotteryGameRow, 'intervalSeconds' | 'offsetSeconds' | 'closeSeconds'>): DrawSchedule => ({
  intervalSeconds: row.intervalSeconds,
  offsetSeconds: row.offsetSeconds,
  closeSeconds: row.closeSeconds,
});

function familyOfRow(row: Pick<LotteryGameRow, 'family' | 'code'>): LotteryFamily {
  const family = familyOf(row.family);
  if (!family) throw new Error(`lottery ${row.code}: unknown family ${row.family}`);
  return family;
}

export function toLotteryGame(row: LotteryGameRow, language: string): LotteryGame {
  const family = familyOfRow(row);
  return {
    gameId: row.gameId,
    gameCode: row.code,
    name: localName(row, language),
    vendor: row.vendor,
    accountTypeName: row.accountTypeName ?? row.vendor,
    kind: family.kind,
    family: family.family,
    format: family.format,
    region: (row.region as VnRegion | null) ?? null,
    intervalSeconds: row.intervalSeconds,
    closeSeconds: row.closeSeconds,
    defaultPlayType: family.defaultPlayType,
    playTypes: family.playTypes.map((p) => ({ code: p.code, shape: p.shape, minAmount: toMajor(p.minAmount), maxAmount: toMajor(p.maxAmount) })),
    isHot: row.isHot,
  };
}

async function gameOrFail(db: Database | Tx, code: string): Promise<LotteryGameRow> {
  const row = await lotteryGameByCode(db, code);
  if (!row || !row.enabled) throw new ApiFailure('lottery_game_unavailable', `no lottery game ${code}`);
  return row;
}

export async function lotteryLobby(db: Database, input: { kind?: LotteryKind | undefined; language: string }) {
  const rows = await lotteryGameRows(db);
  const list = rows.map((r) => toLotteryGame(r, input.language)).filter((g) => !input.kind || g.kind === input.kind);
  return { games: list };
}

const MENU_GROUPS: readonly { group: string; vendor: string }[] = [
  { group: 'ELOTT', vendor: 'ELOTT' },
  { group: 'LOTT', vendor: 'LOTT' },
  { group: 'VN', vendor: 'TCG_LOTTO_VN' },
  { group: 'SEA', vendor: 'TCG_SEA' },
];

export async function lotteryMenus(db: Database, language: string) {
  const rows = await lotteryGameRows(db);
  return {
    menus: MENU_GROUPS.map(({ group, vendor }) => {
      const list = rows.filter((r) => r.vendor === vendor).map((r) => toLotteryGame(r, language));
      return { group, kind: list[0]?.kind ?? (group === 'VN' ? 'vn' : group === 'SEA' ? 'sea' : 'fast'), games: list };
    }).filter((m) => m.games.length > 0),
  };
}

export async function vnMenu(db: Database, language: string) {
  const rows = (await lotteryGameRows(db)).filter((r) => r.region);
  return {
    regions: (['north', 'central', 'south'] as const).map((region) => ({
      region,
      games: rows.filter((r) => r.region === region).map((r) => toLotteryGame(r, language)),
    })),
  };
}

/** The games the member bet on lately (most recent first). */
export async function recentLottery(db: Database, input: { member: Member; language: string }) {
  const recent = await db
    .select({ gameId: lotteryBets.gameId, last: sql<Date>`max(${lotteryBets.createdAt})` })
    .from(lotteryBets)
    .where(eq(lotteryBets.memberId, input.member.id))
    .groupBy(lotteryBets.gameId)
    .orderBy(desc(sql`max(${lotteryBets.createdAt})`))
    .limit(10);
  const rows = await lotteryGameRows(db);
  return {
    games: recent.flatMap((r) => {
      const row = rows.find((g) => g.gameId === r.gameId);
      return row ? [toLotteryGame(row, input.language)] : [];
    }),
  };
}

// ---- periods -----------------------------------------------------------------------------------------------------
type DrawRow = typeof lotteryDraws.$inferSelect;

/** The period as clients see it: the seed only once drawn (or cancelled: nothing more to protect). */
export function toDraw(row: DrawRow, gameCode: string, nowMs: number): LotteryDraw {
  const revealed = row.status !== 'open';
  const status = row.status === 'open' && row.closesAt.getTime() <= nowMs ? 'closed' : (row.status as LotteryDraw['status']);
  return {
    gameCode,
    periodNo: row.periodNo,
    status,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    seedHash: row.seedHash,
    seed: revealed ? row.seed : null,
    numbers: row.status === 'drawn' || row.status === 'settled' ? (row.numbers ?? null) : null,
    drawnAt: row.drawnAt?.toISOString() ?? null,
  };
}

/** The period rows of a game's draw at `drawAtMs` (its seed drawn now). */
function periodRow(game: LotteryGameRow, drawAtMs: number) {
  const schedule = scheduleOf(game);
  const seed = newServerSeed();
  return {
    gameId: game.gameId,
    periodNo: periodNoOf(schedule, drawAtMs),
    // Betting opens when the previous period's closes: there is always one period taking bets.
    opensAt: new Date(drawAtMs - (schedule.intervalSeconds + schedule.closeSeconds) * 1000),
    closesAt: new Date(drawAtMs - schedule.closeSeconds * 1000),
    drawAt: new Date(drawAtMs),
    seed,
    seedHash: seedHashOf(seed),
  };
}

/** Creates every enabled game's current and next period (idempotent across instances). Answers how many were new. */
export async function ensurePeriods(db: Database, nowMs: number): Promise<number> {
  const rows = await lotteryGameRows(db);
  const wanted = rows.flatMap((game) => {
    const drawAt = nextDrawAt(scheduleOf(game), nowMs);
    return [drawAt, drawAt + game.intervalSeconds * 1000].map((ms) => ({ game, drawAt: ms, periodNo: periodNoOf(scheduleOf(game), ms) }));
  });
  if (wanted.length === 0) return 0;
  // Only the missing ones get a seed and an insert (the conflict clause settles races between instances).
  const existing = await db
    .select({ gameId: lotteryDraws.gameId, periodNo: lotteryDraws.periodNo })
    .from(lotteryDraws)
    .where(sql`(${lotteryDraws.gameId}, ${lotteryDraws.periodNo}) in (${sql.join(wanted.map((w) => sql`(${w.game.gameId}, ${w.periodNo})`), sql`, `)})`);
  const have = new Set(existing.map((e) => `${e.gameId}:${e.periodNo}`));
  const values = wanted.filter((w) => !have.has(`${w.game.gameId}:${w.periodNo}`)).map((w) => periodRow(w.game, w.drawAt));
  if (values.length === 0) return 0;
  const inserted = await db.insert(lotteryDraws).values(values).onConflictDoNothing().returning({ id: lotteryDraws.id });
  return inserted.length;
}

/**
 * Draws the periods whose draw time has passed (cancels those of disabled games), each once whatever runs at the same
 * time. Answers the periods this call drew or cancelled.
 */
export async function drawDuePeriods(db: Database, nowMs: number): Promise<{ drawn: number[]; cancelled: number[] }> {
  const due = await db
    .select({ draw: lotteryDraws, code: games.code, family: lotteryGames.family, enabled: lotteryGames.enabled })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.gameId, lotteryDraws.gameId))
    .innerJoin(games, eq(games.id, lotteryDraws.gameId))
    .where(and(eq(lotteryDraws.status, 'open'), sql`${lotteryDraws.drawAt} <= ${new Date(nowMs)}`))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(500);
  const drawn: number[] = [];
  const cancelled: number[] = [];
  for (const { draw, code, family, enabled } of due) {
    if (!enabled) {
      if (await cancelPeriod(db, draw.id, nowMs)) cancelled.push(draw.id);
      continue;
    }
    const numbers = drawNumbers(familyOfRow({ family, code }), code, draw.periodNo, draw.seed);
    const [row] = await db
      .update(lotteryDraws)
      .set({ status: 'drawn', numbers, drawnAt: new Date(nowMs) })
      .where(and(eq(lotteryDraws.id, draw.id), eq(lotteryDraws.status, 'open')))
      .returning({ id: lotteryDraws.id });
    if (row) drawn.push(row.id);
  }
  return { drawn, cancelled };
}

/** Cancels an open period (its bets are refunded by the settlement). True when this call cancelled it. */
export async function cancelPeriod(db: Database, drawId: number, nowMs: number): Promise<boolean> {
  const [row] = await db
    .update(lotteryDraws)
    .set({ status: 'cancelled', drawnAt: new Date(nowMs) })
    .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, 'open')))
    .returning({ id: lotteryDraws.id });
  return Boolean(row);
}

/** Periods drawn or cancelled whose bets are not all settled yet. */
export async function unsettledDraws(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(and(inArray(lotteryDraws.status, ['drawn', 'cancelled']), sql`${lotteryDraws.settledAt} is null`))
    .orderBy(asc(lotteryDraws.drawnAt))
    .limit(500);
  return rows.map((r) => r.id);
}

async function drawOf(db: Database | Tx, gameId: number, periodNo?: string): Promise<DrawRow | undefined> {
  if (periodNo) {
    const [row] = await db.select().from(lotteryDraws).where(and(eq(lotteryDraws.gameId, gameId), eq(lotteryDraws.periodNo, periodNo)));
    return row;
  }
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, gameId), inArray(lotteryDraws.status, ['drawn', 'settled'])))
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(1);
  return row;
}

export async function nearNumeros(db: Database, input: { gameCode: string; nowMs: number }) {
  const game = await gameOrFail(db, input.gameCode);
  const now = new Date(input.nowMs);
  const upcoming = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, game.gameId), eq(lotteryDraws.status, 'open'), sql`${lotteryDraws.drawAt} > ${now}`))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(2);
  const last = await drawOf(db, game.gameId);
  const [first, second] = upcoming;
  // Between a period's close and its draw, the next period already takes bets: it is the current one.
  const current = first && first.closesAt.getTime() > input.nowMs ? first : (second ?? first ?? null);
  const next = current === first ? (second ?? null) : null;
  return {
    serverTime: now.toISOString(),
    current: current ? toDraw(current, game.code, input.nowMs) : null,
    next: next ? toDraw(next, game.code, input.nowMs) : null,
    last: last ? toDraw(last, game.code, input.nowMs) : null,
  };
}

export async function openedNumero(db: Database, input: { kind?: LotteryKind | undefined; nowMs: number }) {
  const rows = (await lotteryGameRows(db)).filter((g) => !input.kind || familyOfRow(g).kind === input.kind);
  if (rows.length === 0) return { draws: [] };
  const latest = await db.execute(sql`
    select distinct on (d.game_id) d.id from lottery_draws d
    where d.game_id in (${sql.join(rows.map((r) => sql`${r.gameId}`), sql`, `)}) and d.status in ('drawn', 'settled')
    order by d.game_id, d.draw_at desc`);
  const ids = (latest as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return { draws: [] };
  const draws = await db.select().from(lotteryDraws).where(inArray(lotteryDraws.id, ids));
  return {
    draws: rows.flatMap((game) => {
      const draw = draws.find((d) => d.gameId === game.gameId);
      return draw ? [toDraw(draw, game.code, input.nowMs)] : [];
    }),
  };
}

export async function lotteryDraw(db: Database, input: { gameCode: string; periodNo?: string | undefined; nowMs: number }) {
  const game = await gameOrFail(db, input.gameCode);
  const draw = await drawOf(db, game.gameId, input.periodNo);
  if (!draw) throw new ApiFailure('lottery_period_unknown', `no period ${input.periodNo ?? '(drawn)'} of ${game.code}`);
  return { draw: toDraw(draw, game.code, input.nowMs), messages: drawMessages(familyOfRow(game).format, game.code, draw.periodNo) };
}

export async function drawHistory(db: Database, input: { gameCode: string; pageNo?: number | undefined; pageSize?: number | undefined; nowMs: number }) {
  const game = await gameOrFail(db, input.gameCode);
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? 20;
  const where = and(eq(lotteryDraws.gameId, game.gameId), inArray(lotteryDraws.status, ['drawn', 'settled', 'cancelled']));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(lotteryDraws).where(where);
  const list = await db
    .select()
    .from(lotteryDraws)
    .where(where)
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { list: list.map((d) => toDraw(d, game.code, input.nowMs)), totalCount: Number(count?.n ?? 0), pageNo, pageSize };
}

/** The Vietnam games' boards: the latest drawn period of each (or the one drawn on `date`, UTC). */
export async function vnOpenedNumeros(db: Database, input: { region?: VnRegion | undefined; date?: string | undefined; language: string }) {
  const rows = (await lotteryGameRows(db)).filter((g) => g.region && (!input.region || g.region === input.region));
  const boards = [];
  for (const game of rows) {
    const dayFilter = input.date ? sql`and d.draw_at >= ${input.date}::date and d.draw_at < ${input.date}::date + 1` : sql``;
    const result = await db.execute(sql`
      select d.period_no, d.numbers, d.drawn_at from lottery_draws d
      where d.game_id = ${game.gameId} and d.status in ('drawn', 'settled') ${dayFilter}
      order by d.draw_at desc limit 1`);
    const [draw] = (result as unknown as { rows: { period_no: string; numbers: unknown; drawn_at: string | Date }[] }).rows;
    if (!draw) continue;
    const numbers = (typeof draw.numbers === 'string' ? JSON.parse(draw.numbers) : draw.numbers) as string[];
    const family = familyOfRow(game);
    boards.push({
      region: game.region as VnRegion,
      gameCode: game.code,
      name: localName(game, input.language),
      periodNo: draw.period_no,
      drawnAt: new Date(draw.drawn_at).toISOString(),
      prizes: boardOf(family.format, numbers),
    });
  }
  return { boards };
}

const PRIZE_MODE_VENDORS: Record<LotteryPrizeMode, string> = { Lott: 'LOTT', Elott: 'ELOTT', ZY: 'TCG_LOTTO_VN', SEA: 'TCG_SEA' };

/**
 * The most drawn numbers over the last POPULAR_DRAWS draws of a prize mode's games: balls for the fast lotteries, the
 * last two digits of every prize for Vietnam (00-99) and SEA.
 */
export async function popularNumbers(db: Database, input: { prizeMode: LotteryPrizeMode; count: number }) {
  const rows = (await lotteryGameRows(db)).filter((g) => g.vendor === PRIZE_MODE_VENDORS[input.prizeMode]);
  if (rows.length === 0) return { draws: 0, numbers: [] };
  const result = await db.execute(sql`
    select d.numbers from lottery_draws d
    where d.game_id in (${sql.join(rows.map((r) => sql`${r.gameId}`), sql`, `)}) and d.status in ('drawn', 'settled')
    order by d.draw_at desc limit ${POPULAR_DRAWS}`);
  const draws = (result as unknown as { rows: { numbers: unknown }[] }).rows.map(
    (r) => (typeof r.numbers === 'string' ? JSON.parse(r.numbers) : r.numbers) as string[],
  );
  const tails = input.prizeMode === 'ZY' || input.prizeMode === 'SEA';
  const hits = new Map<string, number>();
  for (const numbers of draws) for (const n of numbers) {
    const key = tails ? n.slice(-2) : n;
    hits.set(key, (hits.get(key) ?? 0) + 1);
  }
  const numbers = [...hits]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, input.count)
    .map(([number, n]) => ({ number, hits: n }));
  return { draws: draws.length, numbers };
}

// ---- bets --------------------------------------------------------------------------------------------------------
type BetRow = typeof lotteryBets.$inferSelect;

function toBet(row: BetRow, game: Pick<LotteryGameRow, 'code' | 'name' | 'names'>, periodNo: string, language: string) {
  return {
    betId: row.id,
    orderNo: row.orderNo,
    gameCode: game.code,
    gameName: localName(game, language),
    periodNo,
    playType: row.playType,
    selection: row.selection,
    amount: toMajor(row.amount),
    odds: row.oddsCents / 100,
    status: row.status as 'pending' | 'won' | 'lost' | 'cancelled',
    payout: toMajor(row.payout),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

const orderKey = (merchantId: number, memberId: number, requestId: string) => `lottery:order:${merchantId}:${memberId}:${requestId}`;

function houseKindOf(memberId: number): string {
  return memberId % 16 === 0 ? HOUSE : `${HOUSE}:${memberId % 16}`;
}

/** Places a slip: validated against the game, the play type and its limits, paid at once, once per requestId. */
export async function placeLotteryBet(
  db: Database,
  input: { merchant: Merchant; member: Member; request: LotteryBetRequest; nowMs: number; language: string },
) {
  const { merchant, member, request, nowMs } = input;
  // Free-play (trial) accounts hold play money outside the ledger: lotteries are real-money only.
  if (isTrialAccount(member.type)) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
  const game = await gameOrFail(db, request.gameCode);
  const family = familyOfRow(game);
  const play = playTypeOf(family, request.playType);
  const selections = [...new Set(request.selections)];
  if (!play || selections.length !== request.selections.length || selections.some((s) => !isValidSelection(family, play, s)))
    throw new ApiFailure('lottery_selection_invalid', 'selections the play type does not allow', { playType: request.playType, selections: request.selections });
  const unit = Math.round(request.unitStake * 100);
  if (Math.abs(unit - request.unitStake * 100) > 1e-6) throw new ApiFailure('lottery_amount_out_of_range', 'stakes have at most two decimals', { minAmount: toMajor(play.minAmount), maxAmount: toMajor(play.maxAmount) });
  const amount = unit * request.multiplier;
  if (amount < play.minAmount || amount > play.maxAmount)
    throw new ApiFailure('lottery_amount_out_of_range', 'amount per selection outside the limits', { minAmount: toMajor(play.minAmount), maxAmount: toMajor(play.maxAmount) });
  const total = amount * selections.length;
  const key = orderKey(merchant.id, member.id, request.requestId);
  const { requestId: _id, ...content } = request;
  const requestHash = contentHash(content);

  await ensureAccount(db, merchant.id, member.id, MAIN_WALLET);
  const houseKind = houseKindOf(member.id);
  await ensureAccount(db, merchant.id, null, houseKind);

  type Answer = { orderNo: string; total: number; balance: number; bets: ReturnType<typeof toBet>[] };
  return db.transaction(async (tx): Promise<Answer> => {
    const wallet = await lockAccount(tx, merchant.id, member.id, MAIN_WALLET);
    const previous = await storedAnswer(tx, key, member.id, requestHash);
    if (previous !== undefined) return previous as Answer;
    // The period, share-locked: the draw (an update of this row) waits for this bet, or this bet sees it drawn.
    const [draw] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameId, game.gameId), eq(lotteryDraws.periodNo, request.periodNo)))
      .for('share');
    if (!draw) throw new ApiFailure('lottery_period_unknown', `no period ${request.periodNo} of ${game.code}`);
    if (draw.status !== 'open' || nowMs >= draw.closesAt.getTime() || nowMs < draw.opensAt.getTime())
      throw new ApiFailure('lottery_betting_closed', 'betting on this period is closed', {
        status: toDraw(draw, game.code, nowMs).status,
        closesAt: draw.closesAt.toISOString(),
      });
    if (wallet.balance < total) throw new ApiFailure('insufficient_balance', 'insufficient balance', { balance: toMajor(wallet.balance), total: toMajor(total) });

    const at = new Date(nowMs);
    const orderNo = `L${draw.periodNo.replace('-', '')}${String(member.id).padStart(6, '0')}${randomBytes(3).toString('hex').toUpperCase()}`;
    const odds = selections.map((s) => Math.round(selectionOdds(family, play, s) * 100));
    const records = await tx
      .insert(betRecords)
      .values(
        selections.map((selection, i) => ({
          merchantId: merchant.id,
          memberId: member.id,
          gameId: game.gameId,
          vendor: game.vendor,
          category: game.category,
          betTxId: `${orderNo}-${i + 1}`,
          roundId: `${game.code}:${draw.periodNo}`,
          stake: amount,
          status: 'open',
          detail: { lottery: true, orderNo, periodNo: draw.periodNo, playType: play.code, selection, odds: (odds[i] ?? 0) / 100 },
          createdAt: at,
        })),
      )
      .returning({ id: betRecords.id });
    const bets = await tx
      .insert(lotteryBets)
      .values(
        selections.map((selection, i) => ({
          merchantId: merchant.id,
          memberId: member.id,
          drawId: draw.id,
          gameId: game.gameId,
          orderNo,
          playType: play.code,
          selection,
          amount,
          oddsCents: odds[i] ?? 0,
          betRecordId: records[i]?.id ?? 0,
          createdAt: at,
        })),
      )
      .returning();
    const house = await lockAccount(tx, merchant.id, null, houseKind);
    const answerBets = bets.map((b) => toBet(b, game, draw.periodNo, input.language));
    const balance = wallet.balance - total;
    const answer: Answer = { orderNo, total: toMajor(total), balance: toMajor(balance), bets: answerBets };
    try {
      await post(
        tx,
        { merchantId: merchant.id, memberId: member.id, kind: 'lottery_bet', idempotencyKey: key, requestHash, result: answer, at },
        [
          { accountId: wallet.id, amount: -total },
          { accountId: house.id, amount: total },
        ],
      );
    } catch (error) {
      if (error instanceof WalletError && error.code === 'insufficient_balance') throw new ApiFailure('insufficient_balance', 'insufficient balance');
      throw error;
    }
    return answer;
  });
}

export async function lotteryOrders(
  db: Database,
  input: { member: Member; gameCode?: string | undefined; status?: string | undefined; pageNo?: number | undefined; pageSize?: number | undefined; language: string },
) {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? 20;
  const game = input.gameCode ? await lotteryGameByCode(db, input.gameCode) : undefined;
  if (input.gameCode && !game) throw new ApiFailure('lottery_game_unavailable', `no lottery game ${input.gameCode}`);
  const where = and(
    eq(lotteryBets.memberId, input.member.id),
    game ? eq(lotteryBets.gameId, game.gameId) : undefined,
    input.status ? eq(lotteryBets.status, input.status) : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(lotteryBets).where(where);
  const rows = await db
    .select({ bet: lotteryBets, periodNo: lotteryDraws.periodNo })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(where)
    .orderBy(desc(lotteryBets.createdAt), desc(lotteryBets.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const gamesById = new Map((await lotteryGameRows(db, { enabledOnly: false })).map((g) => [g.gameId, g]));
  return {
    list: rows.flatMap(({ bet, periodNo }) => {
      const g = gamesById.get(bet.gameId);
      return g ? [toBet(bet, g, periodNo, input.language)] : [];
    }),
    totalCount: Number(count?.n ?? 0),
    pageNo,
    pageSize,
  };
}

// ---- settlement ---------------------------------------------------------------------------------------------------
interface PendingBet {
  id: number;
  merchant_id: number;
  member_id: number;
  play_type: string;
  selection: string;
  amount: number | string;
  bet_record_id: number;
}

export interface SettleOptions {
  batchSize?: number;
  /** Called after each committed batch (tests: a throw here is a crash midway). */
  afterBatch?: (batch: number) => void | Promise<void>;
}

/**
 * Settles a drawn (or cancelled) period: every pending bet once, in batches; then marks the period settled. Safe to run
 * twice, concurrently, or again after a crash. Answers the bets this run settled and what it paid (minor units).
 */
export async function settleDraw(db: Database, drawId: number, nowMs: number, options: SettleOptions = {}): Promise<{ bets: number; paid: number }> {
  const batchSize = options.batchSize ?? SETTLE_BATCH;
  const [head] = await db
    .select({ draw: lotteryDraws, code: games.code, family: lotteryGames.family })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.gameId, lotteryDraws.gameId))
    .innerJoin(games, eq(games.id, lotteryDraws.gameId))
    .where(eq(lotteryDraws.id, drawId));
  if (!head || head.draw.status === 'open' || head.draw.settledAt) return { bets: 0, paid: 0 };
  const { draw } = head;
  const family = familyOfRow({ family: head.family, code: head.code });
  const cancelled = draw.status === 'cancelled';
  const numbers = draw.numbers ?? [];
  if (!cancelled && numbers.length !== slotCount(family.format)) throw new Error(`lottery draw ${draw.id} has no numbers`);

  // The house shards of the merchants with bets on the period exist before any batch (created outside transactions).
  const merchantsWithBets = await db.selectDistinct({ merchantId: lotteryBets.merchantId }).from(lotteryBets).where(eq(lotteryBets.drawId, draw.id));
  for (const { merchantId } of merchantsWithBets)
    for (let shard = 0; shard < 16; shard++) await ensureAccount(db, merchantId, null, shard === 0 ? HOUSE : `${HOUSE}:${shard}`);

  let bets = 0;
  let paid = 0;
  for (let batch = 1; ; batch++) {
    const done = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        select id, merchant_id, member_id, play_type, selection, amount, bet_record_id from lottery_bets
        where draw_id = ${draw.id} and status = 'pending' order by id limit ${batchSize} for update skip locked`);
      const pending = (result as unknown as { rows: PendingBet[] }).rows;
      if (pending.length === 0) return null;
      const outcomes = pending.map((bet) => {
        const amount = Number(bet.amount);
        if (cancelled) return { id: Number(bet.id), rec: bet.bet_record_id, merchant: bet.merchant_id, member: bet.member_id, amount, status: 'cancelled', payout: amount };
        const play = playTypeOf(family, bet.play_type);
        const perUnit = play ? selectionReturn(family, play, bet.selection, numbers) : 0;
        const payout = payoutOf(amount, perUnit);
        return { id: Number(bet.id), rec: bet.bet_record_id, merchant: bet.merchant_id, member: bet.member_id, amount, status: payout > 0 ? 'won' : 'lost', payout };
      });
      const at = new Date(nowMs);
      const rows = JSON.stringify(outcomes);
      // Member wallets first, in id order (then the house shards, in the ledger statement): the wallet's lock order.
      await tx.execute(sql`
        select a.id from wallet_accounts a
        join (select distinct (o->>'merchant')::int as merchant_id, (o->>'member')::int as member_id from jsonb_array_elements(${rows}::jsonb) o) m
          on a.merchant_id = m.merchant_id and a.member_id = m.member_id and a.kind = ${MAIN_WALLET}
        order by a.id for update of a`);
      const updated = await tx.execute(sql`
        update lottery_bets b set status = o.status, payout = o.payout, settled_at = ${at}
        from jsonb_to_recordset(${rows}::jsonb) as o(id bigint, status text, payout bigint)
        where b.id = o.id and b.status = 'pending'
        returning b.id`);
      const changed = (updated as unknown as { rows: unknown[] }).rows.length;
      if (changed !== outcomes.length) throw new Error(`lottery settlement: ${outcomes.length - changed} bets changed under the lock`);
      await tx.execute(sql`
        update bet_records r set
          status = case when o.status = 'cancelled' then 'rolledback' else 'settled' end,
          payout = case when o.status = 'cancelled' then 0 else o.payout end,
          valid_bet = case when o.status = 'cancelled' then 0 else o.amount end,
          settled_at = ${at}
        from jsonb_to_recordset(${rows}::jsonb) as o(rec int, status text, payout bigint, amount bigint)
        where r.id = o.rec`);
      const money = outcomes.filter((o) => o.payout > 0);
      if (money.length > 0) await payOutcomes(tx, money, cancelled ? 'lottery_refund' : 'lottery_win', at);
      return { bets: outcomes.length, paid: money.reduce((s, o) => s + o.payout, 0) };
    });
    if (!done) break;
    bets += done.bets;
    paid += done.paid;
    await options.afterBatch?.(batch);
  }
  // Settled once nothing is pending (a concurrent run may still hold a batch: then it marks the period itself).
  await db.execute(sql`
    update lottery_draws set status = case when status = 'drawn' then 'settled' else status end, settled_at = ${new Date(nowMs)}
    where id = ${draw.id} and settled_at is null and status in ('drawn', 'cancelled')
      and not exists (select 1 from lottery_bets b where b.draw_id = ${draw.id} and b.status = 'pending')`);
  return { bets, paid };
}

/**
 * The payouts (or refunds) of a batch as ledger transactions, set-wise: one transaction per bet (key
 * `lottery:<kind>:<bet id>`, unique), crediting the member's main wallet and debiting the member's house shard, with
 * each entry's balance after it. Checks that every bet got its two entries.
 */
async function payOutcomes(tx: Tx, money: { id: number; merchant: number; member: number; payout: number }[], kind: string, at: Date): Promise<void> {
  const rows = JSON.stringify(money.map((o) => ({ bet_id: o.id, merchant_id: o.merchant, member_id: o.member, amount: o.payout, house: houseKindOf(o.member) })));
  // The house shards after the member wallets (locked by the caller), in id order: the wallet's lock order.
  await tx.execute(sql`
    select a.id from wallet_accounts a
    join (select distinct w.merchant_id, w.house from jsonb_to_recordset(${rows}::jsonb) as w(merchant_id int, house text)) s
      on a.merchant_id = s.merchant_id and a.member_id is null and a.kind = s.house
    order by a.id for update of a`);
  const result = await tx.execute(sql`
    with w as (
      select * from jsonb_to_recordset(${rows}::jsonb) as w(bet_id bigint, merchant_id int, member_id int, amount bigint, house text)
    ),
    tx as (
      insert into ledger_transactions (merchant_id, member_id, kind, idempotency_key, created_at)
      select w.merchant_id, w.member_id, ${kind}, ${`lottery:${kind}:`} || w.bet_id, ${at}::timestamptz from w order by w.bet_id
      returning id, idempotency_key
    ),
    m as (
      update wallet_accounts a set balance = a.balance + s.total
      from (select merchant_id, member_id, sum(amount)::bigint as total from w group by merchant_id, member_id) s
      where a.merchant_id = s.merchant_id and a.member_id = s.member_id and a.kind = ${MAIN_WALLET}
      returning a.id, a.merchant_id, a.member_id, a.balance as after, s.total
    ),
    h as (
      update wallet_accounts a set balance = a.balance - s.total
      from (select merchant_id, house, sum(amount)::bigint as total from w group by merchant_id, house) s
      where a.merchant_id = s.merchant_id and a.member_id is null and a.kind = s.house
      returning a.id, a.merchant_id, a.kind, a.balance as after, s.total
    ),
    lines as (
      select tx.id as transaction_id, m.id as account_id, w.amount,
        m.after - m.total + sum(w.amount) over (partition by w.merchant_id, w.member_id order by w.bet_id) as balance_after
      from w join tx on tx.idempotency_key = ${`lottery:${kind}:`} || w.bet_id
        join m on m.merchant_id = w.merchant_id and m.member_id = w.member_id
      union all
      select tx.id, h.id, -w.amount,
        h.after + h.total - sum(w.amount) over (partition by w.merchant_id, w.house order by w.bet_id)
      from w join tx on tx.idempotency_key = ${`lottery:${kind}:`} || w.bet_id
        join h on h.merchant_id = w.merchant_id and h.kind = w.house
    ),
    ins as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select transaction_id, account_id, amount, balance_after from lines order by transaction_id, account_id
      returning 1
    )
    select count(*)::int as n from ins`);
  const [row] = (result as unknown as { rows: { n: number | string }[] }).rows;
  if (Number(row?.n ?? 0) !== money.length * 2) throw new Error(`lottery settlement: ${Number(row?.n ?? 0)} ledger entries for ${money.length} payouts`);
}

// ---- seed history ------------------------------------------------------------------------------------------------
/**
 * Past draws for a new platform (seed data): the last `days` days of the daily games and the last `periods` periods
 * of the others, drawn from seeds derived from a fixed text (published with each draw, so they verify like any other).
 */
export function historyDraws(rows: LotteryGameRow[], nowMs: number, options: { days?: number; periods?: number } = {}) {
  const days = options.days ?? 7;
  const periods = options.periods ?? 30;
  return rows.flatMap((game) => {
    const schedule = scheduleOf(game);
    const family = familyOfRow(game);
    const count = schedule.intervalSeconds >= 86_400 ? days : periods;
    const latest = nextDrawAt(schedule, nowMs) - schedule.intervalSeconds * 1000;
    return Array.from({ length: count }, (_, k) => {
      const drawAtMs = latest - k * schedule.intervalSeconds * 1000;
      const periodNo = periodNoOf(schedule, drawAtMs);
      const seed = createHash('sha256').update(`croupier-seed-history:${game.code}:${periodNo}`).digest('hex');
      return {
        gameId: game.gameId,
        periodNo,
        opensAt: new Date(drawAtMs - (schedule.intervalSeconds + schedule.closeSeconds) * 1000),
        closesAt: new Date(drawAtMs - schedule.closeSeconds * 1000),
        drawAt: new Date(drawAtMs),
        seed,
        seedHash: seedHashOf(seed),
        numbers: drawNumbers(family, game.code, periodNo, seed),
        status: 'settled',
        drawnAt: new Date(drawAtMs),
        settledAt: new Date(drawAtMs),
      };
    });
  });
}

// ---- jobs --------------------------------------------------------------------------------------------------------
/** One tick: the periods ahead, the due draws, and a settlement job for every period drawn and not yet settled. */
export async function lotteryTick(db: Database, nowMs: number, enqueueSettle: (drawId: number) => Promise<unknown>): Promise<void> {
  await ensurePeriods(db, nowMs);
  await drawDuePeriods(db, nowMs);
  for (const id of await unsettledDraws(db)) await enqueueSettle(id);
}

export function registerLotteryJobs(jobs: JobQueue, db: Database, now: () => number): void {
  jobs.register<{ drawId: number }>(
    LOTTERY_SETTLE,
    async (job) => {
      await settleDraw(db, Number(job.data.drawId), now());
    },
    { timeoutSeconds: 600, retryDelaySeconds: 2 },
  );
  // The key keeps one settlement job per period while it is queued or running, however many ticks ask.
  jobs.every(LOTTERY_TICK, LOTTERY_TICK_SECONDS, () => lotteryTick(db, now(), (drawId) => jobs.enqueue(LOTTERY_SETTLE, { drawId }, { key: `draw:${drawId}` })));
}
