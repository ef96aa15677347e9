/** The records namespace: every pack has every key (none empty, same placeholders), and every value list has its text. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ledgerEntryTypes } from '../AccountRecordPanel/AccountRecordPanel.types';
import { bettingRecordCategories } from '../BettingRecordPanel/BettingRecordPanel.types';
import { bonusSources, bonusStatuses } from '../BonusDetailsPanel/BonusDetailsPanel.types';
import { messageReadFilters, systemMessageKinds } from '../MessagesPanel/MessagesPanel.types';
import { messageDetailKeys } from '../MessagesPanel/messageText';

const languages = ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID'] as const;
const packDir = resolve(import.meta.dirname, '../../../../locales/src');

type Tree = { [key: string]: string | Tree };
const pack = (lang: string) => JSON.parse(readFileSync(resolve(packDir, lang, 'records.json'), 'utf8')) as Tree;
const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('records strings', () => {
  const reference = new Map(leaves(pack('JA')));

  it('name every value the panels show', () => {
    const needed = [
      ...bettingRecordCategories.map((c) => `categories.${c}`),
      ...ledgerEntryTypes.map((type) => `account.types.${type}`),
      ...bonusSources.map((source) => `bonus.sources.${source}`),
      ...bonusStatuses.map((status) => `bonus.statuses.${status}`),
      ...messageReadFilters.map((read) => `messages.filters.${read}`),
      ...messageDetailKeys.map((key) => `messages.details.${key}`),
      ...systemMessageKinds.flatMap((kind) =>
        ['title', 'body', 'bodyAmount'].map((part) => `messages.kinds.${kind}.${part}`),
      ),
    ];
    for (const key of needed) expect(reference.get(key), key).toBeTruthy();
  });

  it('fill the amount into the templates that have one', () => {
    for (const kind of systemMessageKinds) {
      expect(placeholders(reference.get(`messages.kinds.${kind}.bodyAmount`)!)).toEqual(['amount']);
      expect(placeholders(reference.get(`messages.kinds.${kind}.body`)!)).toEqual([]);
    }
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
