import { describe, expect, it } from 'vitest';
import { formatNoticeDate } from './formatNoticeDate';

describe('formatNoticeDate', () => {
  it('formats a millisecond timestamp as yyyy-MM-dd HH:mm:ss in the given zone', () => {
    const ms = Date.UTC(2024, 2, 5, 7, 8, 9, 999);
    expect(formatNoticeDate(ms, 'UTC')).toBe('2024-03-05 07:08:09');
    expect(formatNoticeDate(ms, 'Asia/Tokyo')).toBe('2024-03-05 16:08:09');
    expect(formatNoticeDate(ms, 'America/New_York')).toBe('2024-03-05 02:08:09');
  });

  it('uses the 24-hour clock: afternoon stays apart from morning, midnight is 00 not 24', () => {
    expect(formatNoticeDate(Date.UTC(2024, 0, 1, 15, 30, 0), 'UTC')).toBe('2024-01-01 15:30:00');
    expect(formatNoticeDate(Date.UTC(2024, 0, 1, 3, 30, 0), 'UTC')).toBe('2024-01-01 03:30:00');
    expect(formatNoticeDate(Date.UTC(2024, 0, 1, 0, 0, 0), 'UTC')).toBe('2024-01-01 00:00:00');
  });

  it('rolls the date over with the zone', () => {
    expect(formatNoticeDate(Date.UTC(2023, 11, 31, 20, 0, 0), 'Asia/Bangkok')).toBe('2024-01-01 03:00:00');
  });

  it('handles the epoch and returns an empty string for invalid input', () => {
    expect(formatNoticeDate(0, 'UTC')).toBe('1970-01-01 00:00:00');
    expect(formatNoticeDate(Number.NaN)).toBe('');
    expect(formatNoticeDate(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatNoticeDate(8.64e15 + 1)).toBe('');
  });

  it('defaults to the local zone', () => {
    const ms = Date.UTC(2024, 5, 1, 12, 0, 0);
    const local = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatNoticeDate(ms)).toBe(
      `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`,
    );
  });
});
