/**
 * The seed's missions (issue 15) per brand. Their texts are in every content language (seed/content/<CODE>.json
 * `missions`): descriptions are built from one template per language and kind (the figures filled in), titles are
 * written per mission. Amounts are minor units; event days are relative to the seed's date (in the merchant's zone,
 * Asia/Tokyo by default).
 */
import type { BetRecordCategory } from '@croupier/contract';
import type { missions } from '../db/schema';
import { CONTENT_LANGUAGES, fill, perLanguage } from './content';

type Texts = Record<string, string>;
/** The languages a mission's texts are written in (every content language). */
export const LANGS: readonly string[] = CONTENT_LANGUAGES;

interface SeedMission {
  code: string;
  kind: 'rounds' | 'validBet';
  category: BetRecordCategory | null;
  target: number;
  reward: number;
  turnoverMultiple: number;
  period: 'daily' | 'weekly' | 'event';
  /** Event days from the seed's date (first, last). */
  days?: readonly [number, number];
}

/** Two decimals and comma thousands (SPEC §9's number format). */
const money = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A mission's description in every content language, from its figures (the seed's and the operator's missions). */
export function missionDescriptions(m: Pick<SeedMission, 'kind' | 'category' | 'target' | 'reward' | 'period'>): Texts {
  const n = m.kind === 'rounds' ? m.target.toLocaleString('en-US') : money(m.target);
  const reward = money(m.reward);
  return perLanguage((pack) => {
    const template = pack.missions.descriptions[m.kind];
    const category = pack.missions.categories[m.category ?? 'ALL'];
    const period = pack.missions.periods[m.period];
    return template && category && period ? fill(template, { n, category, period, reward }) : undefined;
  });
}

/** A seeded mission's title in every content language. */
export const missionTitles = (code: string): Texts => perLanguage((pack) => pack.missions.titles[code]);

const MISSIONS: Readonly<Record<string, readonly SeedMission[]>> = {
  default: [
    { code: 'daily-slot-spins', kind: 'rounds', category: 'RNG', target: 50, reward: 1_000, turnoverMultiple: 1, period: 'daily' },
    { code: 'daily-live-table', kind: 'validBet', category: 'LIVE', target: 100_000, reward: 2_000, turnoverMultiple: 1, period: 'daily' },
    { code: 'weekly-high-roller', kind: 'validBet', category: null, target: 1_000_000, reward: 18_800, turnoverMultiple: 3, period: 'weekly' },
    { code: 'weekly-fishing-trip', kind: 'rounds', category: 'FISH', target: 200, reward: 3_000, turnoverMultiple: 1, period: 'weekly' },
    { code: 'event-sports-festival', kind: 'validBet', category: 'SPORTS', target: 500_000, reward: 8_800, turnoverMultiple: 2, period: 'event', days: [-3, 27] },
    { code: 'event-card-masters', kind: 'rounds', category: 'PVP', target: 100, reward: 5_000, turnoverMultiple: 1, period: 'event', days: [30, 44] },
  ],
  jade: [
    { code: 'daily-warm-up', kind: 'rounds', category: null, target: 30, reward: 500, turnoverMultiple: 1, period: 'daily' },
    { code: 'daily-jade-slots', kind: 'validBet', category: 'RNG', target: 50_000, reward: 800, turnoverMultiple: 1, period: 'daily' },
    { code: 'weekly-live-lounge', kind: 'validBet', category: 'LIVE', target: 300_000, reward: 5_000, turnoverMultiple: 2, period: 'weekly' },
    { code: 'event-ocean-hunt', kind: 'rounds', category: 'FISH', target: 150, reward: 2_500, turnoverMultiple: 1, period: 'event', days: [-1, 13] },
  ],
};

/** yyyy-MM-dd of an instant in Tokyo (the seed merchants' zone) plus `days`. */
const tokyoDay = (now: Date, days: number) =>
  new Date(now.getTime() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The missions of a brand's merchant: the brand's list, else the default brand's (a brand provisioned later). */
export function seedMissions(merchantId: number, brandId: string, now: Date): (typeof missions.$inferInsert)[] {
  const list = (Object.hasOwn(MISSIONS, brandId) ? MISSIONS[brandId] : undefined) ?? MISSIONS.default ?? [];
  return list.map((m, sort) => ({
    merchantId,
    code: m.code,
    kind: m.kind,
    category: m.category,
    target: m.target,
    reward: m.reward,
    turnoverMultiple: m.turnoverMultiple,
    period: m.period,
    firstDay: m.days ? tokyoDay(now, m.days[0]) : null,
    lastDay: m.days ? tokyoDay(now, m.days[1]) : null,
    titles: missionTitles(m.code),
    descriptions: missionDescriptions(m),
    sort,
    active: true,
    createdAt: now,
  }));
}
