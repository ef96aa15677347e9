/** The loyalty namespace: every pack has every key (none empty, same placeholders), and every value list has its text. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { feedbackTypes } from '../../forms/FeedbackForm/FeedbackForm.types';
import { agentChannels, agentContactMethods } from '../../patterns/JoinScreen/JoinScreen.types';
import { pointRewardKinds, pointSources, redeemStatuses } from '../../points-mall/shared/points.types';
import { vipBenefitKeys } from './LevelBenefits';

const languages = ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID'] as const;
const packDir = resolve(import.meta.dirname, '../../../../locales/src');

type Tree = { [key: string]: string | Tree };
const pack = (lang: string) => JSON.parse(readFileSync(resolve(packDir, lang, 'loyalty.json'), 'utf8')) as Tree;
const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('loyalty strings', () => {
  const reference = new Map(leaves(pack('JA')));

  it('name every value the components show', () => {
    const needed = [
      ...vipBenefitKeys.map((key) => `benefits.${key}`),
      ...pointSources.map((source) => `sources.${source}`),
      ...pointRewardKinds.map((kind) => `mall.kinds.${kind}`),
      ...redeemStatuses.map((status) => `history.statuses.${status}`),
      ...feedbackTypes.map((type) => `feedback.types.${type}`),
      ...agentContactMethods.flatMap((method) => [`join.methods.${method}`, `join.contactLabels.${method}`]),
      ...agentChannels.map((channel) => `join.channels.${channel}`),
    ];
    for (const key of needed) expect(reference.get(key), key).toBeTruthy();
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
