/** Story data for the results pieces: fixed seeds, hashes and numbers (no clock, no randomness). */
import { FORMAT_RULES, boardOf, slotTiers, type LotteryFormat, type VnRegion } from '@croupier/contract';
import type { LotteryBet, LotteryDraw } from '@croupier/contract';

/** A fixed pseudo-random stream (xorshift32) so every render shows the same digits. */
function stream(seed: number) {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

const hex = (next: () => number) => Array.from({ length: 64 }, () => Math.floor(next() * 16).toString(16)).join('');
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Fixed numbers of a format (not derived from the seed: the stories show layouts, the site verifies). */
export function sampleNumbers(format: LotteryFormat, seed: number): string[] {
  const next = stream(seed);
  const rule = FORMAT_RULES[format];
  if (rule.kind === 'board') return slotTiers(format).map((t) => pad(Math.floor(next() * 10 ** t.digits), t.digits));
  const span = rule.max - rule.min + 1;
  if (!rule.distinct)
    return Array.from({ length: rule.balls }, () => pad(rule.min + Math.floor(next() * span), rule.width));
  const pool = Array.from({ length: span }, (_, i) => rule.min + i);
  for (let i = 0; i < rule.balls; i++) {
    const j = i + Math.floor(next() * (span - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, rule.balls).map((n) => pad(n, rule.width));
}

const base = Date.UTC(2026, 10, 26, 12, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

/** A page of drawn periods of a one-minute game, newest first; one is cancelled, the latest is only drawn. */
export function sampleDraws(format: LotteryFormat = 'digits5', gameCode = 'ELOTT1M', count = 10): LotteryDraw[] {
  return Array.from({ length: count }, (_, i) => {
    const drawAt = base - i * 60_000;
    const next = stream(7919 * (i + 1));
    const status = i === 0 ? 'drawn' : i === 3 ? 'cancelled' : 'settled';
    const periodNo = `20261126-${pad(720 - i, 4)}`;
    return {
      gameCode,
      periodNo,
      status,
      opensAt: iso(drawAt - 60_000),
      closesAt: iso(drawAt - 5_000),
      drawAt: iso(drawAt),
      seedHash: hex(next),
      seed: status === 'cancelled' ? null : hex(next),
      numbers: status === 'cancelled' ? null : sampleNumbers(format, 104729 * (i + 3)),
      drawnAt: status === 'cancelled' ? null : iso(drawAt + 1_000),
    } satisfies LotteryDraw;
  });
}

/** The period taking bets: its hash is public, its seed is not. */
export const openDraw: LotteryDraw = {
  gameCode: 'ELOTT1M',
  periodNo: '20261126-0721',
  status: 'open',
  opensAt: iso(base),
  closesAt: iso(base + 55_000),
  drawAt: iso(base + 60_000),
  seedHash: hex(stream(31)),
  seed: null,
  numbers: null,
  drawnAt: null,
};

export interface SampleBoard {
  region: VnRegion;
  gameCode: string;
  name: string;
  periodNo: string;
  drawnAt: string;
  prizes: { tier: string; numbers: string[] }[];
}

const board = (
  region: VnRegion,
  format: LotteryFormat,
  gameCode: string,
  name: string,
  seed: number,
  hour: number,
): SampleBoard => ({
  region,
  gameCode,
  name,
  periodNo: '20261126',
  drawnAt: iso(Date.UTC(2026, 10, 26, hour, 15)),
  prizes: boardOf(format, sampleNumbers(format, seed)),
});

/** Today's Vietnam boards: Hà Nội (27 prizes), two Central and two Southern provinces (18 each). */
export const sampleBoards: SampleBoard[] = [
  board('north', 'vnNorth', 'VN_HN', 'Hà Nội', 11, 11),
  board('central', 'vnSouth', 'VNS_DN', 'Đà Nẵng', 23, 10),
  board('central', 'vnSouth', 'VNS_KH', 'Khánh Hòa', 29, 10),
  board('south', 'vnSouth', 'VNS_HCM', 'TP. Hồ Chí Minh', 37, 9),
  board('south', 'vnSouth', 'VNS_DT', 'Đồng Tháp', 41, 9),
];

/** A 4D board (three top prizes, ten special, ten consolation). */
export const sample4dBoard: SampleBoard = board('south', 'sea4d', 'SEA_4D', 'Magnum 4D', 53, 11);

/** Hot numbers: 20 two-digit numbers and the full 00-99 table. */
export function samplePopular(count: 20 | 100): { number: string; hits: number }[] {
  const next = stream(count * 97);
  const all = Array.from({ length: 100 }, (_, i) => ({ number: pad(i, 2), hits: 2 + Math.floor(next() * 30) }));
  if (count === 100) return all;
  return [...all].sort((a, b) => b.hits - a.hits || a.number.localeCompare(b.number)).slice(0, 20);
}

const bet = (
  betId: number,
  playType: string,
  selection: string,
  amount: number,
  odds: number,
  status: LotteryBet['status'],
  periodNo: string,
): LotteryBet => ({
  betId,
  orderNo: `LT2026112600${betId}`,
  gameCode: playType.startsWith('VN') ? 'VN_HN' : 'ELOTT1M',
  gameName: playType.startsWith('VN') ? 'Hà Nội' : 'E-Lottery 1 min',
  periodNo,
  playType,
  selection,
  amount,
  odds,
  status,
  payout: status === 'won' ? Math.floor(amount * odds * 100) / 100 : status === 'cancelled' ? amount : 0,
  createdAt: iso(base - betId * 90_000),
  settledAt: status === 'pending' ? null : iso(base - betId * 60_000),
});

export const sampleBets: LotteryBet[] = [
  bet(1, 'ELOTT_DS', 'B', 100, 1.94, 'pending', '20261126-0721'),
  bet(2, 'ELOTT_SUM', '23', 20, 28.46, 'won', '20261126-0720'),
  bet(3, 'ELOTT_POS', '1:7', 50, 9.7, 'lost', '20261126-0719'),
  bet(4, 'VN_LO', '27', 1000, 2.61, 'won', '20261126'),
  bet(5, 'VN_DE', '81', 200, 97, 'lost', '20261126'),
  bet(6, 'ELOTT_DS', 'O', 100, 1.94, 'cancelled', '20261126-0717'),
];
