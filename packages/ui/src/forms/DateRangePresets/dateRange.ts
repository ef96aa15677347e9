/** Calendar-day arithmetic on 'YYYY-MM-DD' strings (no clock, no time zone after "today" is known). */

export const dateRangePresets = ['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'] as const;
export type DateRangeQuickPreset = (typeof dateRangePresets)[number];
export type DateRangePreset = DateRangeQuickPreset | 'custom';

export const dateRangeDirections = ['past', 'future', 'both'] as const;
/** Which presets a page offers: records look back, schedules (lottery draws, promotions) look ahead. */
export type DateRangeDirection = (typeof dateRangeDirections)[number];

export interface DateRangeValue {
  /** First day, 'YYYY-MM-DD', inclusive. */
  from: string;
  /** Last day, 'YYYY-MM-DD', inclusive. */
  to: string;
  preset: DateRangePreset;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day in 'YYYY-MM-DD'. */
export function isIsoDate(text: string): boolean {
  const match = isoPattern.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** `iso` moved by `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Today's date in a time zone (the member's), as 'YYYY-MM-DD'. */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The presets a direction offers, in display order. */
export function presetsFor(direction: DateRangeDirection): DateRangeQuickPreset[] {
  if (direction === 'past') return ['today', 'yesterday', 'last7', 'last30'];
  if (direction === 'future') return ['today', 'next7', 'next30'];
  return ['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'];
}

/** The days a preset covers; "previous 7 days" ends today and counts it, "next 7 days" starts today. */
export function rangeForPreset(preset: DateRangeQuickPreset, today: string): DateRangeValue {
  switch (preset) {
    case 'today':
      return { from: today, to: today, preset };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day, preset };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today, preset };
    case 'last30':
      return { from: addDays(today, -29), to: today, preset };
    case 'next7':
      return { from: today, to: addDays(today, 6), preset };
    case 'next30':
      return { from: today, to: addDays(today, 29), preset };
  }
}

export type DateRangeIssue = 'missing' | 'order' | 'outOfBounds';

/** The first problem with a custom range, or undefined when it is valid. */
export function validateDateRange(
  from: string,
  to: string,
  bounds: { min?: string; max?: string } = {},
): DateRangeIssue | undefined {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'missing';
  if (to < from) return 'order';
  if ((bounds.min && from < bounds.min) || (bounds.max && to > bounds.max)) return 'outOfBounds';
  return undefined;
}
