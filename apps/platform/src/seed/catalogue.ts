/**
 * The deterministic game catalogue: vendors by lobby group, nearly 10,000 slot games across the RNG vendors (names
 * from word lists, in EN/JA/CN), live tables in all 15 live categories, fishing games, PVP games (rooms are derived),
 * lotteries and the sports, e-sports, cockfight and blockchain lobbies. Same input, same rows, every run.
 */
import { familyOf, LIVE_CATEGORIES } from '@croupier/contract';
import type { gameVendors, games } from '../db/schema';

type VendorRow = typeof gameVendors.$inferInsert;
type GameRow = typeof games.$inferInsert;
type Words = readonly (readonly [en: string, ja: string, cn: string])[];

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

const ADJECTIVES: Words = [
  ['Golden', '黄金の', '黄金'], ['Lucky', 'ラッキー', '幸运'], ['Mighty', '偉大な', '强大'], ['Wild', 'ワイルド', '狂野'],
  ['Mystic', '神秘の', '神秘'], ['Royal', 'ロイヤル', '皇家'], ['Fortune', '福の', '财富'], ['Crystal', 'クリスタル', '水晶'],
  ['Jade', '翡翠の', '翡翠'], ['Silver', '銀の', '白银'], ['Blazing', '燃える', '烈焰'], ['Frozen', '氷の', '冰冻'],
  ['Ancient', '古代の', '远古'], ['Hidden', '秘密の', '隐秘'], ['Sacred', '聖なる', '神圣'], ['Eternal', '永遠の', '永恒'],
  ['Thunder', '雷の', '雷霆'], ['Starlight', '星明かりの', '星光'], ['Crimson', '真紅の', '深红'], ['Emerald', 'エメラルドの', '翠绿'],
  ['Sapphire', 'サファイアの', '蓝宝石'], ['Ruby', 'ルビーの', '红宝石'], ['Cosmic', '宇宙の', '宇宙'], ['Neon', 'ネオン', '霓虹'],
  ['Happy', 'ハッピー', '快乐'], ['Spicy', 'スパイシー', '火辣'], ['Sweet', 'スイート', '甜蜜'], ['Shining', '輝く', '闪耀'],
  ['Dancing', '踊る', '舞动'], ['Roaring', '吠える', '咆哮'], ['Secret', 'シークレット', '秘密'], ['Magic', 'マジック', '魔法'],
  ['Imperial', '帝国の', '帝国'], ['Savage', '野生の', '野性'], ['Twin', 'ツイン', '双子'], ['Great', 'グレート', '伟大'],
  ['Lunar', '月の', '月亮'], ['Solar', '太陽の', '太阳'], ['Ocean', '海の', '海洋'], ['Desert', '砂漠の', '沙漠'],
  ['Jungle', 'ジャングルの', '丛林'], ['Samurai', 'サムライ', '武士'], ['Ninja', '忍者の', '忍者'], ['Pirate', '海賊の', '海盗'],
  ['Viking', 'バイキングの', '维京'], ['Pharaoh', 'ファラオの', '法老'], ['Dragon', '龍の', '龙之'], ['Phoenix', '鳳凰の', '凤凰'],
  ['Tiger', '虎の', '猛虎'], ['Panda', 'パンダの', '熊猫'],
];
const NOUNS: Words = [
  ['Dragon', 'ドラゴン', '神龙'], ['Koi', '鯉', '锦鲤'], ['Temple', '神殿', '神殿'], ['Treasure', '財宝', '宝藏'],
  ['Empire', '帝国', '帝国'], ['Gems', '宝石', '宝石'], ['Fruits', 'フルーツ', '水果'], ['Sevens', 'セブン', '七'],
  ['Riches', '富', '财富'], ['Quest', 'クエスト', '探险'], ['Legend', '伝説', '传说'], ['Kingdom', '王国', '王国'],
  ['Lotus', '蓮', '莲花'], ['Fortune', 'フォーチュン', '好运'], ['Jackpot', 'ジャックポット', '奖池'], ['Pearls', '真珠', '珍珠'],
  ['Wolf', '狼', '狼'], ['Buffalo', 'バッファロー', '野牛'], ['Eagle', '鷲', '雄鹰'], ['Lion', 'ライオン', '狮子'],
  ['Monkey', '猿', '猴子'], ['Rabbit', '兎', '玉兔'], ['Ox', '牛', '金牛'], ['Rooster', '鶏', '金鸡'],
  ['Carp', 'コイ', '鲤鱼'], ['Candy', 'キャンディ', '糖果'], ['Bonanza', 'ボナンザ', '富矿'], ['Gold Rush', 'ゴールドラッシュ', '淘金热'],
  ['Reels', 'リール', '转轴'], ['Spins', 'スピン', '旋转'], ['Wishes', '願い', '心愿'], ['Blessings', '祝福', '祝福'],
  ['Lanterns', '提灯', '灯笼'], ['Festival', '祭り', '节日'], ['Palace', '宮殿', '宫殿'], ['Warriors', '戦士', '勇士'],
  ['Goddess', '女神', '女神'], ['Hero', 'ヒーロー', '英雄'], ['Mines', '鉱山', '矿山'], ['Volcano', '火山', '火山'],
  ['Galaxy', '銀河', '银河'], ['Planet', '惑星', '星球'], ['Crown', '王冠', '皇冠'], ['Scrolls', '巻物', '卷轴'],
  ['Coins', 'コイン', '金币'], ['Bells', 'ベル', '铃铛'], ['Diamonds', 'ダイヤ', '钻石'], ['Moon', '月', '明月'],
  ['Sun', '太陽', '烈日'], ['Stars', '星', '群星'], ['Cherry', 'チェリー', '樱桃'], ['Bamboo', '竹', '竹林'],
  ['Samurai', '侍', '武士'], ['Geisha', '芸者', '艺伎'], ['Oasis', 'オアシス', '绿洲'], ['Safari', 'サファリ', '狩猎'],
  ['Cowboys', 'カウボーイ', '牛仔'], ['Mermaid', '人魚', '美人鱼'], ['Wizard', '魔法使い', '巫师'], ['Castle', '城', '城堡'],
];
const SUFFIXES: Words = [
  ['', '', ''], ['Deluxe', 'デラックス', '豪华版'], ['Megaways', 'メガウェイズ', '超级路'], ['Hold & Win', 'ホールド&ウィン', '锁定赢'],
  ['Rising', 'ライジング', '崛起'], ['II', 'II', 'II'], ['Xtreme', 'エクストリーム', '极限'], ['Power Reels', 'パワーリール', '强力转轴'],
];
const SLOT_SUBTYPES = ['SLOT', 'SLOT', 'SLOT', 'SLOT', 'SLOT', 'SLOT', 'SLOT', 'TABLE', 'ARCADE', 'JACKPOT'] as const;
const MIN_BETS = [1, 2, 5, 10, 20, 50, 100];
const LINES = [1, 5, 9, 10, 15, 20, 25, 30, 40, 50, 243, 1024];

const LIVE_NAMES: Record<string, readonly [string, string]> = {
  BAC: ['バカラ', '百家乐'], SIC: ['シックボー', '骰宝'], ROU: ['ルーレット', '轮盘'], DAT: ['ドラゴンタイガー', '龙虎'],
  BJ: ['ブラックジャック', '二十一点'], HE: ['ホールデム', '德州扑克'], MT: ['麻雀牌', '麻将牌'], TCP: ['カードポーカー', '扑克'],
  WZPJ: ['温州牌九', '温州牌九'], SD: ['セダイ', '色碟'], FT: ['ファンタン', '番摊'], NN: ['ニウニウ', '牛牛'],
  YSX: ['魚蝦蟹', '鱼虾蟹'], ZJH: ['炸金花', '炸金花'], MJ: ['麻雀', '麻将'],
};
const FISH_GAMES: Words = [
  ['Ocean King', 'オーシャンキング', '海洋之王'], ['Dragon Fishing', 'ドラゴンフィッシング', '龙王捕鱼'], ['Golden Toad', '金の蛙', '金蟾捕鱼'],
  ['Mermaid Hunter', 'マーメイドハンター', '美人鱼猎人'], ['Deep Sea Fortune', '深海の富', '深海宝藏'], ['Shark Bounty', 'シャークバウンティ', '鲨鱼赏金'],
  ['Coral Reef', 'コーラルリーフ', '珊瑚礁'], ['Kraken Attack', 'クラーケンアタック', '海怪来袭'],
];
const PVP_GAMES: Words = [
  ["Texas Hold'em", 'テキサスホールデム', '德州扑克'], ['Niu Niu', 'ニウニウ', '抢庄牛牛'], ['Dou Di Zhu', '闘地主', '斗地主'],
  ['Zha Jin Hua', '炸金花', '炸金花'], ['Mahjong', '麻雀', '二人麻将'], ['Blackjack Duel', 'ブラックジャック対戦', '二十一点对战'],
  ['Pai Gow', '牌九', '抢庄牌九'], ['Sam Gong', 'サムゴン', '三公'], ['Run Fast', 'ランファスト', '跑得快'], ['Baccarat Duel', 'バカラ対戦', '百人百家乐'],
];
/**
 * The lottery games: name, family (contract LOTTERY_FAMILIES: format and play types), draw schedule (interval, offset of
 * the daily draws from 00:00 UTC, close before the draw, in seconds) and the Vietnam region of the daily draws.
 */
interface LotterySeed {
  words: readonly [string, string, string];
  family: string;
  interval: number;
  offset: number;
  close: number;
  region?: 'north' | 'central' | 'south';
}
const daily = (hour: number, minute: number) => hour * 3600 + minute * 60;
const LOTTERIES: Record<string, readonly LotterySeed[]> = {
  TCG_SEA: [
    { words: ['Thai Lottery', 'タイ宝くじ', '泰国彩票'], family: 'SEA', interval: 86_400, offset: daily(8, 30), close: 900 },
    { words: ['Lao Lottery', 'ラオス宝くじ', '老挝彩票'], family: 'SEA', interval: 86_400, offset: daily(13, 30), close: 900 },
    { words: ['Malaysia 4D', 'マレーシア4D', '马来西亚4D'], family: 'SEA', interval: 86_400, offset: daily(11, 0), close: 900 },
    { words: ['Singapore 4D', 'シンガポール4D', '新加坡4D'], family: 'SEA', interval: 86_400, offset: daily(10, 30), close: 900 },
  ],
  TCG_LOTTO_VN: [
    // 18:15, 17:15 and 16:15 in Vietnam (UTC+7).
    { words: ['Mien Bac', 'ミエンバック', '北部彩'], family: 'VN', interval: 86_400, offset: daily(11, 15), close: 900, region: 'north' },
    { words: ['Mien Trung', 'ミエンチュン', '中部彩'], family: 'VNS', interval: 86_400, offset: daily(10, 15), close: 900, region: 'central' },
    { words: ['Mien Nam', 'ミエンナム', '南部彩'], family: 'VNS', interval: 86_400, offset: daily(9, 15), close: 900, region: 'south' },
    { words: ['VN Fast 1 min', 'ベトナム速報1分', '越南极速1分'], family: 'VN', interval: 60, offset: 0, close: 10 },
  ],
  LOTT: [
    { words: ['PK10', 'PK10', '北京赛车'], family: 'PK10', interval: 300, offset: 0, close: 30 },
    { words: ['SSC 1 min', 'SSC 1分', '时时彩1分'], family: 'SSC', interval: 60, offset: 0, close: 10 },
    { words: ['Fast 3', 'ファスト3', '快三'], family: 'K3', interval: 120, offset: 0, close: 15 },
    { words: ['11x5', '11選5', '11选5'], family: '11X5', interval: 180, offset: 0, close: 20 },
    { words: ['Lucky 28', 'ラッキー28', '幸运28'], family: 'PC28', interval: 300, offset: 0, close: 30 },
  ],
  ELOTT: [
    { words: ['E-Lott 1 min', 'Eロト1分', '电子彩1分'], family: 'ELOTT', interval: 60, offset: 0, close: 10 },
    { words: ['E-Lott 3 min', 'Eロト3分', '电子彩3分'], family: 'ELOTT', interval: 180, offset: 0, close: 20 },
    { words: ['E-Lott 5 min', 'Eロト5分', '电子彩5分'], family: 'ELOTT', interval: 300, offset: 0, close: 30 },
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

const LOBBY_GAMES: Record<string, Words> = {
  SBO: [['SBO Sportsbook', 'SBOスポーツ', 'SBO体育']],
  IBC: [['IBC Sportsbook', 'IBCスポーツ', 'IBC体育']],
  TF: [['TF E-Sports', 'TF eスポーツ', 'TF电竞']],
  IA: [['IA E-Sports', 'IA eスポーツ', 'IA电竞']],
  DS88: [['DS88 Cockfight', 'DS88 闘鶏', 'DS88 斗鸡']],
  BCG: [['Hash Crash', 'ハッシュクラッシュ', '哈希崩溃'], ['Hash Dice', 'ハッシュダイス', '哈希骰子'], ['Hash Baccarat', 'ハッシュバカラ', '哈希百家乐'], ['Hash Lucky', 'ハッシュラッキー', '哈希幸运'], ['Block Limbo', 'ブロックリンボ', '区块林波']],
};

const demoOf = (category: string): string => (category === 'FISH' ? 'fish' : ['LIVE', 'PVP', 'COCKFIGHT', 'SPORTS', 'ESPORTS'].includes(category) ? 'baccarat' : 'slot');

function row(vendor: string, category: string, index: number, gameType: string, words: readonly [string, string, string], extra: Partial<GameRow> = {}): GameRow {
  const [en, ja, cn] = words;
  return {
    code: `${vendor}_${String(index + 1).padStart(4, '0')}`,
    vendor,
    category,
    gameType,
    name: en,
    names: { JA: ja, CN: cn },
    searchText: `${en}\n${ja}\n${cn}`.toLowerCase(),
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
  const out: GameRow[] = [];
  for (const [vendor, , category, , accountTypeName] of VENDORS) {
    const rand = prng(hashString(vendor));
    if (category === 'RNG') {
      const total = SLOT_COUNTS[vendor] ?? 0;
      const seen = new Set<string>();
      let i = 0;
      while (i < total) {
        const a = ADJECTIVES[Math.floor(rand() * ADJECTIVES.length)] ?? ADJECTIVES[0]!;
        const n = NOUNS[Math.floor(rand() * NOUNS.length)] ?? NOUNS[0]!;
        const s = SUFFIXES[Math.floor(rand() * SUFFIXES.length)] ?? SUFFIXES[0]!;
        if (a[0] === n[0]) continue;
        const en = [a[0], n[0], s[0]].filter(Boolean).join(' ');
        if (seen.has(en)) continue;
        seen.add(en);
        const words = [en, `${a[1]}${n[1]}${s[1] ? ` ${s[1]}` : ''}`, `${a[2]}${n[2]}${s[2]}`] as const;
        out.push(
          row(vendor, 'RNG', i, SLOT_SUBTYPES[Math.floor(rand() * SLOT_SUBTYPES.length)] ?? 'SLOT', words, {
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
      out.push(row(vendor, 'LIVE', i++, 'LIVE', [`${vendor} Live Lobby`, `${vendor} ライブロビー`, `${vendor} 真人大厅`], { isGame: 'VASSALAGE', isHot: vendor === 'EVO' || vendor === 'AG', minBet: 1000 }));
      for (const { code, name } of LIVE_CATEGORIES) {
        const tables = code === 'BAC' ? 6 : 1 + Math.floor(rand() * 3);
        const [ja, cn] = LIVE_NAMES[code] ?? [name, name];
        for (let t = 1; t <= tables; t++) {
          const label = `${String.fromCharCode(64 + t)}${t}`;
          out.push(row(vendor, 'LIVE', i++, code, [`${name} ${label}`, `${ja} ${label}`, `${cn} ${label}`], { isHot: code === 'BAC' && t === 1, minBet: [1000, 2000, 5000][t % 3] ?? 1000 }));
        }
      }
    } else if (category === 'FISH') {
      out.push(row(vendor, 'FISH', 0, 'FISH', [`${vendor} Fishing Hall`, `${vendor} フィッシングホール`, `${vendor} 捕鱼大厅`], { isGame: 'VASSALAGE', minBet: 10 }));
      FISH_GAMES.forEach((words, k) => {
        out.push(row(vendor, 'FISH', k + 1, 'FISH', [`${words[0]}${vendor === 'JDB' ? '' : ` ${vendor}`}`, words[1], words[2]], { supportPlay: k % 2 === 0 ? 0 : 1, isHot: k === 0, minBet: 10 }));
      });
    } else if (category === 'PVP') {
      PVP_GAMES.forEach((words, k) => {
        out.push(row(vendor, 'PVP', k, 'PVP', [`${words[0]}${vendor === 'KY' ? '' : ' (LEG)'}`, words[1], words[2]], { isHot: k < 2 && vendor === 'KY', minBet: 100 }));
      });
    } else if (category === 'LOTT' || category === 'ELOTT') {
      (LOTTERIES[vendor] ?? []).forEach((game, k) => {
        const defaultPlayType = familyOf(game.family)?.defaultPlayType ?? null;
        out.push(row(vendor, category, k, category, game.words, { accountTypeName, defaultPlayType, isHot: k === 0, minBet: 100, demo: 'lottery' }));
      });
    } else {
      (LOBBY_GAMES[vendor] ?? []).forEach((words, k) => {
        out.push(row(vendor, category, k, category, words, { isHot: k === 0 && category !== 'BLOCKCHAIN', supportPlay: category === 'BLOCKCHAIN' ? 0 : 1, minBet: 100 }));
      });
    }
  }
  return out;
}
