/**
 * The seeded games have a name in every language of the locale packs: every language has every word of the English
 * lists, no word is empty, every catalogue game has a non-empty name in every language, a language's names are its
 * own (a sample in Arabic, Thai and Korean is not the English), and a request's language picks its names.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localName } from '../games/catalogue';
import { catalogueGames } from './catalogue';
import { GAME_WORDS, NAME_LANGUAGES, slotNames } from './gameNames';

const LOCALES = join(import.meta.dirname, '../../../../packages/locales/src');
const packLanguages = readdirSync(LOCALES).filter((name) => statSync(join(LOCALES, name)).isDirectory());
const LISTS = ['adjectives', 'nouns', 'suffixes', 'live', 'fish', 'pvp', 'lotteries', 'lobbies'] as const;
const games = catalogueGames();

describe('game names in every language', () => {
  it('has word lists for exactly the languages of the locale packs', () => {
    expect(packLanguages.length).toBeGreaterThanOrEqual(30);
    expect([...NAME_LANGUAGES].sort()).toEqual([...packLanguages].sort());
  });

  it.each(NAME_LANGUAGES.map((code) => [code]))('%s has every word of the English lists, none empty', (code) => {
    const words = GAME_WORDS[code]!;
    const en = GAME_WORDS.EN!;
    for (const list of LISTS) {
      expect(words[list], `${code} ${list}`).toHaveLength(en[list].length);
      // The lists' first edition is "none" in every language; every other word is written.
      words[list].forEach((word, i) => {
        if (list === 'suffixes' && i === 0) expect(word).toBe('');
        else expect(word.trim(), `${code} ${list}[${i}] (${en[list][i]})`).not.toBe('');
      });
    }
    for (const template of ['liveLobby', 'fishingHall'] as const) expect(words.lexicon[template]).toContain('{v}');
  });

  it('gives every seeded game a non-empty name in every language', () => {
    const others = NAME_LANGUAGES.filter((code) => code !== 'EN');
    const missing = games.flatMap((game) =>
      others.filter((code) => !game.names[code]?.trim() || /[~|<]|\{v\}|:[a-z]+$/.test(game.names[code]!)).map((code) => `${game.code} ${code}`),
    );
    expect(missing).toEqual([]);
    expect(games.every((game) => game.name.trim() !== '')).toBe(true);
  });

  it('names the games in each language, not in English (a sample in Arabic, Thai and Korean)', () => {
    const sample = games.filter((_, i) => i % 97 === 0);
    expect(sample.length).toBeGreaterThan(50);
    for (const code of ['AR', 'TH', 'KO']) {
      const same = sample.filter((game) => game.names[code] === game.name).map((game) => game.name);
      expect(same, code).toEqual([]);
    }
    // Arabic in the Arabic script, Thai in Thai, Korean in Hangul (brand names such as Megaways may stay in Latin).
    for (const [code, script] of [['AR', /\p{Script=Arabic}/u], ['TH', /\p{Script=Thai}/u], ['KO', /\p{Script=Hangul}/u]] as const) {
      expect(sample.every((game) => script.test(game.names[code]!)), code).toBe(true);
    }
  });

  it('puts a slot name together by each language grammar', () => {
    // Golden (0) Dragon (0), Ocean (38) Treasure (3), Great (35) Fruits (6) Megaways (2).
    expect(slotNames(0, 0, 0).names).toMatchObject({ AR: 'التنين الذهبي', ES: 'Dragón Dorado', DE: 'Goldener Drache', RU: 'Золотой дракон', TH: 'มังกรทองคำ', FR: 'Dragon Doré' });
    expect(slotNames(38, 3, 0).names).toMatchObject({ AR: 'كنز المحيط', TR: 'Okyanus Hazinesi', ES: 'Tesoro del Océano', DE: 'Ozean-Schatz', KK: 'Мұхит қазынасы' });
    expect(slotNames(35, 6, 2).names).toMatchObject({ ES: 'Grandes Frutas Megaways', FR: 'Grands Fruits Megaways', TW: '偉大水果 Megaways', AR: 'الفواكه العظيمة ميغاوايز' });
    // Gender and number: a feminine plural in Spanish and Portuguese, Brazil's own spelling.
    expect(slotNames(0, 5, 0).names).toMatchObject({ ES: 'Gemas Doradas', PT: 'Gemas Douradas', 'PT-BR': 'Gemas Douradas' });
    expect(slotNames(47, 0, 0).names).toMatchObject({ PT: 'Dragão da Fénix', 'PT-BR': 'Dragão da Fênix' });
  });

  it('answers a request in its language: its own code, then its base, then English', () => {
    const game = games.find((g) => g.code === 'PNG_0001')!;
    const row = { name: game.name, names: game.names as Record<string, string> };
    expect(localName(row, 'TH')).toBe(game.names.TH);
    expect(localName(row, 'pt-br')).toBe(game.names['PT-BR']);
    expect(localName(row, 'UR-LA')).toBe(game.names['UR-LA']);
    expect(localName(row, 'ko-KR')).toBe(game.names.KO);
    expect(localName(row, 'EN')).toBe(game.name);
    expect(localName(row, 'XX')).toBe(game.name);
    expect(localName(row, 'TW')).not.toBe(game.names.CN);
  });
});
