/**
 * The platform's seeded user-facing content (notices, help centre, templates, promotions, missions, VIP level and
 * points-mall names), one data file per language: seed/content/<CODE>.json, each with exactly the keys of EN.json
 * (seed/content.test.ts holds every language of the locale packs to that). The seed inserts every language found here;
 * `{brand}` stands for the merchant's name, `{n}`, `{category}`, `{period}` and `{reward}` for a mission's figures,
 * `{game}` and `{vendor}` for a lobby announcement's game and vendor.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface TitledText {
  title: string;
  content: string;
}

export interface ContentPack {
  notices: Record<string, { title: string; html: string }>;
  helpCentre: Record<string, { title: string; articles: Record<string, TitledText> }>;
  templates: Record<string, TitledText>;
  promotionCategories: Record<string, string>;
  /** `body` is rich HTML; `terms` become its closing list. */
  promotions: Record<string, { title: string; summary: string; body: string; terms: string[] }>;
  missions: {
    categories: Record<string, string>;
    periods: Record<string, string>;
    descriptions: { rounds: string; validBet: string };
    titles: Record<string, string>;
  };
  vipLevels: Record<string, string>;
  pointRewards: Record<string, { name: string; description: string }>;
  /** Lobby announcements' templates (`{game}`, `{vendor}` filled per request): services/gameAnnouncements.ts. */
  gameAnnouncements: Record<'newGame' | 'maintenance' | 'maintenanceNow', { title: string; text: string }>;
}

/** The language every other one falls back to when it has no content at all. */
export const FALLBACK_CONTENT_LANGUAGE = 'EN';

const DIR = new URL('./content/', import.meta.url);
/** The first seeded languages keep their place; the others follow by code. */
const FIRST = ['JA', 'EN', 'CN'];

/** Every language with content: JA, EN, CN, then the others by code. */
export const CONTENT_LANGUAGES: readonly string[] = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort((a, b) => {
    const ia = FIRST.indexOf(a);
    const ib = FIRST.indexOf(b);
    if (ia !== -1 || ib !== -1) return (ia === -1 ? FIRST.length : ia) - (ib === -1 ? FIRST.length : ib);
    return a < b ? -1 : a > b ? 1 : 0;
  });

export const CONTENT: Readonly<Record<string, ContentPack>> = Object.fromEntries(
  CONTENT_LANGUAGES.map((code) => [code, JSON.parse(readFileSync(new URL(`${code}.json`, DIR), 'utf8')) as ContentPack]),
);

/** The content of one language (a code of CONTENT_LANGUAGES). */
export function contentOf(language: string): ContentPack {
  const pack = Object.hasOwn(CONTENT, language) ? CONTENT[language] : undefined;
  if (!pack) throw new Error(`seed: no content for language ${language}`);
  return pack;
}

/**
 * One text per content language, picked from each language's pack (a pack that lacks the text is left out here; the
 * content test fails on it, so no language ships with a gap).
 */
export function perLanguage(pick: (pack: ContentPack, language: string) => string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const language of CONTENT_LANGUAGES) {
    const text = pick(contentOf(language), language);
    if (text !== undefined && text !== '') out[language] = text;
  }
  return out;
}

/** `{name}` placeholders filled in (unknown ones are left as they are). */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] ?? whole) : whole));
}
