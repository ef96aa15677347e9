/** Sample vendors and games for stories and tests (story data, not part of the public API). */
import type { GameMenuGame, GameMenuVendor } from './GameMenu.types';

export const sampleVendors: GameMenuVendor[] = [
  { key: 'PG', name: 'PG Soft' },
  { key: 'PP', name: 'Pragmatic Play' },
  { key: 'JILI', name: 'JILI' },
  { key: 'HB', name: 'Habanero' },
  { key: 'NE', name: 'NetEnt' },
  { key: 'BGS', name: 'BGaming' },
];

const names = [
  'Fortune Tiger', 'Mahjong Ways 2', 'Sweet Bonanza', 'Gates of Olympus', 'Lucky Neko', 'Wild Bandito',
  'Treasures of Aztec', 'Super Ace', 'Money Coming', 'Koi Gate', 'Starburst', 'Dragon Hatch',
  'Caishen Wins', 'Sugar Rush', 'Big Bass Splash', 'Ganesha Gold', 'Crazy 777', 'Hot Hot Fruit',
  'Golden Empire', 'Boxing King', 'Fortune Ox', 'Ways of the Qilin', 'Dead or Alive', 'Jungle Delight',
];

/** `count` games; every third has no art and one has a broken URL, so the generated placeholder shows. */
export function sampleGames(count = 21, offset = 0): GameMenuGame[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + offset;
    const name = names[n % names.length]!;
    return {
      id: `g${n}`,
      name,
      imageSrc: n === 4 ? '/brand-assets/missing-art.png' : n % 3 === 0 ? undefined : `/brand-assets/default/assets/favicon.svg`,
      isHot: n % 7 === 1,
      isNew: n % 5 === 2,
    };
  });
}
