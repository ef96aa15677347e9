/** The agent centre's texts (`centre:agent.*`): every pack has every key (none empty, same placeholders), and every value list has its text. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { downlineScopes } from '../DownlineManagementPanel/DownlineManagementPanel.types';
import { incomeTypes } from '../MyIncomePanel/MyIncomePanel.types';
import { teamTransactionTypes } from '../TransactionDetailsPanel/TransactionDetailsPanel.types';
import { downlineTypes } from './agent.types';

const languages = ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID'] as const;
const packDir = resolve(import.meta.dirname, '../../../../locales/src');

type Tree = { [key: string]: string | Tree };
const pack = (lang: string) =>
  (JSON.parse(readFileSync(resolve(packDir, lang, 'centre.json'), 'utf8')) as Tree).agent as Tree;
const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('agent centre strings', () => {
  const reference = new Map(leaves(pack('JA')));

  it('name every value the panels show', () => {
    const needed = [
      ...downlineTypes.map((type) => `types.${type}`),
      ...downlineScopes.map((scope) => `downline.scope.${scope}`),
      ...incomeTypes.map((type) => `income.types.${type}`),
      ...teamTransactionTypes.map((type) => `transactions.types.${type}`),
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
