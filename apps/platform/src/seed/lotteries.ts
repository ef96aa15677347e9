/** The lottery games' schedules and a week of past draws (seed data: each verifiable from its published seed). */
import { inArray } from 'drizzle-orm';
import { games, lotteryDraws, lotteryGames } from '../db/schema';
import { historyDraws, lotteryGameRows } from '../services/lottery';
import type { Tx } from '../services/wallet';
import { catalogueLotteries } from './catalogue';

const BATCH = 500;

export async function seedLotteries(tx: Tx, nowMs: number): Promise<void> {
  const list = catalogueLotteries();
  const rows = await tx
    .select({ id: games.id, vendor: games.vendor, code: games.code })
    .from(games)
    .where(inArray(games.vendor, [...new Set(list.map((l) => l.vendor))]));
  const values = list.flatMap((l) => {
    const game = rows.find((r) => r.vendor === l.vendor && r.code === l.code);
    return game
      ? [{ gameId: game.id, family: l.family, region: l.region, intervalSeconds: l.intervalSeconds, offsetSeconds: l.offsetSeconds, closeSeconds: l.closeSeconds }]
      : [];
  });
  if (values.length === 0) return;
  await tx.insert(lotteryGames).values(values).onConflictDoNothing();
  const history = historyDraws(await lotteryGameRows(tx), nowMs);
  for (let i = 0; i < history.length; i += BATCH) await tx.insert(lotteryDraws).values(history.slice(i, i + BATCH)).onConflictDoNothing();
}
