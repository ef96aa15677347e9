/**
 * Every language offered with a pack (`hasPack`) has every key of every namespace English has, no extra key, no empty
 * value, and the same {{placeholders}}, <tags> and $t() nestings in each value (the rules of check_pack.py). Plural keys
 * (`key_one`, `key_other`...) follow each language's own plural categories (Intl.PluralRules), as i18next does.
 * A failure lists every problem of the language, one per line, so a missing key names its file and path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from './languages';

const srcDir = import.meta.dirname;
const reference = 'EN';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Flattens a pack to `path -> leaf` ("validation.required", "steps[0]"). */
export function flatten(value: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (Array.isArray(value)) value.forEach((item, i) => flatten(item, `${prefix}[${i}]`, out));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  else out.set(prefix, value);
  return out;
}

const tokenPattern = /\{\{[^}]+\}\}|<\/?\d+\/?>|<\/?[a-zA-Z]+\/?>|\$t\([^)]*\)/g;
/** The {{placeholders}}, <tags> and $t() nestings of a value, sorted (their order may change with the grammar). */
export const tokens = (text: string): string[] => (text.match(tokenPattern) ?? []).sort();

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The problems of one namespace of a pack against the reference, as readable lines. */
export function compareNamespace(lang: string, htmlLang: string, ns: string, ref: Map<string, Json>, pack: Map<string, Json>): string[] {
  const problems: string[] = [];
  const categories = new Set<string>(new Intl.PluralRules(htmlLang).resolvedOptions().pluralCategories);
  const refCategories = new Set<string>(new Intl.PluralRules('en').resolvedOptions().pluralCategories);
  // Expected keys: the reference's, with each plural family re-expanded to this language's categories.
  const expected = new Map<string, string>();
  for (const key of ref.keys()) {
    const m = pluralSuffix.exec(key);
    if (m && refCategories.has(m[1]!)) {
      const base = key.slice(0, -m[0].length);
      for (const category of categories) expected.set(`${base}_${category}`, `${base}_other`);
    } else expected.set(key, key);
  }
  for (const [key, refKey] of expected) {
    if (!pack.has(key)) {
      problems.push(`${lang}/${ns}.json: missing ${key}`);
      continue;
    }
    const value = pack.get(key);
    const refValue = ref.get(refKey) ?? ref.get(key);
    if (typeof refValue !== 'string') continue;
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${lang}/${ns}.json: empty ${key}`);
      continue;
    }
    const want = tokens(refValue).join(' ');
    const got = tokens(value).join(' ');
    if (want !== got) problems.push(`${lang}/${ns}.json: placeholders differ at ${key}: [${want}] in ${reference}, [${got}] here`);
  }
  for (const key of pack.keys()) if (!expected.has(key)) problems.push(`${lang}/${ns}.json: extra ${key}`);
  return problems;
}

const readPack = (lang: string, file: string) => flatten(JSON.parse(readFileSync(resolve(srcDir, lang, file), 'utf8')) as Json);
const namespaceFiles = readdirSync(resolve(srcDir, reference)).filter((f) => f.endsWith('.json')).sort();
const packLanguages = languages.filter((x) => x.hasPack && x.code !== reference);

describe('translation packs match English', () => {
  it('English has namespaces to compare', () => {
    expect(namespaceFiles.length).toBeGreaterThan(10);
  });

  it.each(packLanguages.map((x) => [x.code, x.htmlLang] as const))('%s: every key of every namespace, none extra or empty, same placeholders', (code, htmlLang) => {
    const files = new Set(readdirSync(resolve(srcDir, code)));
    const problems: string[] = [];
    for (const file of files) if (!namespaceFiles.includes(file)) problems.push(`${code}/${file}: extra namespace`);
    for (const file of namespaceFiles) {
      const ns = file.replace(/\.json$/, '');
      if (!files.has(file)) {
        problems.push(`${code}/${file}: missing namespace`);
        continue;
      }
      let pack: Map<string, Json>;
      try {
        pack = readPack(code, file);
      } catch (error) {
        problems.push(`${code}/${file}: invalid JSON (${(error as Error).message})`);
        continue;
      }
      problems.push(...compareNamespace(code, htmlLang, ns, readPack(reference, file), pack));
    }
    expect(problems, `${code}: ${problems.length} problem(s)\n${problems.join('\n')}`).toEqual([]);
  });
});

describe('the parity rules', () => {
  const ref = flatten({ a: 'Hello {{name}}', b: { c: 'Read the <terms>terms</terms>' }, d: ['x', 'y'], n_one: '{{count}} item', n_other: '{{count}} items' });
  it('accepts a faithful pack, with the plural forms of its own language', () => {
    const ja = flatten({ a: '{{name}}さん', b: { c: '<terms>規約</terms>を読む' }, d: ['x', 'y'], n_other: '{{count}}件' });
    expect(compareNamespace('JA', 'ja', 'common', ref, ja)).toEqual([]);
  });
  it('names every missing, extra and empty key and every changed placeholder or tag', () => {
    const bad = flatten({ a: 'Hola {{nombre}}', b: { c: 'Lee los términos' }, d: ['x', ' '], extra: 'x' });
    expect(compareNamespace('ES', 'de', 'common', ref, bad)).toEqual([
      'ES/common.json: placeholders differ at a: [{{name}}] in EN, [{{nombre}}] here',
      'ES/common.json: placeholders differ at b.c: [</terms> <terms>] in EN, [] here',
      'ES/common.json: empty d[1]',
      'ES/common.json: missing n_one',
      'ES/common.json: missing n_other',
      'ES/common.json: extra extra',
    ]);
  });
  it('asks Arabic for all six plural forms', () => {
    const ar = flatten({ a: '{{name}}', b: { c: '<terms>x</terms>' }, d: ['x', 'y'], n_one: '{{count}}', n_other: '{{count}}' });
    expect(compareNamespace('AR', 'ar', 'common', ref, ar)).toEqual(
      ['zero', 'two', 'few', 'many'].map((c) => `AR/common.json: missing n_${c}`),
    );
  });
});
