/**
 * Seed data of the engagement side: each merchant's VIP levels and points-mall rewards (names in every content language:
 * seed/content/<CODE>.json `vipLevels` and `pointRewards`), and
 * the default catalogue of a merchant (promotions with their categories, missions, levels, rewards) that the seed's
 * merchants and the merchants `pnpm platform merchant sync` provisions get alike.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { missions, pointRewards, promotionCategories, promotions, vipLevels } from '../db/schema';
import type { Tx } from '../services/wallet';
import { perLanguage } from './content';
import { seedMissions } from './missions';
import { promotionCategoryRows, promotionRows } from './promotions';

/** level, valid bet and deposit of the period (major units), upgrade and monthly bonus, cashback %, withdrawals a day, largest withdrawal. */
const LEVELS: readonly [number, number, number, number, number, number, number, number][] = [
  [1, 0, 0, 0, 0, 0.3, 5, 50_000],
  [2, 5_000, 1_000, 58, 0, 0.4, 5, 80_000],
  [3, 20_000, 5_000, 188, 38, 0.5, 8, 150_000],
  [4, 100_000, 20_000, 588, 88, 0.6, 10, 300_000],
  [5, 500_000, 100_000, 1_888, 288, 0.8, 15, 500_000],
  [6, 2_000_000, 500_000, 8_888, 888, 1.0, 20, 1_000_000],
];

/** The VIP levels of a merchant (rank above 4 is served by the VIP customer service). */
export function vipLevelRows(merchantId: number) {
  return LEVELS.map(([level, validBet, deposit, upgrade, monthly, cashbackPercent, dailyCount, maxAmount]) => ({
    merchantId,
    level,
    names: perLanguage((pack) => pack.vipLevels[String(level)]),
    minValidBet: validBet * 100,
    minDeposit: deposit * 100,
    upgradeBonus: upgrade * 100,
    monthlyBonus: monthly * 100,
    bonusTurnoverMultiple: 100,
    cashbackRateBps: Math.round(cashbackPercent * 100),
    withdrawalDailyCount: dailyCount,
    withdrawalMaxAmount: maxAmount * 100,
    vipService: level > 4,
  }));
}

/** key of its texts in the content packs, kind, points, deposits required (major), cash (major), stock, per-member limit. */
const REWARDS: readonly [string, 'cash' | 'item', number, number, number, number | null, number | null][] = [
  ['cash10', 'cash', 1_000, 0, 10, null, null],
  ['cash50', 'cash', 4_800, 1_000, 50, null, null],
  ['tShirt', 'item', 3_000, 0, 0, 50, 2],
  ['earbuds', 'item', 20_000, 5_000, 0, 10, 1],
];

export function pointRewardRows(merchantId: number, at: Date) {
  return REWARDS.map(([key, kind, points, deposits, cash, stock, limit], sort) => ({
    merchantId,
    kind,
    names: perLanguage((pack) => pack.pointRewards[key]?.name),
    descriptions: perLanguage((pack) => pack.pointRewards[key]?.description),
    points: points * 100,
    amountRequirement: deposits * 100,
    cashAmount: cash * 100,
    stock,
    perMemberLimit: limit,
    sort,
    active: true,
    createdAt: at,
  }));
}

/** A merchant's levels and rewards, unless it has some already (seed, and merchants provisioned later). */
export async function seedEngagement(db: Database | Tx, merchantId: number, at: Date): Promise<void> {
  await db.insert(vipLevels).values(vipLevelRows(merchantId)).onConflictDoNothing();
  const [existing] = await db.select({ id: pointRewards.id }).from(pointRewards).where(eq(pointRewards.merchantId, merchantId)).limit(1);
  if (!existing) await db.insert(pointRewards).values(pointRewardRows(merchantId, at));
}

/** A new merchant's promotion categories, promotions (named after the brand) and missions (see seed/missions.ts). */
export async function seedPromotionsAndMissions(
  db: Database | Tx,
  merchant: { id: number; name: string; brandId: string },
  at: Date,
): Promise<void> {
  const categories = await db
    .insert(promotionCategories)
    .values(promotionCategoryRows(merchant.id))
    .returning({ id: promotionCategories.id, code: promotionCategories.code });
  await db.insert(promotions).values(promotionRows(merchant.id, merchant.name, new Map(categories.map((c) => [c.code, c.id])), at));
  const rows = seedMissions(merchant.id, merchant.brandId, at);
  if (rows.length > 0) await db.insert(missions).values(rows);
}

/** The whole default engagement catalogue of a new merchant: promotions, missions, VIP levels, mall rewards. */
export async function seedEngagementCatalogue(
  db: Database | Tx,
  merchant: { id: number; name: string; brandId: string },
  at: Date,
): Promise<void> {
  await seedPromotionsAndMissions(db, merchant, at);
  await seedEngagement(db, merchant.id, at);
}
