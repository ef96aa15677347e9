/**
 * The seeded content is complete in every language of the locale packs: each has seed/content/<CODE>.json with exactly
 * the keys of EN.json (terms lists of the same length), no empty text, EN's placeholders, and EN's markup (the tags
 * and their attributes; only emphasis, <em> and <strong>, may differ, as each language places it).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentLanguage } from '../services/contentLanguage';
import { CONTENT, CONTENT_LANGUAGES, contentOf, fill } from './content';
import { seedNotices } from './notices';

const LOCALES = join(import.meta.dirname, '../../../../packages/locales/src');
const packLanguages = readdirSync(LOCALES).filter((name) => statSync(join(LOCALES, name)).isDirectory());

/** Every text of a pack by its path (`notices.welcome.title`, `promotions.reload20.terms.1`). */
function flatten(value: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) for (const [p, v] of flatten(inner, path ? `${path}.${key}` : key)) out.set(p, v);
  } else out.set(path, value);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
const markup = (text: string) => [...text.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)].filter((m) => !['em', 'strong'].includes(m[1]!.toLowerCase())).map((m) => m[0]);

describe('seeded content', () => {
  it('has a content file for every language of the locale packs, and none for a language without a pack', () => {
    expect(packLanguages.length).toBeGreaterThanOrEqual(30);
    expect([...CONTENT_LANGUAGES].sort()).toEqual([...packLanguages].sort());
  });

  const english = flatten(contentOf('EN'));

  it.each(packLanguages)('%s has every content key of EN, none extra, none empty, with its placeholders and markup', (language) => {
    const pack = Object.hasOwn(CONTENT, language) ? CONTENT[language] : undefined;
    expect(pack, `${language}.json`).toBeDefined();
    const texts = flatten(pack);
    const problems: string[] = [];
    for (const key of english.keys()) if (!texts.has(key)) problems.push(`missing ${key}`);
    for (const [key, value] of texts) {
      const en = english.get(key);
      if (en === undefined) {
        problems.push(`extra ${key}`);
        continue;
      }
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`empty ${key}`);
        continue;
      }
      if (placeholders(value).join() !== placeholders(String(en)).join()) problems.push(`placeholders of ${key}: ${placeholders(value).join()}`);
      if (markup(value).join('') !== markup(String(en)).join('')) problems.push(`markup of ${key}: ${markup(value).join('')}`);
    }
    expect(problems).toEqual([]);
  });

  it('the checks above can fail: a missing key, an empty text and changed markup are each seen', () => {
    const en = contentOf('EN');
    const broken = structuredClone(en);
    delete (broken.notices as Record<string, unknown>).welcome;
    broken.templates.about!.title = ' ';
    broken.notices.maintenance!.html = broken.notices.maintenance!.html.replace('datetime="2026-12-01T02:00:00Z"', '');
    const texts = flatten(broken);
    expect(texts.has('notices.welcome.title')).toBe(false);
    expect(String(texts.get('templates.about.title')).trim()).toBe('');
    expect(markup(String(texts.get('notices.maintenance.html')))).not.toEqual(markup(en.notices.maintenance!.html));
  });

  it('fills the brand into the notices, in every content language', () => {
    const rows = seedNotices(1, 'Brand X', new Date('2026-01-01T00:00:00Z'));
    for (const language of CONTENT_LANGUAGES) {
      const welcome = rows.find((r) => r.language === language && r.type === 'B' && r.group === 'notice-player');
      expect(welcome?.content, language).toContain('Brand X');
      expect(welcome?.content, language).not.toContain('{brand}');
    }
    expect(fill('{brand} {unknown}', { brand: 'B' })).toBe('B {unknown}');
  });

  it('answers a language with content in itself and only one without any in English', () => {
    expect(contentLanguage('ko')).toBe('KO');
    expect(contentLanguage('PT-BR')).toBe('PT-BR');
    expect(contentLanguage('UR-LA')).toBe('UR-LA');
    expect(contentLanguage('PT')).toBe('PT');
    expect(contentLanguage('EN-US')).toBe('EN');
    expect(contentLanguage('SW')).toBe('EN');
  });
});
