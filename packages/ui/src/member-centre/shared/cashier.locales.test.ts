/** The cashier namespace exists in every pack with the same keys, no empty text and the same placeholders. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { depositOrderStatuses } from '../DepositPanel/DepositPanel.types';
import { payoutAccountKinds, receiptOutcomes, withdrawalStatuses } from '../WithdrawPanel/WithdrawPanel.types';

const languages = ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID'] as const;
const packDir = resolve(import.meta.dirname, '../../../../locales/src');

type Tree = { [key: string]: string | Tree };
const pack = (lang: string) => JSON.parse(readFileSync(resolve(packDir, lang, 'cashier.json'), 'utf8')) as Tree;
const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('cashier strings', () => {
  const reference = new Map(leaves(pack('JA')));

  it('has a text for every value the panels name', () => {
    const expected = [
      ...depositOrderStatuses.filter((s) => s !== 'pending').map((s) => `deposit.result.${s}.title`),
      ...depositOrderStatuses.map((s) => `deposit.status.${s}`),
      ...withdrawalStatuses.map((s) => `withdraw.status.${s}`),
      ...payoutAccountKinds.flatMap((k) => [
        `withdraw.kinds.${k}`,
        `withdraw.add.name.${k}`,
        `withdraw.add.number.${k}`,
        `withdraw.add.errors.name.${k}`,
        `withdraw.add.errors.number.${k}`,
      ]),
      ...receiptOutcomes.flatMap((o) => [
        `withdraw.confirm.outcomes.${o}`,
        `withdraw.confirm.outcomeHints.${o}`,
        `withdraw.confirm.submit.${o}`,
      ]),
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
