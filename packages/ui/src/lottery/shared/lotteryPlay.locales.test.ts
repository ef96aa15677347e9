/** The lottery namespace: every pack has every key (none empty, same placeholders); every play type has a name and a rule. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOTTERY_FAMILIES, QUICK_PICKS, slotTiers, LOTTERY_FORMATS, LOTTERY_KINDS } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { drawHeaderStatuses } from '../DrawHeader/DrawHeader.types';

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

  it('name every value the playing pieces show', () => {
    const tiers = new Set(LOTTERY_FORMATS.flatMap((format) => slotTiers(format).map((t) => t.tier)));
    const needed = [
      ...LOTTERY_FAMILIES.flatMap((f) =>
        f.playTypes.flatMap((p) => [`playTypes.${p.code}`, `playTypes.${p.code}_hint`]),
      ),
      ...QUICK_PICKS.map((pick) => `play.quick.${pick}`),
      ...drawHeaderStatuses.map((status) => `play.status.${status}`),
      ...[...tiers].map((tier) => `play.tiers.${tier}`),
      ...Array.from({ length: 10 }, (_, i) => `play.ranks.${i + 1}`),
      ...LOTTERY_KINDS.map((kind) => `kinds.${kind}`),
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
