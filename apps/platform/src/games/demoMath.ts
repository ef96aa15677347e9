/**
 * The demo games' maths, pure and testable: a 5x3, 10-line slot whose return to player is exactly the configured RTP
 * (outcome-driven: a prize is drawn from a table scaled to the RTP, then reels are drawn that show exactly that prize),
 * punto banco baccarat with the standard third-card rules (8 decks), and a fishing game (a shot at a fish worth m
 * times the bet hits with probability RTP / m).
 */
import { randomInt } from 'node:crypto';

export type Random = () => number;
/** Uniform [0, 1) from the operating system's CSPRNG. */
export const cryptoRandom: Random = () => randomInt(0, 2 ** 47) / 2 ** 47;

export const DEFAULT_RTP = 0.96;
export function configuredRtp(value = process.env.DEMO_RTP): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0.5 && n <= 0.99 ? n : DEFAULT_RTP;
}

// ---- slot ---------------------------------------------------------------------------------------------------------
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'gem', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
/** Rows of each payline, reel by reel (0 top, 1 middle, 2 bottom). */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
];
/** [symbol, count, multiplier of the total bet, base weight]. */
export const SLOT_PRIZES: readonly (readonly [SlotSymbol, number, number, number])[] = [
  ['cherry', 3, 0.5, 0.12], ['lemon', 3, 1, 0.08], ['cherry', 4, 2, 0.04], ['bell', 3, 2, 0.035], ['lemon', 4, 3, 0.02],
  ['star', 3, 4, 0.012], ['bell', 4, 6, 0.008], ['gem', 3, 8, 0.005], ['cherry', 5, 10, 0.003], ['star', 4, 15, 0.002],
  ['gem', 4, 25, 0.001], ['seven', 3, 40, 0.0008], ['seven', 4, 100, 0.0002], ['seven', 5, 500, 0.00004],
];

/** Probability of each prize for a target RTP (the rest: no win). */
export function prizeProbabilities(rtp: number): number[] {
  const ev = SLOT_PRIZES.reduce((s, [, , m, w]) => s + m * w, 0);
  return SLOT_PRIZES.map(([, , , w]) => (w * rtp) / ev);
}

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  multiplier: number;
}

/** Wins of a grid (grid[reel][row]): a line pays for 3+ equal symbols from the left; the best prize per line. */
export function evaluate(grid: readonly (readonly SlotSymbol[])[]): LineWin[] {
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const first = grid[0]?.[rows[0] ?? 0];
    let count = 1;
    while (count < 5 && grid[count]?.[rows[count] ?? 0] === first) count++;
    const prize = SLOT_PRIZES.find(([s, c]) => s === first && c === count);
    if (first && prize) wins.push({ line, symbol: first, count, multiplier: prize[2] });
  });
  return wins;
}

export interface SpinResult {
  grid: SlotSymbol[][];
  wins: LineWin[];
  /** Payout in minor units. */
  payout: number;
}

export function spin(bet: number, rtp: number, random: Random = cryptoRandom): SpinResult {
  const probabilities = prizeProbabilities(rtp);
  let r = random();
  let prize: (typeof SLOT_PRIZES)[number] | undefined;
  for (let i = 0; i < probabilities.length; i++) {
    r -= probabilities[i] ?? 0;
    if (r < 0) {
      prize = SLOT_PRIZES[i];
      break;
    }
  }
  const pick = () => SLOT_SYMBOLS[Math.floor(random() * SLOT_SYMBOLS.length)] ?? 'cherry';
  for (let attempt = 0; attempt < 500; attempt++) {
    const grid: SlotSymbol[][] = Array.from({ length: 5 }, () => [pick(), pick(), pick()]);
    let line = -1;
    if (prize) {
      line = Math.floor(random() * PAYLINES.length);
      const rows = PAYLINES[line] ?? [1, 1, 1, 1, 1];
      for (let reel = 0; reel < prize[1]; reel++) (grid[reel] as SlotSymbol[])[rows[reel] ?? 1] = prize[0];
    }
    const wins = evaluate(grid);
    const ok = prize ? wins.length === 1 && wins[0]?.line === line && wins[0].symbol === prize[0] && wins[0].count === prize[1] : wins.length === 0;
    if (ok) return { grid, wins, payout: prize ? Math.round(bet * prize[2]) : 0 };
  }
  // Practically unreachable; a losing grid without wins is always constructible.
  const grid: SlotSymbol[][] = Array.from({ length: 5 }, (_, reel) => [0, 1, 2].map((row) => SLOT_SYMBOLS[(reel * 2 + row) % SLOT_SYMBOLS.length] ?? 'cherry'));
  return { grid, wins: [], payout: 0 };
}

// ---- baccarat -------------------------------------------------------------------------------------------------------
export interface Card {
  rank: number;
  suit: 0 | 1 | 2 | 3;
}
export type BaccaratSide = 'player' | 'banker' | 'tie';

const cardValue = (c: Card) => (c.rank >= 10 ? 0 : c.rank);
const total = (cards: readonly Card[]) => cards.reduce((s, c) => s + cardValue(c), 0) % 10;

export interface BaccaratRound {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

export function dealBaccarat(random: Random = cryptoRandom): BaccaratRound {
  // An 8-deck shoe, shuffled lazily: draw without replacement.
  const shoe: Card[] = [];
  for (let d = 0; d < 8; d++) for (let suit = 0; suit < 4; suit++) for (let rank = 1; rank <= 13; rank++) shoe.push({ rank, suit: suit as Card['suit'] });
  const draw = (): Card => {
    const i = Math.floor(random() * shoe.length);
    const [card] = shoe.splice(i, 1);
    return card ?? { rank: 1, suit: 0 };
  };
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  const pt = total(player);
  const bt = total(banker);
  if (pt < 8 && bt < 8) {
    let playerThird: Card | undefined;
    if (pt <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    const b = total(banker);
    if (!playerThird) {
      if (b <= 5) banker.push(draw());
    } else {
      const p3 = cardValue(playerThird);
      const draws = b <= 2 || (b === 3 && p3 !== 8) || (b === 4 && p3 >= 2 && p3 <= 7) || (b === 5 && p3 >= 4 && p3 <= 7) || (b === 6 && (p3 === 6 || p3 === 7));
      if (draws) banker.push(draw());
    }
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return { player, banker, playerTotal, bankerTotal, winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie' };
}

/** Return (stake included) of each side's bet, minor units: player 1:1, banker 0.95:1, tie 8:1; a tie returns player and banker bets. */
export function baccaratPayout(round: BaccaratRound, bets: Record<BaccaratSide, number>): number {
  let out = 0;
  if (round.winner === 'tie') out += bets.player + bets.banker + bets.tie * 9;
  else if (round.winner === 'player') out += bets.player * 2;
  else out += Math.floor(bets.banker * 1.95);
  return out;
}

// ---- fishing ---------------------------------------------------------------------------------------------------------
export const FISH = [
  { key: 'minnow', multiplier: 2, colour: '#7ad3ff' },
  { key: 'clown', multiplier: 3, colour: '#ff9f43' },
  { key: 'puffer', multiplier: 5, colour: '#ffd84d' },
  { key: 'turtle', multiplier: 8, colour: '#3ecf8e' },
  { key: 'ray', multiplier: 12, colour: '#b38cff' },
  { key: 'shark', multiplier: 20, colour: '#9fb3c8' },
  { key: 'dragon', multiplier: 50, colour: '#ff5d73' },
] as const;
export type FishKey = (typeof FISH)[number]['key'];

export function shoot(fish: FishKey, bet: number, rtp: number, random: Random = cryptoRandom): { hit: boolean; payout: number; multiplier: number } {
  const kind = FISH.find((f) => f.key === fish) ?? FISH[0];
  const hit = random() < rtp / kind.multiplier;
  return { hit, payout: hit ? bet * kind.multiplier : 0, multiplier: kind.multiplier };
}
