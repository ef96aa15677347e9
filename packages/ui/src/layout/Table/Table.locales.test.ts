/** The records building blocks' strings (Table, Pagination, StatusBadge and their samples) exist in every pack. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statusesByKind } from '../../feedback/StatusBadge/StatusBadge.types';

const languages = ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID'] as const;
const sections = ['table', 'pagination', 'statusBadge', 'recordsSample'] as const;
const packDir = resolve(import.meta.dirname, '../../../../locales/src');

type Tree = { [key: string]: string | Tree };
const pack = (lang: string) => JSON.parse(readFileSync(resolve(packDir, lang, 'ui.json'), 'utf8')) as Tree;
const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('records strings', () => {
  const reference = new Map(sections.flatMap((section) => leaves(pack('JA')[section] as Tree, `${section}.`)));

  it('has a text for every status of every kind', () => {
    for (const [kind, list] of Object.entries(statusesByKind))
      for (const status of list) expect(reference.get(`statusBadge.${kind}.${status}`), `${kind}.${status}`).toBeTruthy();
  });

  it.each(languages)('%s has every key, none empty, with the same placeholders', (lang) => {
    const entries = new Map(sections.flatMap((section) => leaves((pack(lang)[section] ?? {}) as Tree, `${section}.`)));
    expect([...entries.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, value] of entries) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(reference.get(key)!));
    }
  });
});
