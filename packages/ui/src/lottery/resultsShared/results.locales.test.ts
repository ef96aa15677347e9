/** The lottery namespace: every pack has every key (none empty, same placeholders), and the results pieces' values have their text. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMAT_RULES, LOTTERY_DRAW_STATUSES, VN_REGIONS } from '@croupier/contract';
import { drawStatusLooks } from './DrawBadge';

const languages = ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID'] as const;
const packDir = resolve(import.meta.dirname, '../../../../locales/src');

type Tree = { [key: string]: string | Tree };
const pack = (lang: string) => JSON.parse(readFileSync(resolve(packDir, lang, 'lottery.json'), 'utf8')) as Tree;
const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('lottery strings', () => {
  const reference = new Map(leaves(pack('JA')));

  it('name every tier, region and draw status the results show', () => {
    const tiers = new Set(
      Object.values(FORMAT_RULES).flatMap((rule) => (rule.kind === 'board' ? rule.tiers.map((t) => t.tier) : [])),
    );
    const needed = [
      ...[...tiers].map((tier) => `tiers.${tier}`),
      ...VN_REGIONS.map((region) => `regions.${region}`),
      ...LOTTERY_DRAW_STATUSES.map((status) => drawStatusLooks[status].key),
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
