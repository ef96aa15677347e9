/**
 * Operator commands of the lotteries (operator.ts dispatches `lottery ...` here): list the games with their schedules
 * and current periods, change a game's schedule or switch it off (its due periods are then cancelled and refunded by the
 * next tick), cancel one open period, and run the tick and the settlements now instead of waiting for the job.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from './db';
import { lotteryDraws, lotteryGames } from './db/schema';
import { cancelPeriod, lotteryGameByCode, lotteryGameRows, lotteryTick, settleDraw } from './services/lottery';

type Out = (line: string) => void;

export class LotteryUsageError extends Error {}

export const LOTTERY_USAGE = `  lottery list                                the lottery games: schedule, state, current period
  lottery set <game> <interval> <close> [offset]
                                              a game's draws every <interval> seconds (10..86400), betting closing
                                              <close> seconds before each draw, aligned <offset> seconds after 00:00
                                              UTC; applies to the periods created from now on
  lottery enable|disable <game>               switch a game on or off (its open periods are cancelled when due, and
                                              their bets refunded once)
  lottery cancel <game> <period>              cancel one open period now (its bets are refunded by the settlement)
  lottery run                                 create the periods ahead, draw the due ones and settle every drawn
                                              period now (the scheduled tick does it every 2 seconds)`;

const whole = (text: string | undefined): number | null => (text && /^\d{1,6}$/.test(text) ? Number(text) : null);

export async function lotteryCommand(db: Database, args: readonly string[], out: Out, now: () => number): Promise<number> {
  const [action, ...rest] = args;
  switch (action) {
    case 'list': {
      if (rest.length !== 0) throw new LotteryUsageError('lottery list');
      for (const game of await lotteryGameRows(db, { enabledOnly: false })) {
        const [open] = await db
          .select()
          .from(lotteryDraws)
          .where(and(eq(lotteryDraws.gameId, game.gameId), eq(lotteryDraws.status, 'open')))
          .orderBy(asc(lotteryDraws.drawAt))
          .limit(1);
        const [last] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.gameId, game.gameId)).orderBy(desc(lotteryDraws.drawnAt)).limit(1);
        out(
          `${game.code.padEnd(18)} ${game.family.padEnd(6)} every ${String(game.intervalSeconds).padStart(5)} s, closes ${String(game.closeSeconds).padStart(4)} s before, offset ${game.offsetSeconds} s` +
            `  ${game.enabled ? 'on ' : 'off'}  open ${open ? `${open.periodNo} draws ${open.drawAt.toISOString()}` : '-'}  last ${last?.drawnAt ? `${last.periodNo} ${last.status}` : '-'}`,
        );
      }
      return 0;
    }
    case 'set': {
      const usage = 'lottery set <game> <interval> <close> [offset] (seconds: 10 <= interval <= 86400, close < interval, offset < interval)';
      if (rest.length < 3 || rest.length > 4) throw new LotteryUsageError(usage);
      const interval = whole(rest[1]);
      const close = whole(rest[2]);
      const offset = rest[3] === undefined ? 0 : whole(rest[3]);
      if (interval === null || close === null || offset === null || interval < 10 || interval > 86_400 || close >= interval || offset >= interval)
        throw new LotteryUsageError(usage);
      const game = await lotteryGameByCode(db, rest[0] ?? '');
      if (!game) {
        out(`no lottery game "${rest[0]}"`);
        return 1;
      }
      await db.update(lotteryGames).set({ intervalSeconds: interval, closeSeconds: close, offsetSeconds: offset }).where(eq(lotteryGames.gameId, game.gameId));
      out(`${game.code}: draws every ${interval} s, betting closes ${close} s before, offset ${offset} s (periods already created keep their times)`);
      return 0;
    }
    case 'enable':
    case 'disable': {
      if (rest.length !== 1) throw new LotteryUsageError(`lottery ${action} <game>`);
      const game = await lotteryGameByCode(db, rest[0] ?? '');
      if (!game) {
        out(`no lottery game "${rest[0]}"`);
        return 1;
      }
      await db.update(lotteryGames).set({ enabled: action === 'enable' }).where(eq(lotteryGames.gameId, game.gameId));
      out(`${game.code}: ${action === 'enable' ? 'on' : 'off (its open periods are cancelled when due, their bets refunded)'}`);
      return 0;
    }
    case 'cancel': {
      if (rest.length !== 2) throw new LotteryUsageError('lottery cancel <game> <period>');
      const game = await lotteryGameByCode(db, rest[0] ?? '');
      const [draw] = game
        ? await db.select().from(lotteryDraws).where(and(eq(lotteryDraws.gameId, game.gameId), eq(lotteryDraws.periodNo, rest[1] ?? '')))
        : [];
      if (!game || !draw) {
        out(`no period "${rest[1]}" of lottery game "${rest[0]}"`);
        return 1;
      }
      if (!(await cancelPeriod(db, draw.id, now()))) {
        out(`${game.code} ${draw.periodNo} is ${draw.status}: only an open period can be cancelled`);
        return 1;
      }
      const settled = await settleDraw(db, draw.id, now());
      out(`${game.code} ${draw.periodNo}: cancelled, ${settled.bets} bets refunded (${(settled.paid / 100).toFixed(2)})`);
      return 0;
    }
    case 'run': {
      if (rest.length !== 0) throw new LotteryUsageError('lottery run');
      const ids: number[] = [];
      await lotteryTick(db, now(), async (id) => ids.push(id));
      let bets = 0;
      for (const id of ids) bets += (await settleDraw(db, id, now())).bets;
      out(`lottery: ${ids.length} periods settled now, ${bets} bets`);
      return 0;
    }
    default:
      throw new LotteryUsageError('lottery list|set|enable|disable|cancel|run');
  }
}
