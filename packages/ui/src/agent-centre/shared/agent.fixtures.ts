/** Sample data for the agent-centre stories: fixed figures and times (screenshots must not move). */
import type { DateRangeValue } from '../../forms/DateRangePresets';

export const sampleToday = '2026-11-25';
export const sampleTimeZone = 'Asia/Tokyo';
export const last7: DateRangeValue = { from: '2026-11-19', to: sampleToday, preset: 'last7' };

/** A Tokyo wall-clock time on the sample day (or `day` days before it), as an ISO instant. */
export function tokyoIso(time: string, day = 0): string {
  const [h, m, s = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 25 - day, h! - 9, m!, s)).toISOString();
}

/** The last seven days, oldest first, as yyyy-MM-dd. */
export const sampleDays = [
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
];

/** The agent's team accounts the stories share. */
export const sampleAccounts = [
  'lucky88',
  'mika_tan',
  'ryu2024',
  'sora77',
  'hana_k',
  'kenji01',
  'yuki_m',
  'taro555',
] as const;
