/** Sample vendors, games and winners for lobby stories and tests (story data, not part of the public API). */
import type { Game } from '@croupier/contract';

export const sampleVendors = [
  { key: 'PG', name: 'PG Soft' },
  { key: 'PP', name: 'Pragmatic Play' },
  { key: 'JILI', name: 'JILI' },
  { key: 'HB', name: 'Habanero' },
  { key: 'NE', name: 'NetEnt' },
  { key: 'BGS', name: 'BGaming' },
] as const;

export const sampleVendorNames: Record<string, string> = Object.fromEntries(sampleVendors.map((v) => [v.key, v.name]));

const names = [
  'Fortune Tiger', 'Mahjong Ways 2', 'Sweet Bonanza', 'Gates of Olympus', 'Lucky Neko', 'Wild Bandito',
  'Treasures of Aztec', 'Super Ace', 'Money Coming', 'Koi Gate', 'Starburst', 'Dragon Hatch',
  'Caishen Wins', 'Sugar Rush', 'Big Bass Splash', 'Ganesha Gold', 'Crazy 777', 'Hot Hot Fruit',
  'Golden Empire', 'Boxing King', 'Fortune Ox', 'Ways of the Qilin', 'Dead or Alive', 'Jungle Delight',
];

const hues = [28, 200, 280, 140, 340, 50, 170, 220];

/** Deterministic generated art (an SVG data URI), so stories and screenshots need no network. */
export function sampleArt(n: number): string {
  const hue = hues[n % hues.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/></linearGradient></defs><rect width="100" height="100" fill="url(#g)"/><circle cx="50" cy="46" r="22" fill="hsl(${hue} 90% 80% / .55)"/><rect x="20" y="76" width="60" height="8" rx="4" fill="hsl(0 0% 100% / .5)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * `count` games from `offset`: every 7th is hot, every 4th trial-playable (supportPlay 0), every 9th has no
 * art, and game 5 has a broken art URL, so the generated placeholder shows.
 */
export function sampleGames(count = 24, offset = 0, vassalage?: string): Game[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + offset;
    const vendor = vassalage ?? sampleVendors[n % sampleVendors.length]!.key;
    const name = n < names.length ? names[n]! : `${names[n % names.length]} ${Math.floor(n / names.length) + 1}`;
    return {
      gameId: n + 1,
      nodeId: 1000 + n,
      vassalage: vendor,
      gameName: name,
      displayName: name,
      showIcon: n === 5 ? '/brand-assets/missing-art.png' : n % 9 === 8 ? undefined : sampleArt(n),
      isHot: n % 7 === 1,
      supportPlay: n % 4 === 0 ? 0 : 1,
      gameType: 'RNG',
    } satisfies Game;
  });
}

/** An entry that opens the vendor's popup game list (isGame 'VASSALAGE'). */
export const sampleVassalageEntry: Game = {
  gameId: 'JILI-lobby',
  vassalage: 'JILI',
  displayName: 'JILI',
  isGame: 'VASSALAGE',
  showIcon: sampleArt(3),
  gameType: 'FISH',
};
