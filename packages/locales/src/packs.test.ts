/**
 * `hasPack` cannot drift from the packs on disk: a language directory under packages/locales/src/ is offered with its
 * pack (and an unknown directory fails), and a language marked `hasPack` has a directory with every namespace English
 * has. Completeness of each key is parity.test.ts's job.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreLanguages, defaultLanguage, languageInfo, languages, packLanguages, pseudoLanguage, shownLanguage } from './languages';

const srcDir = import.meta.dirname;
const packDirs = readdirSync(srcDir).filter((name) => statSync(resolve(srcDir, name)).isDirectory() && /^[A-Z]/.test(name));
const namespaceFiles = readdirSync(resolve(srcDir, 'EN')).filter((f) => f.endsWith('.json'));

describe('languages and their packs', () => {
  it('offers at least 30 distinct codes and tags', () => {
    expect(languages.length).toBeGreaterThanOrEqual(30);
    expect(new Set(languages.map((x) => x.code)).size).toBe(languages.length);
    expect(new Set(languages.map((x) => x.htmlLang.toLowerCase())).size).toBe(languages.length);
  });

  it('every tag is a well-formed BCP 47 tag (Intl accepts it; "tl" stays as written, its canonical form is "fil")', () => {
    for (const x of languages) expect(() => new Intl.Locale(x.htmlLang), x.code).not.toThrow();
  });

  it.each(packDirs)('the pack directory %s belongs to a language marked hasPack', (dir) => {
    const info = languageInfo(dir);
    expect(info, `packages/locales/src/${dir}/ is not a language in languages.ts`).toBeDefined();
    expect(info?.hasPack, `packages/locales/src/${dir}/ exists: set hasPack for ${dir} in languages.ts`).toBe(true);
  });

  it.each(packLanguages)('%s is marked hasPack and has a directory with every namespace', (code) => {
    expect(existsSync(resolve(srcDir, code)), `${code} is marked hasPack but packages/locales/src/${code}/ does not exist`).toBe(true);
    const files = readdirSync(resolve(srcDir, code));
    expect(namespaceFiles.filter((f) => !files.includes(f)), `${code}: namespaces missing`).toEqual([]);
  });

  it('right-to-left languages are marked rtl, and only they', () => {
    expect(languages.filter((x) => x.dir === 'rtl').map((x) => x.code).sort()).toEqual(['AR', 'FA', 'UR']);
  });

  it('the default and core languages have packs', () => {
    for (const code of [defaultLanguage, ...coreLanguages]) expect(packLanguages).toContain(code);
  });

  it('<html lang> and dir name the language shown: its own with a pack, English without one', () => {
    for (const x of languages)
      expect(shownLanguage(x.code), x.code).toEqual(x.hasPack ? { htmlLang: x.htmlLang, dir: x.dir } : { htmlLang: 'en', dir: 'ltr' });
    expect(shownLanguage('JA')).toEqual({ htmlLang: 'ja', dir: 'ltr' });
    expect(shownLanguage('XX')).toEqual({ htmlLang: 'en', dir: 'ltr' });
    expect(shownLanguage(pseudoLanguage)).toEqual({ htmlLang: 'en', dir: 'ltr' });
  });
});
