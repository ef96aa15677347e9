/**
 * The winner board (`ODSFE2_getWinnerBoard`): the merchant's recent wins from the bet records (settled rounds that paid
 * more than their stake), newest first, with the game's name in the request language. Accounts are masked here, on the
 * server: the full account name never leaves the platform in this public list.
 */
import { and, desc, eq, gt, or } from 'drizzle-orm';
import type { Database } from '../db';
import { betRecords, games, members, type Merchant } from '../db/schema';
import { localName } from '../games/catalogue';
import { toMajor } from './wallet';

/** "demo01" -> "de****01": two characters kept at each end (one for names of 3-5, only the first for shorter ones). */
export function maskAccount(account: string): string {
  const chars = [...account.trim()];
  if (chars.length <= 2) return `${chars[0] ?? ''}****`;
  const keep = chars.length <= 5 ? 1 : 2;
  return `${chars.slice(0, keep).join('')}****${chars.slice(-keep).join('')}`;
}

export async function winnerBoard(
  db: Database,
  merchant: Pick<Merchant, 'id'>,
  input: { gameCategory?: string | undefined; limitNum: number },
  language: string,
) {
  const category = input.gameCategory?.toUpperCase();
  const rows = await db
    .select({
      account: members.account,
      vendor: betRecords.vendor,
      category: betRecords.category,
      payout: betRecords.payout,
      settledAt: betRecords.settledAt,
      name: games.name,
      names: games.names,
    })
    .from(betRecords)
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .innerJoin(games, eq(games.id, betRecords.gameId))
    .where(
      and(
        eq(betRecords.merchantId, merchant.id),
        eq(betRecords.status, 'settled'),
        gt(betRecords.payout, betRecords.stake),
        category ? or(eq(betRecords.category, category), eq(games.gameType, category)) : undefined,
      ),
    )
    .orderBy(desc(betRecords.settledAt), desc(betRecords.id))
    .limit(input.limitNum);
  return {
    list: rows.map((row) => ({
      account: maskAccount(row.account),
      gameName: localName(row, language),
      vassalage: row.vendor,
      category: row.category,
      amount: toMajor(row.payout),
      time: row.settledAt?.getTime() ?? 0,
    })),
  };
}
