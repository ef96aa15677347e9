/**
 * Seed data of the engagement side: each merchant's VIP levels and points-mall rewards (names in the 7 languages), and
 * the default catalogue of a merchant (promotions with their categories, missions, levels, rewards) that the seed's
 * merchants and the merchants `pnpm platform merchant sync` provisions get alike.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { missions, pointRewards, promotionCategories, promotions, vipLevels } from '../db/schema';
import type { Tx } from '../services/wallet';
import { seedMissions } from './missions';
import { promotionCategoryRows, promotionRows } from './promotions';

type Names = Record<'JA' | 'EN' | 'CN' | 'KO' | 'TH' | 'VI' | 'ID', string>;

/** level, names, valid bet and deposit of the period (major units), upgrade and monthly bonus, cashback %, withdrawals a day, largest withdrawal. */
const LEVELS: readonly [number, Names, number, number, number, number, number, number, number][] = [
  [1, { JA: 'ブロンズ', EN: 'Bronze', CN: '青铜', KO: '브론즈', TH: 'บรอนซ์', VI: 'Đồng', ID: 'Perunggu' }, 0, 0, 0, 0, 0.3, 5, 50_000],
  [2, { JA: 'シルバー', EN: 'Silver', CN: '白银', KO: '실버', TH: 'ซิลเวอร์', VI: 'Bạc', ID: 'Perak' }, 5_000, 1_000, 58, 0, 0.4, 5, 80_000],
  [3, { JA: 'ゴールド', EN: 'Gold', CN: '黄金', KO: '골드', TH: 'โกลด์', VI: 'Vàng', ID: 'Emas' }, 20_000, 5_000, 188, 38, 0.5, 8, 150_000],
  [4, { JA: 'プラチナ', EN: 'Platinum', CN: '铂金', KO: '플래티넘', TH: 'แพลทินัม', VI: 'Bạch kim', ID: 'Platinum' }, 100_000, 20_000, 588, 88, 0.6, 10, 300_000],
  [5, { JA: 'ダイヤモンド', EN: 'Diamond', CN: '钻石', KO: '다이아몬드', TH: 'ไดมอนด์', VI: 'Kim cương', ID: 'Berlian' }, 500_000, 100_000, 1_888, 288, 0.8, 15, 500_000],
  [6, { JA: 'クラウン', EN: 'Crown', CN: '皇冠', KO: '크라운', TH: 'คราวน์', VI: 'Vương miện', ID: 'Mahkota' }, 2_000_000, 500_000, 8_888, 888, 1.0, 20, 1_000_000],
];

/** The VIP levels of a merchant (rank above 4 is served by the VIP customer service). */
export function vipLevelRows(merchantId: number) {
  return LEVELS.map(([level, names, validBet, deposit, upgrade, monthly, cashbackPercent, dailyCount, maxAmount]) => ({
    merchantId,
    level,
    names,
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

/** kind, names, descriptions, points, deposits required (major), cash (major), stock, per-member limit. */
const REWARDS: readonly [
  'cash' | 'item',
  Names,
  Names,
  number,
  number,
  number,
  number | null,
  number | null,
][] = [
  [
    'cash',
    { JA: 'キャッシュ 10', EN: 'Cash 10', CN: '现金 10', KO: '캐시 10', TH: 'เงินสด 10', VI: 'Tiền mặt 10', ID: 'Tunai 10' },
    { JA: 'メインウォレットに10を入金します。', EN: 'Adds 10 to your main wallet.', CN: '向主钱包存入 10。', KO: '메인 지갑에 10을 적립합니다.', TH: 'เติม 10 เข้ากระเป๋าหลักของคุณ', VI: 'Cộng 10 vào ví chính của bạn.', ID: 'Menambahkan 10 ke dompet utama Anda.' },
    1_000, 0, 10, null, null,
  ],
  [
    'cash',
    { JA: 'キャッシュ 50', EN: 'Cash 50', CN: '现金 50', KO: '캐시 50', TH: 'เงินสด 50', VI: 'Tiền mặt 50', ID: 'Tunai 50' },
    { JA: 'メインウォレットに50を入金します。', EN: 'Adds 50 to your main wallet.', CN: '向主钱包存入 50。', KO: '메인 지갑에 50을 적립합니다.', TH: 'เติม 50 เข้ากระเป๋าหลักของคุณ', VI: 'Cộng 50 vào ví chính của bạn.', ID: 'Menambahkan 50 ke dompet utama Anda.' },
    4_800, 1_000, 50, null, null,
  ],
  [
    'item',
    { JA: 'オリジナルTシャツ', EN: 'Club T-shirt', CN: '俱乐部T恤', KO: '클럽 티셔츠', TH: 'เสื้อยืดคลับ', VI: 'Áo thun câu lạc bộ', ID: 'Kaus klub' },
    { JA: 'ご登録の住所へお届けします。', EN: 'Delivered to the address you give.', CN: '寄送至您填写的地址。', KO: '입력하신 주소로 배송됩니다.', TH: 'จัดส่งไปยังที่อยู่ที่คุณระบุ', VI: 'Giao đến địa chỉ bạn cung cấp.', ID: 'Dikirim ke alamat yang Anda berikan.' },
    3_000, 0, 0, 50, 2,
  ],
  [
    'item',
    { JA: 'ワイヤレスイヤホン', EN: 'Wireless earbuds', CN: '无线耳机', KO: '무선 이어폰', TH: 'หูฟังไร้สาย', VI: 'Tai nghe không dây', ID: 'Earbud nirkabel' },
    { JA: 'ご登録の住所へお届けします。', EN: 'Delivered to the address you give.', CN: '寄送至您填写的地址。', KO: '입력하신 주소로 배송됩니다.', TH: 'จัดส่งไปยังที่อยู่ที่คุณระบุ', VI: 'Giao đến địa chỉ bạn cung cấp.', ID: 'Dikirim ke alamat yang Anda berikan.' },
    20_000, 5_000, 0, 10, 1,
  ],
];

export function pointRewardRows(merchantId: number, at: Date) {
  return REWARDS.map(([kind, names, descriptions, points, deposits, cash, stock, limit], sort) => ({
    merchantId,
    kind,
    names,
    descriptions,
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
