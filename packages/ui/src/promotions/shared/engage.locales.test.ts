/** The engage namespace exists in every pack with the same keys, no empty text and the same placeholders. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { centreNamespaces } from '@croupier/locales';
import { rewardSources } from '../../member-centre/RewardCenterPanel/RewardCenterPanel.types';
import { leaderboardScoreKinds } from '../MissionLeaderboard/MissionLeaderboard.types';
import { missionTaskKinds } from '../MissionList/MissionList.types';
import { gameCategories, promotionKinds, promotionTargets } from './promotion.types';

const languages = ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID'] as const;
const packDir = resolve(import.meta.dirname, '../../../../locales/src');

type Tree = { [key: string]: string | Tree };
const pack = (lang: string) => JSON.parse(readFileSync(resolve(packDir, lang, 'engage.json'), 'utf8')) as Tree;
const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('engage strings', () => {
  const reference = new Map(leaves(pack('JA')));

  it('loads with the member centre (and so with the promotion pages that load the centre packs)', () => {
    expect(centreNamespaces).toContain('engage');
  });

  it('has a text for every value the components name', () => {
    const expected = [
      ...gameCategories.map((c) => `categories.${c}`),
      ...promotionKinds.map((k) => `promo.kinds.${k}`),
      ...promotionTargets.map((k) => `promo.targets.${k}`),
      ...missionTaskKinds.flatMap((k) => [`mission.tasks.${k}`, `mission.progress.${k}`]),
      ...leaderboardScoreKinds.map((k) => `leaderboard.score.${k}`),
      ...rewardSources.map((s) => `rewards.sources.${s}`),
      ...['days', 'hours', 'minutes', 'seconds'].map((u) => `raffle.units.${u}`),
    ];
    for (const key of expected) expect(reference.get(key), key).toBeTruthy();
  });

  it.each(languages)('%s has every key, none empty, with the same placeholders', (lang) => {
    const entries = new Map(leaves(pack(lang)));
    expect([...entries.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, value] of entries) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(reference.get(key)!));
    }
  });
});
