/**
 * The lotteries' rules, shared by the platform (which draws, takes bets and settles) and the site (which picks, shows
 * potential wins and verifies draws): result formats, play types with their odds and limits, what a selection may be,
 * what it wins against a result, and how a draw's numbers follow from its revealed seed. Pure TypeScript: the hashing
 * stays with each side (node:crypto on the platform, WebCrypto in the browser), as with the seal.
 *
 * Provably fair draws (commit-reveal): when a period is created, before betting on it opens, the platform draws a random
 * server seed (32 bytes, written as 64 lower-case hex characters) and publishes only `seedHash` = SHA-256 of the seed's
 * text. At the draw it reveals the seed; the numbers are a pure function of it: for slot i of the format,
 * `digest_i` = HMAC-SHA256(key: the seed's text, message: `<gameCode>:<periodNo>:<i>`), and `value_i` = the digest's
 * first 6 bytes as a big-endian integer (see `numbersFromDigests`). Anyone can recompute both, e.g.
 * `printf %s "<seed>" | sha256sum` and `printf %s "<gameCode>:<periodNo>:0" | openssl dgst -sha256 -hmac "<seed>"`.
 */

// ---- formats ---------------------------------------------------------------------------------------------------
export const LOTTERY_KINDS = ['fast', 'vn', 'sea'] as const;
export type LotteryKind = (typeof LOTTERY_KINDS)[number];

export const LOTTERY_FORMATS = ['digits5', 'digits3', 'dice3', 'pk10', 'pick11', 'vnNorth', 'vnSouth', 'sea4d'] as const;
export type LotteryFormat = (typeof LOTTERY_FORMATS)[number];

/** A prize tier of a prize-board format (Vietnam, 4D): how many numbers of how many digits. */
export interface PrizeTier {
  readonly tier: string;
  readonly count: number;
  readonly digits: number;
}

/** Ball formats of the fast lotteries: `balls` numbers from `min`..`max`, distinct or not; `sumOf` balls make the sum. */
export interface BallFormat {
  readonly kind: 'balls';
  readonly balls: number;
  readonly min: number;
  readonly max: number;
  readonly distinct: boolean;
  /** How many leading balls the sum plays (DS, SUM) count: all of them, or PK10's first two (champion + runner-up). */
  readonly sumOf: number;
  /** Width of a ball's text ('7' or '07'). */
  readonly width: number;
}
export interface BoardFormat {
  readonly kind: 'board';
  readonly tiers: readonly PrizeTier[];
}
export type FormatRule = BallFormat | BoardFormat;

const tiers = (...list: [string, number, number][]): readonly PrizeTier[] => list.map(([tier, count, digits]) => ({ tier, count, digits }));

export const FORMAT_RULES: Readonly<Record<LotteryFormat, FormatRule>> = {
  digits5: { kind: 'balls', balls: 5, min: 0, max: 9, distinct: false, sumOf: 5, width: 1 },
  digits3: { kind: 'balls', balls: 3, min: 0, max: 9, distinct: false, sumOf: 3, width: 1 },
  dice3: { kind: 'balls', balls: 3, min: 1, max: 6, distinct: false, sumOf: 3, width: 1 },
  pk10: { kind: 'balls', balls: 10, min: 1, max: 10, distinct: true, sumOf: 2, width: 2 },
  pick11: { kind: 'balls', balls: 5, min: 1, max: 11, distinct: true, sumOf: 5, width: 2 },
  // Northern Vietnam's 27 prizes (special first), the South's and Centre's 18.
  vnNorth: { kind: 'board', tiers: tiers(['special', 1, 5], ['first', 1, 5], ['second', 2, 5], ['third', 6, 5], ['fourth', 4, 4], ['fifth', 6, 4], ['sixth', 3, 3], ['seventh', 4, 2]) },
  vnSouth: { kind: 'board', tiers: tiers(['special', 1, 6], ['first', 1, 5], ['second', 1, 5], ['third', 2, 5], ['fourth', 7, 5], ['fifth', 1, 4], ['sixth', 3, 4], ['seventh', 1, 3], ['eighth', 1, 2]) },
  // 4D: three top prizes, ten starters (special) and ten consolation prizes.
  sea4d: { kind: 'board', tiers: tiers(['first', 1, 4], ['second', 1, 4], ['third', 1, 4], ['special', 10, 4], ['consolation', 10, 4]) },
};

/** How many numbers a draw of the format has (balls, or board prizes). */
export function slotCount(format: LotteryFormat): number {
  const rule = FORMAT_RULES[format];
  return rule.kind === 'balls' ? rule.balls : rule.tiers.reduce((n, t) => n + t.count, 0);
}

/** The tier of each board slot, in order (empty for ball formats). */
export function slotTiers(format: LotteryFormat): readonly PrizeTier[] {
  const rule = FORMAT_RULES[format];
  return rule.kind === 'balls' ? [] : rule.tiers.flatMap((t) => Array.from({ length: t.count }, () => t));
}

/** A drawn board grouped by tier, in the format's order. */
export function boardOf(format: LotteryFormat, numbers: readonly string[]): { tier: string; numbers: string[] }[] {
  const rule = FORMAT_RULES[format];
  if (rule.kind === 'balls') return [];
  let at = 0;
  return rule.tiers.map((t) => {
    const slice = numbers.slice(at, at + t.count);
    at += t.count;
    return { tier: t.tier, numbers: slice };
  });
}

// ---- the games' own colours ---------------------------------------------------------------------------------------
/**
 * The colours a game is known by, the same on every brand (game data, not theme tokens): PK10's ten car plates
 * (background, digits; car 1 first) and the dice's pips (one and four red).
 */
export const PK10_PLATE_COLOURS: readonly (readonly [string, string])[] = [
  ['#e6c229', '#1a1a1a'],
  ['#1e63c8', '#ffffff'],
  ['#4a4a4a', '#ffffff'],
  ['#f08a24', '#1a1a1a'],
  ['#27bcc4', '#1a1a1a'],
  ['#5b3cc4', '#ffffff'],
  ['#c8c8c8', '#1a1a1a'],
  ['#c62424', '#ffffff'],
  ['#7a1c1c', '#ffffff'],
  ['#36a84b', '#1a1a1a'],
];
export const DICE_COLOURS = { face: '#fbfbf8', pip: '#1a1a1a', redPip: '#c62424' } as const;

// ---- fairness --------------------------------------------------------------------------------------------------
/** The server seed's text: 64 lower-case hex characters. */
export const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** The HMAC messages of a draw, one per slot (see the module comment). */
export function drawMessages(format: LotteryFormat, gameCode: string, periodNo: string): string[] {
  return Array.from({ length: slotCount(format) }, (_, i) => `${gameCode}:${periodNo}:${i}`);
}

/** The first 6 bytes of a digest, big-endian: an integer below 2^48 (so `% m` is unbiased to 1 part in 2^40). */
export function digestValue(digest: Uint8Array): number {
  if (digest.length < 6) throw new Error('a digest has at least 6 bytes');
  let value = 0;
  for (let i = 0; i < 6; i++) value = value * 256 + (digest[i] ?? 0);
  return value;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * A draw's numbers from its HMAC digests (one per message of `drawMessages`, in order). Balls with repeats: `min +
 * value % (max - min + 1)`. Distinct balls: a Fisher-Yates shuffle of `min..max` (slot i swaps position i with
 * `i + value_i % (n - i)`), whose first `balls` are the draw. Board prizes: `value % 10^digits`, zero-padded.
 */
export function numbersFromDigests(format: LotteryFormat, digests: readonly Uint8Array[]): string[] {
  const rule = FORMAT_RULES[format];
  if (digests.length !== slotCount(format)) throw new Error(`${format} needs ${slotCount(format)} digests`);
  const values = digests.map(digestValue);
  if (rule.kind === 'board') {
    return slotTiers(format).map((t, i) => pad((values[i] ?? 0) % 10 ** t.digits, t.digits));
  }
  const span = rule.max - rule.min + 1;
  if (!rule.distinct) return values.map((v) => pad(rule.min + (v % span), rule.width));
  const pool = Array.from({ length: span }, (_, i) => rule.min + i);
  for (let i = 0; i < rule.balls; i++) {
    const j = i + ((values[i] ?? 0) % (span - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, rule.balls).map((n) => pad(n, rule.width));
}

// ---- play types --------------------------------------------------------------------------------------------------
/**
 * How a selection is written:
 * - `ds`: one of B (big), S (small), O (odd), E (even), of the sum;
 * - `sum`: a sum, e.g. `23`;
 * - `position`: `<position>:<ball>`, e.g. `1:07` (position 1 is the first ball);
 * - `digits2` / `digits3` / `digits4`: a number of that many digits, e.g. `07`, `123`, `0427`.
 */
export type SelectionShape = 'ds' | 'sum' | 'position' | 'digits2' | 'digits3' | 'digits4';

/** What a selection is matched against. */
export type PlayScope =
  | 'sum'
  | 'position'
  /** Last two digits of every prize: pays once per prize that ends with it (lô). */
  | 'anyTail2'
  /** The special prize's last digits (đề, 3 càng). */
  | 'specialTail'
  /** The first prize's last digits (SEA 2D/3D). */
  | 'firstTail'
  /** A 4D number against the 4D prize tiers (big: all tiers; small: the top three). */
  | 'fourDBig'
  | 'fourDSmall';

export interface PlayTypeRule {
  readonly code: string;
  readonly shape: SelectionShape;
  readonly scope: PlayScope;
  /** Minor units per unit of stake bounds: a selection's amount (unit stake x multiplier) must lie within. */
  readonly minAmount: number;
  readonly maxAmount: number;
}

/** Return to player of the computed odds (fixed-odds play types): 97%. */
export const LOTTERY_RTP = 0.97;
/** Selections per bet slip, at most; multiplier bounds. */
export const MAX_SLIP_SELECTIONS = 100;
export const MAX_MULTIPLIER = 1000;
/** Unit stakes a slip offers (major units). */
export const UNIT_STAKES = [1, 2, 5, 10, 50, 100] as const;

/** 4D prize table per unit staked (Big: all 23 prizes; Small: the top three only). */
export const FOUR_D_PRIZES: Readonly<Record<'big' | 'small', Readonly<Record<string, number>>>> = {
  big: { first: 2500, second: 1000, third: 500, special: 180, consolation: 60 },
  small: { first: 3500, second: 2000, third: 1000 },
};

/** The lottery families: result format, the play types, the default one, the code prefix. */
export interface LotteryFamily {
  readonly family: string;
  readonly kind: LotteryKind;
  readonly format: LotteryFormat;
  readonly playTypes: readonly PlayTypeRule[];
  readonly defaultPlayType: string;
}

const fastPlayTypes = (prefix: string, maxAmount = 5_000_000): PlayTypeRule[] => [
  { code: `${prefix}_DS`, shape: 'ds', scope: 'sum', minAmount: 100, maxAmount },
  { code: `${prefix}_SUM`, shape: 'sum', scope: 'sum', minAmount: 100, maxAmount: maxAmount / 10 },
  { code: `${prefix}_POS`, shape: 'position', scope: 'position', minAmount: 100, maxAmount: maxAmount / 5 },
];
const fast = (family: string, format: LotteryFormat): LotteryFamily => ({
  family,
  kind: 'fast',
  format,
  playTypes: fastPlayTypes(family),
  defaultPlayType: `${family}_DS`,
});
const vn = (family: string, format: LotteryFormat): LotteryFamily => ({
  family,
  kind: 'vn',
  format,
  playTypes: [
    { code: 'VN_LO', shape: 'digits2', scope: 'anyTail2', minAmount: 100, maxAmount: 1_000_000 },
    { code: 'VN_DE', shape: 'digits2', scope: 'specialTail', minAmount: 100, maxAmount: 500_000 },
    { code: 'VN_3D', shape: 'digits3', scope: 'specialTail', minAmount: 100, maxAmount: 100_000 },
  ],
  defaultPlayType: 'VN_LO',
});

export const LOTTERY_FAMILIES: readonly LotteryFamily[] = [
  fast('ELOTT', 'digits5'),
  fast('SSC', 'digits5'),
  fast('PK10', 'pk10'),
  fast('K3', 'dice3'),
  fast('11X5', 'pick11'),
  fast('PC28', 'digits3'),
  vn('VN', 'vnNorth'),
  { ...vn('VNS', 'vnSouth') },
  {
    family: 'SEA',
    kind: 'sea',
    format: 'sea4d',
    playTypes: [
      { code: 'SEA_2D', shape: 'digits2', scope: 'firstTail', minAmount: 100, maxAmount: 500_000 },
      { code: 'SEA_3D', shape: 'digits3', scope: 'firstTail', minAmount: 100, maxAmount: 100_000 },
      { code: 'SEA_4D_BIG', shape: 'digits4', scope: 'fourDBig', minAmount: 100, maxAmount: 50_000 },
      { code: 'SEA_4D_SMALL', shape: 'digits4', scope: 'fourDSmall', minAmount: 100, maxAmount: 50_000 },
    ],
    defaultPlayType: 'SEA_2D',
  },
];

export function familyOf(family: string): LotteryFamily | undefined {
  return LOTTERY_FAMILIES.find((f) => f.family === family);
}

export function playTypeOf(family: LotteryFamily, code: string): PlayTypeRule | undefined {
  return family.playTypes.find((p) => p.code === code);
}

// ---- the sums' distributions (for SUM odds and the DS midpoint) ---------------------------------------------------
const sumCache = new Map<LotteryFormat, Map<number, number>>();

/** Probability of each sum of the format's `sumOf` leading balls. */
export function sumDistribution(format: LotteryFormat): ReadonlyMap<number, number> {
  const cached = sumCache.get(format);
  if (cached) return cached;
  const rule = FORMAT_RULES[format];
  if (rule.kind !== 'balls') throw new Error(`${format} has no sum`);
  const counts = new Map<number, number>();
  let total = 0;
  const values = Array.from({ length: rule.max - rule.min + 1 }, (_, i) => rule.min + i);
  // Ordered draws of `sumOf` balls (the leading balls of a shuffle are an ordered draw without replacement).
  const walk = (depth: number, sum: number, used: Set<number>) => {
    if (depth === rule.sumOf) {
      counts.set(sum, (counts.get(sum) ?? 0) + 1);
      total += 1;
      return;
    }
    for (const v of values) {
      if (rule.distinct && used.has(v)) continue;
      if (rule.distinct) used.add(v);
      walk(depth + 1, sum + v, used);
      if (rule.distinct) used.delete(v);
    }
  };
  walk(0, 0, new Set());
  const out = new Map([...counts].sort((a, b) => a[0] - b[0]).map(([s, c]) => [s, c / total]));
  sumCache.set(format, out);
  return out;
}

/** The sums a format's DS and SUM play on, lowest to highest. */
export function sumRange(format: LotteryFormat): { min: number; max: number } {
  const keys = [...sumDistribution(format).keys()];
  return { min: keys[0] ?? 0, max: keys[keys.length - 1] ?? 0 };
}

/** Odds (decimal, stake included) rounded down to the cent: the RTP over the probability. */
export const oddsFor = (probability: number): number => Math.floor((LOTTERY_RTP / probability) * 100 + 1e-6) / 100;

/** Big is above the middle of the sum's range, small below; a sum exactly in the middle is neither (the house's). */
export function sumSide(format: LotteryFormat, sum: number): { big: boolean; small: boolean } {
  const { min, max } = sumRange(format);
  const middle = (min + max) / 2;
  return { big: sum > middle, small: sum < middle };
}

// ---- selections --------------------------------------------------------------------------------------------------
const DIGITS: Record<'digits2' | 'digits3' | 'digits4', RegExp> = { digits2: /^[0-9]{2}$/, digits3: /^[0-9]{3}$/, digits4: /^[0-9]{4}$/ };

/** Whether `selection` is one the play type allows (in the canonical text). */
export function isValidSelection(family: LotteryFamily, play: PlayTypeRule, selection: string): boolean {
  const rule = FORMAT_RULES[family.format];
  switch (play.shape) {
    case 'ds':
      return selection === 'B' || selection === 'S' || selection === 'O' || selection === 'E';
    case 'sum': {
      if (!/^[0-9]{1,3}$/.test(selection) || String(Number(selection)) !== selection) return false;
      return sumDistribution(family.format).has(Number(selection));
    }
    case 'position': {
      if (rule.kind !== 'balls') return false;
      const match = /^([0-9]{1,2}):([0-9]{1,2})$/.exec(selection);
      if (!match) return false;
      const position = Number(match[1]);
      const ball = Number(match[2]);
      return (
        String(position) === match[1] &&
        match[2] === pad(ball, rule.width) &&
        position >= 1 &&
        position <= rule.balls &&
        ball >= rule.min &&
        ball <= rule.max
      );
    }
    default:
      return DIGITS[play.shape].test(selection);
  }
}

/**
 * The odds of a selection (decimal, stake included), for one hit: what the slip shows as the potential win, and what
 * settlement pays (times the hits for lô). 4D Big/Small: the first prize's (the most it can win).
 */
export function selectionOdds(family: LotteryFamily, play: PlayTypeRule, selection: string): number {
  const rule = FORMAT_RULES[family.format];
  switch (play.scope) {
    case 'sum': {
      const distribution = sumDistribution(family.format);
      if (play.shape === 'sum') return oddsFor(distribution.get(Number(selection)) ?? 1);
      let p = 0;
      for (const [sum, q] of distribution) {
        const side = sumSide(family.format, sum);
        const odd = sum % 2 !== 0;
        if ((selection === 'B' && side.big) || (selection === 'S' && side.small) || (selection === 'O' && odd) || (selection === 'E' && !odd)) p += q;
      }
      return oddsFor(p || 1);
    }
    case 'position':
      return rule.kind === 'balls' ? oddsFor(1 / (rule.max - rule.min + 1)) : 0;
    case 'anyTail2':
      // Each prize is a hit with probability 1/100; per hit the stake is paid as for one of the board's prizes.
      return oddsFor(slotCount(family.format) / 100);
    case 'specialTail':
    case 'firstTail':
      return oddsFor(1 / 10 ** (play.shape === 'digits3' ? 3 : 2));
    case 'fourDBig':
      return FOUR_D_PRIZES.big.first ?? 0;
    case 'fourDSmall':
      return FOUR_D_PRIZES.small.first ?? 0;
  }
}

/**
 * What a selection returns against a draw's numbers, per unit of its amount (0 when it loses): the odds for a hit,
 * times the hits for lô, the tier's prize for 4D. Payout = floor(amount x this).
 */
export function selectionReturn(family: LotteryFamily, play: PlayTypeRule, selection: string, numbers: readonly string[]): number {
  const rule = FORMAT_RULES[family.format];
  const odds = selectionOdds(family, play, selection);
  switch (play.scope) {
    case 'sum': {
      if (rule.kind !== 'balls') return 0;
      const sum = numbers.slice(0, rule.sumOf).reduce((s, n) => s + Number(n), 0);
      if (play.shape === 'sum') return Number(selection) === sum ? odds : 0;
      const side = sumSide(family.format, sum);
      const hit =
        (selection === 'B' && side.big) || (selection === 'S' && side.small) || (selection === 'O' && sum % 2 !== 0) || (selection === 'E' && sum % 2 === 0);
      return hit ? odds : 0;
    }
    case 'position': {
      const [position, ball] = selection.split(':');
      return numbers[Number(position) - 1] === ball ? odds : 0;
    }
    case 'anyTail2':
      return numbers.filter((n) => n.endsWith(selection)).length * odds;
    case 'specialTail': {
      const special = boardOf(family.format, numbers).find((t) => t.tier === 'special')?.numbers[0] ?? '';
      return special.endsWith(selection) ? odds : 0;
    }
    case 'firstTail': {
      const first = boardOf(family.format, numbers).find((t) => t.tier === 'first')?.numbers[0] ?? '';
      return first.endsWith(selection) ? odds : 0;
    }
    case 'fourDBig':
    case 'fourDSmall': {
      const table = FOUR_D_PRIZES[play.scope === 'fourDBig' ? 'big' : 'small'];
      // The best tier the number is drawn in (a number drawn twice wins its higher prize once).
      let best = 0;
      for (const t of boardOf(family.format, numbers)) if (t.numbers.includes(selection)) best = Math.max(best, table[t.tier] ?? 0);
      return best;
    }
  }
}

/** Payout in minor units of a selection's amount (minor units) and its return per unit. */
export const payoutOf = (amount: number, perUnit: number): number => Math.floor(amount * perUnit + 1e-9);

// ---- quick picks -------------------------------------------------------------------------------------------------
export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

/** The balls (as selection text) of one position that a quick pick chooses, for position play. */
export function quickPickBalls(format: LotteryFormat, pick: QuickPick): string[] {
  const rule = FORMAT_RULES[format];
  if (rule.kind !== 'balls' || pick === 'clear') return [];
  const all = Array.from({ length: rule.max - rule.min + 1 }, (_, i) => rule.min + i);
  const middle = (rule.min + rule.max) / 2;
  const chosen = all.filter((n) => pick === 'all' || (pick === 'big' ? n > middle : pick === 'small' ? n < middle : pick === 'odd' ? n % 2 === 1 : n % 2 === 0));
  return chosen.map((n) => pad(n, rule.width));
}

/** The numbers 00..99 (or 000..999 / 0000..9999 prefix-free) a quick pick chooses for a two-digit play. */
export function quickPickNumbers(digits: 2, pick: QuickPick): string[] {
  if (pick === 'clear') return [];
  const all = Array.from({ length: 10 ** digits }, (_, i) => i);
  return all
    .filter((n) => pick === 'all' || (pick === 'big' ? n >= 50 : pick === 'small' ? n < 50 : pick === 'odd' ? n % 2 === 1 : n % 2 === 0))
    .map((n) => pad(n, digits));
}

// ---- schedule ------------------------------------------------------------------------------------------------
/**
 * A game's draws: one every `intervalSeconds`, aligned to the epoch plus `offsetSeconds` (a daily draw at 11:15 UTC is
 * interval 86,400, offset 40,500); betting on a period closes `closeSeconds` before its draw. Period numbers are the
 * draw's UTC day (`yyyyMMdd`), plus `-<n>` (the draw's index in that day, from 1, 4 digits) when there are several a day.
 */
export interface DrawSchedule {
  readonly intervalSeconds: number;
  readonly offsetSeconds: number;
  readonly closeSeconds: number;
}

/** The draw time (ms) of the first period drawn after `atMs`. */
export function nextDrawAt(schedule: DrawSchedule, atMs: number): number {
  const interval = schedule.intervalSeconds * 1000;
  const offset = schedule.offsetSeconds * 1000;
  return Math.floor((atMs - offset) / interval) * interval + offset + interval;
}

export function periodNoOf(schedule: DrawSchedule, drawAtMs: number): string {
  const date = new Date(drawAtMs);
  const day = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`;
  if (schedule.intervalSeconds >= 86_400) return day;
  const dayStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const interval = schedule.intervalSeconds * 1000;
  const offset = schedule.offsetSeconds * 1000;
  const firstOfDay = Math.ceil((dayStart - offset) / interval) * interval + offset;
  return `${day}-${pad(Math.round((drawAtMs - firstOfDay) / interval) + 1, 4)}`;
}

/** The Vietnam regions of the daily draws (and the fast game's own board). */
export const VN_REGIONS = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];
