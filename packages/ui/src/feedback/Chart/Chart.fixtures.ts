import type { ChartPoint } from './Chart.types';

/** `count` consecutive ISO days ending on `last`. */
export function isoDays(count: number, last = '2026-11-24'): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

// Fixed figures (no randomness: screenshots must not move).
const mixed = [
  1250.5, -830, 2410.75, -120.25, 0, 3890, -2650.4, 540, 1180, -4320.8, 960.3, 2750, -610, -1540.55, 4980, 310.2, -90,
  1875.6, -3210, 2260.4, 690, -1120, 5420.9, -2480, 1340, -760.35, 2980.1, 415, -1890.7, 3560,
];
const positive = [
  820, 1450.5, 630, 2210, 1780.25, 340, 2960, 1120, 1540.8, 2480, 910, 3120.4, 1670, 2240, 760.6, 1980, 2630, 1410,
  3380.75, 1190, 2050, 870.3, 2790, 1630, 3540, 2110.9, 1280, 2470, 3020, 1860,
];

export const mixedDays: ChartPoint[] = isoDays(30).map((date, i) => ({ date, value: mixed[i]! }));
export const positiveDays: ChartPoint[] = isoDays(30).map((date, i) => ({ date, value: positive[i]! }));
