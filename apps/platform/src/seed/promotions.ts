/**
 * Seeded promotions per merchant, in every content language (seed/content/<CODE>.json `promotionCategories` and
 * `promotions`, whose `body` and `terms` make the rich content): the four categories
 * and one promotion of each kind and state a site shows — a first-deposit bonus and a reload bonus to join before
 * depositing (none is automatic, so a deposit pays no bonus unless its member joined one), a VIP reload, a sign-up request, a raffle running now, the Zalo/WhatsApp bonus, a raffle
 * coming soon and a sign-up event that has ended. Money in minor units; times relative to the seed time.
 */
import { ZALO_REWARD_MAX } from '@croupier/contract';
import type { promotionCategories, promotions, PromotionRules } from '../db/schema';
import { sanitizeContent } from '../services/promotions';
import { fill, perLanguage } from './content';

type CategoryRow = typeof promotionCategories.$inferInsert;
type PromotionRow = typeof promotions.$inferInsert;

const DAY = 86_400_000;

/** The categories' codes, in order; their names are in the content packs. */
export const PROMOTION_CATEGORY_CODES: readonly string[] = ['deposit', 'event', 'raffle', 'vip'];

interface SeedPromotion {
  code: string;
  category: string;
  kind: PromotionRow['kind'];
  hue: number;
  target?: PromotionRow['target'];
  vipLevels?: number[];
  /** Days from the seed time. */
  from: number;
  to: number;
  rules: PromotionRules;
}

const terms = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const SEED_PROMOTIONS: readonly SeedPromotion[] = [
  {
    code: 'welcome100', category: 'deposit', kind: 'depositBonus', hue: 38, from: -10, to: 60,
    rules: { deposit: 'first', join: 'apply', percent: 100, maxBonus: 100_000, minDeposit: 10_000, turnoverMultiple: 10 },
  },
  {
    code: 'reload20', category: 'deposit', kind: 'depositBonus', hue: 200, from: -5, to: 30,
    rules: { deposit: 'any', join: 'apply', percent: 20, maxBonus: 50_000, minDeposit: 20_000, turnoverMultiple: 5 },
  },
  {
    code: 'vipReload', category: 'vip', kind: 'depositBonus', hue: 280, target: 'vip', vipLevels: [3, 4, 5, 6], from: -3, to: 45,
    rules: { deposit: 'any', join: 'apply', percent: 30, maxBonus: 300_000, minDeposit: 50_000, turnoverMultiple: 3 },
  },
  {
    code: 'bigWinShare', category: 'event', kind: 'signUp', hue: 140, from: -7, to: 21,
    rules: { amount: 8_800, turnoverMultiple: 1 },
  },
  {
    code: 'weeklyRaffle', category: 'raffle', kind: 'raffle', hue: 350, from: -2, to: 5,
    rules: { prizes: [{ amount: 888_800, count: 1 }, { amount: 88_800, count: 3 }, { amount: 8_800, count: 10 }], turnoverMultiple: 1 },
  },
  {
    code: 'contactBonus', category: 'event', kind: 'contactBonus', hue: 210, from: -30, to: 335,
    rules: { amount: ZALO_REWARD_MAX * 100, turnoverMultiple: 20 },
  },
  {
    code: 'newYearRaffle', category: 'raffle', kind: 'raffle', hue: 5, from: 14, to: 21,
    rules: { prizes: [{ amount: 2_026_000, count: 1 }, { amount: 202_600, count: 5 }], turnoverMultiple: 1 },
  },
  {
    code: 'autumnCarnival', category: 'event', kind: 'signUp', hue: 25, from: -33, to: -3,
    rules: { amount: 5_000, turnoverMultiple: 1 },
  },
];

export function promotionCategoryRows(merchantId: number): CategoryRow[] {
  return PROMOTION_CATEGORY_CODES.map((code, sort) => ({
    merchantId,
    code,
    names: perLanguage((pack) => pack.promotionCategories[code]),
    sort,
  }));
}

/** The seeded promotions of a merchant (`categoryIds`: its categories by code). */
export function promotionRows(merchantId: number, brand: string, categoryIds: ReadonlyMap<string, number>, now: Date): PromotionRow[] {
  return SEED_PROMOTIONS.map((p, sort) => {
    const categoryId = categoryIds.get(p.category);
    if (categoryId === undefined) throw new Error(`seed: no promotion category ${p.category}`);
    return {
      merchantId,
      categoryId,
      code: p.code,
      kind: p.kind,
      titles: perLanguage((pack) => pack.promotions[p.code]?.title),
      summaries: perLanguage((pack) => pack.promotions[p.code]?.summary),
      contents: perLanguage((pack) => {
        const text = pack.promotions[p.code];
        return text && sanitizeContent(fill(text.body, { brand }) + (text.terms.length > 0 ? terms(text.terms) : ''));
      }),
      imageUrl: `/art/promotion/${p.kind}-${p.hue}.svg`,
      target: p.target ?? 'all',
      vipLevels: p.vipLevels ?? [],
      newMemberDays: null,
      rules: p.rules,
      startsAt: new Date(now.getTime() + p.from * DAY),
      endsAt: new Date(now.getTime() + p.to * DAY),
      sort,
      createdAt: now,
    };
  });
}
