/**
 * Seeded notices: a few per merchant in every content language (seed/content/<CODE>.json `notices`), rich HTML, every
 * type (B, PL, PU, PR, H) and group, and two agents' announcements (AG).
 */
import type { notices } from '../db/schema';
import { CONTENT_LANGUAGES, contentOf, fill } from './content';

type NoticeRow = typeof notices.$inferInsert;

interface SeedNotice {
  /** The key of its texts in the content packs. */
  key: string;
  type: string;
  group: string;
  /** Days before the seed time. */
  daysAgo: number;
}

export const SEED_NOTICES: readonly SeedNotice[] = [
  { key: 'welcome', type: 'B', group: 'notice-player', daysAgo: 0 },
  { key: 'maintenance', type: 'PL', group: 'notice-player', daysAgo: 1 },
  { key: 'demoGames', type: 'PU', group: 'popup', daysAgo: 2 },
  { key: 'weekendReload', type: 'PR', group: 'promotion', daysAgo: 3 },
  { key: 'liveBaccarat', type: 'B', group: 'banners', daysAgo: 4 },
  { key: 'securityReminder', type: 'H', group: 'notice-player', daysAgo: 6 },
  // The agents' announcements (AGENTANNOUNCE3): listed by the agent centre only (services/agentTeam.ts).
  { key: 'agentCentre', type: 'AG', group: 'agent', daysAgo: 0 },
  { key: 'agentSettlement', type: 'AG', group: 'agent', daysAgo: 3 },
];

export function seedNotices(merchantId: number, brand: string, now: Date): NoticeRow[] {
  const rows: NoticeRow[] = [];
  for (const notice of SEED_NOTICES) {
    for (const language of CONTENT_LANGUAGES) {
      const texts = contentOf(language).notices[notice.key];
      if (!texts) continue;
      const title = fill(texts.title, { brand });
      const content = fill(texts.html, { brand });
      rows.push({ merchantId, type: notice.type, group: notice.group, language, title, content, publishedAt: new Date(now.getTime() - notice.daysAgo * 86_400_000 - rows.length * 60_000) });
    }
  }
  return rows;
}
