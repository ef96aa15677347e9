/**
 * The deterministic game catalogue: vendors by lobby group, nearly 10,000 slot games across the RNG vendors (names
 * from word lists, in all 30 languages: gameNames.ts), live tables in all 15 live categories, fishing games, PVP games (rooms are derived),
 * lotteries and the sports, e-sports, cockfight and blockchain lobbies. Same input, same rows, every run.
 */
import { familyOf, LIVE_CATEGORIES } from '@croupier/contract';
import type { gameVendors, games } from '../db/schema';
import { GAME_WORDS, namesOf, slotNames, vendorNames } from './gameNames';

type VendorRow = typeof gameVendors.$inferInsert;
type GameRow = typeof games.$inferInsert;
type Names = { name: string; names: Record<string, string> };

/** mulberry32: a small, fast, deterministic PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

// ---- vendors ---------------------------------------------------------------------------------------------------
/** [code, name, group, page, accountTypeName] */
const VENDORS: readonly (readonly [string, string, string, string | null, string | null])[] = [
  ['ELOTT', 'E-Lottery', 'ELOTT', '/elott', 'ELOTT'],
  ['TCG_SEA', 'SEA Lottery', 'LOTT', '/seaLottery', 'TCG_SEA'],
  ['TCG_LOTTO_VN', 'Vietnam Lottery', 'LOTT', '/vnlottery', 'TCG_LOTTO_VN'],
  ['LOTT', 'Lottery', 'LOTT', '/lottery', 'LOTT'],
  ['AG', 'Asia Gaming', 'LIVE', '/live', null],
  ['EVO', 'Evolution', 'LIVE', '/live', null],
  ['SA', 'SA Gaming', 'LIVE', '/live', null],
  ['DG', 'Dream Gaming', 'LIVE', '/live', null],
  ['WM', 'WM Casino', 'LIVE', '/live', null],
  ['SBO', 'SBOBET Sports', 'SPORTS', '/sports', null],
  ['IBC', 'IBC Sports', 'SPORTS', '/sports', null],
  ['TF', 'TF Gaming', 'ESPORTS', '/sports', null],
  ['IA', 'IA E-Sports', 'ESPORTS', '/sports', null],
  ['JDB', 'JDB Fishing', 'FISH', '/fish', null],
  ['FG', 'FG Fishing', 'FISH', '/fish', null],
  ['JILI', 'JILI Fishing', 'FISH', '/fish', null],
  ['PNG', "Play'n GO", 'RNG', '/png', null],
  ['PP', 'Pragmatic Play', 'RNG', '/pp', null],
  ['PG', 'PG Soft', 'RNG', '/pg', null],
  ['NE', 'NetEnt', 'RNG', '/ne', null],
  ['PTU', 'Playtech', 'RNG', '/ptu', null],
  ['HB', 'Habanero', 'RNG', '/hb', null],
  ['BGS', 'BGaming', 'RNG', '/bgs', null],
  ['CQ9', 'CQ9 Gaming', 'RNG', '/rng', null],
  ['KY', 'Kaiyuan Cards', 'PVP', '/pvp', null],
  ['LEG', 'Legend Cards', 'PVP', '/pvp', null],
  ['DS88', 'DS88 Cockfight', 'COCKFIGHT', '/sports', null],
  ['BCG', 'Blockchain Games', 'BLOCKCHAIN', '/blockchain', null],
];

/** Slot games per RNG vendor: 9,800 in all. */
const SLOT_COUNTS: Record<string, number> = { PNG: 1400, PP: 1600, PG: 1200, NE: 1300, PTU: 1500, HB: 1100, BGS: 1300, CQ9: 400 };

const SLOT_SUBTYPES = ['SLOT', 'SLOT', 'SLOT', 'SLOT', 'SLOT', 'SLOT', 'SLOT', 'TABLE', 'ARCADE', 'JACKPOT'] as const;
const MIN_BETS = [1, 2, 5, 10, 20, 50, 100];
const LINES = [1, 5, 9, 10, 15, 20, 25, 30, 40, 50, 243, 1024];

/**
 * The lottery games: name, family (contract LOTTERY_FAMILIES: format and play types), draw schedule (interval, offset of
 * the daily draws from 00:00 UTC, close before the draw, in seconds) and the Vietnam region of the daily draws.
 */
interface LotterySeed {
  family: string;
  interval: number;
  offset: number;
  close: number;
  region?: 'north' | 'central' | 'south';
}
const daily = (hour: number, minute: number) => hour * 3600 + minute * 60;
const LOTTERIES: Record<string, readonly LotterySeed[]> = {
  TCG_SEA: [
    { family: 'SEA', interval: 86_400, offset: daily(8, 30), close: 900 },
    { family: 'SEA', interval: 86_400, offset: daily(13, 30), close: 900 },
    { family: 'SEA', interval: 86_400, offset: daily(11, 0), close: 900 },
    { family: 'SEA', interval: 86_400, offset: daily(10, 30), close: 900 },
  ],
  TCG_LOTTO_VN: [
    // 18:15, 17:15 and 16:15 in Vietnam (UTC+7).
    { family: 'VN', interval: 86_400, offset: daily(11, 15), close: 900, region: 'north' },
    { family: 'VNS', interval: 86_400, offset: daily(10, 15), close: 900, region: 'central' },
    { family: 'VNS', interval: 86_400, offset: daily(9, 15), close: 900, region: 'south' },
    { family: 'VN', interval: 60, offset: 0, close: 10 },
  ],
  LOTT: [
    { family: 'PK10', interval: 300, offset: 0, close: 30 },
    { family: 'SSC', interval: 60, offset: 0, close: 10 },
    { family: 'K3', interval: 120, offset: 0, close: 15 },
    { family: '11X5', interval: 180, offset: 0, close: 20 },
    { family: 'PC28', interval: 300, offset: 0, close: 30 },
  ],
  ELOTT: [
    { family: 'ELOTT', interval: 60, offset: 0, close: 10 },
    { family: 'ELOTT', interval: 180, offset: 0, close: 20 },
    { family: 'ELOTT', interval: 300, offset: 0, close: 30 },
  ],
};

export interface LotteryGameSeed {
  vendor: string;
  code: string;
  family: string;
  region: string | null;
  intervalSeconds: number;
  offsetSeconds: number;
  closeSeconds: number;
}

/** The lottery games' schedules, by the vendor and code their catalogue rows get. */
export function catalogueLotteries(): LotteryGameSeed[] {
  return Object.entries(LOTTERIES).flatMap(([vendor, list]) =>
    list.map((game, k) => ({
      vendor,
      code: `${vendor}_${String(k + 1).padStart(4, '0')}`,
      family: game.family,
      region: game.region ?? null,
      intervalSeconds: game.interval,
      offsetSeconds: game.offset,
      closeSeconds: game.close,
    })),
  );
}

/** The lobby games' places in the word lists' lobby names (gameNames.ts), by vendor. */
const LOBBY_GAMES: Record<string, readonly number[]> = { SBO: [0], IBC: [1], TF: [2], IA: [3], DS88: [4], BCG: [5, 6, 7, 8, 9] };
/** Where each lottery vendor's games start in the word lists' lottery names (LOTTERIES' order). */
const lotteryOffset = (vendor: string): number => {
  let offset = 0;
  for (const [code, list] of Object.entries(LOTTERIES)) {
    if (code === vendor) return offset;
    offset += list.length;
  }
  return offset;
};

const demoOf = (category: string): string => (category === 'FISH' ? 'fish' : ['LIVE', 'PVP', 'COCKFIGHT', 'SPORTS', 'ESPORTS'].includes(category) ? 'baccarat' : 'slot');

function row(vendor: string, category: string, index: number, gameType: string, { name, names }: Names, extra: Partial<GameRow> = {}): GameRow {
  return {
    code: `${vendor}_${String(index + 1).padStart(4, '0')}`,
    vendor,
    category,
    gameType,
    name,
    names,
    // Every language's name, for the name search (a member finds a game by the name it is shown).
    searchText: [...new Set([name, ...Object.values(names)])].join('\n').toLowerCase(),
    supportPlay: 1,
    isHot: false,
    isGame: null,
    accountTypeName: null,
    defaultPlayType: null,
    minBet: 100,
    lineNum: 0,
    demo: demoOf(category),
    sort: index,
    ...extra,
  };
}

export function catalogueVendors(): VendorRow[] {
  return VENDORS.map(([code, name, category, page, accountTypeName], sort) => ({ code, name, category, page, accountTypeName, sort }));
}

export function catalogueGames(): GameRow[] {
  const EN = GAME_WORDS.EN!;
  const out: GameRow[] = [];
  for (const [vendor, , category, , accountTypeName] of VENDORS) {
    const rand = prng(hashString(vendor));
    if (category === 'RNG') {
      const total = SLOT_COUNTS[vendor] ?? 0;
      const seen = new Set<string>();
      let i = 0;
      while (i < total) {
        const a = Math.floor(rand() * EN.adjectives.length);
        const n = Math.floor(rand() * EN.nouns.length);
        const s = Math.floor(rand() * EN.suffixes.length);
        if (EN.adjectives[a] === EN.nouns[n]) continue;
        const en = [EN.adjectives[a], EN.nouns[n], EN.suffixes[s]].filter(Boolean).join(' ');
        if (seen.has(en)) continue;
        seen.add(en);
        out.push(
          row(vendor, 'RNG', i, SLOT_SUBTYPES[Math.floor(rand() * SLOT_SUBTYPES.length)] ?? 'SLOT', slotNames(a, n, s), {
            supportPlay: rand() < 0.15 ? 0 : 1,
            isHot: rand() < 0.02,
            minBet: MIN_BETS[Math.floor(rand() * MIN_BETS.length)] ?? 1,
            lineNum: LINES[Math.floor(rand() * LINES.length)] ?? 10,
          }),
        );
        i++;
      }
    } else if (category === 'LIVE') {
      let i = 0;
      out.push(row(vendor, 'LIVE', i++, 'LIVE', vendorNames('liveLobby', vendor), { isGame: 'VASSALAGE', isHot: vendor === 'EVO' || vendor === 'AG', minBet: 1000 }));
      LIVE_CATEGORIES.forEach(({ code }, k) => {
        const tables = code === 'BAC' ? 6 : 1 + Math.floor(rand() * 3);
        for (let t = 1; t <= tables; t++) {
          const label = `${String.fromCharCode(64 + t)}${t}`;
          out.push(row(vendor, 'LIVE', i++, code, namesOf((w) => `${w.live[k]} ${label}`), { isHot: code === 'BAC' && t === 1, minBet: [1000, 2000, 5000][t % 3] ?? 1000 }));
        }
      });
    } else if (category === 'FISH') {
      out.push(row(vendor, 'FISH', 0, 'FISH', vendorNames('fishingHall', vendor), { isGame: 'VASSALAGE', minBet: 10 }));
      // The English names of the other vendors' copies carry the vendor, as the vendors list them.
      EN.fish.forEach((_, k) => {
        const names = namesOf((w, code) => (code === 'EN' && vendor !== 'JDB' ? `${w.fish[k]} ${vendor}` : w.fish[k]!));
        out.push(row(vendor, 'FISH', k + 1, 'FISH', names, { supportPlay: k % 2 === 0 ? 0 : 1, isHot: k === 0, minBet: 10 }));
      });
    } else if (category === 'PVP') {
      EN.pvp.forEach((_, k) => {
        const names = namesOf((w, code) => (code === 'EN' && vendor !== 'KY' ? `${w.pvp[k]} (LEG)` : w.pvp[k]!));
        out.push(row(vendor, 'PVP', k, 'PVP', names, { isHot: k < 2 && vendor === 'KY', minBet: 100 }));
      });
    } else if (category === 'LOTT' || category === 'ELOTT') {
      const offset = lotteryOffset(vendor);
      (LOTTERIES[vendor] ?? []).forEach((game, k) => {
        const defaultPlayType = familyOf(game.family)?.defaultPlayType ?? null;
        out.push(row(vendor, category, k, category, namesOf((w) => w.lotteries[offset + k]!), { accountTypeName, defaultPlayType, isHot: k === 0, minBet: 100, demo: 'lottery' }));
      });
    } else {
      (LOBBY_GAMES[vendor] ?? []).forEach((at, k) => {
        out.push(row(vendor, category, k, category, namesOf((w) => w.lobbies[at]!), { isHot: k === 0 && category !== 'BLOCKCHAIN', supportPlay: category === 'BLOCKCHAIN' ? 0 : 1, minBet: 100 }));
      });
    }
  }
  return out;
}
