import { describe, expect, it } from 'vitest';
import { formatChatTime } from './formatChatTime';

const NOW = Date.UTC(2026, 10, 20, 9, 0, 0); // 18:00 in Tokyo

describe('formatChatTime', () => {
  it('says "now" and "minutes ago" within the hour, in the language shown', () => {
    expect(formatChatTime(NOW - 20_000, NOW, 'en', 'Asia/Tokyo')).toBe('now');
    expect(formatChatTime(NOW - 5 * 60_000, NOW, 'en', 'Asia/Tokyo')).toBe('5 minutes ago');
    expect(formatChatTime(NOW - 5 * 60_000, NOW, 'ja', 'Asia/Tokyo')).toBe('5 分前');
  });

  it('gives the time of day for earlier today and the date and time before that, in the zone asked for', () => {
    expect(formatChatTime(NOW - 3 * 3_600_000, NOW, 'en', 'Asia/Tokyo')).toBe('3:00 PM');
    expect(formatChatTime(NOW - 26 * 3_600_000, NOW, 'en', 'Asia/Tokyo')).toBe('11/19/26, 4:00 PM');
    // The same moment (07:00 UTC) in New York: 02:00 there, still the same day as now (04:00 there).
    expect(formatChatTime(NOW - 2 * 3_600_000, NOW, 'en', 'America/New_York')).toBe('2:00 AM');
  });

  it('falls back to English for a tag Intl cannot read, and to a date for a time in the future', () => {
    expect(formatChatTime(NOW - 60_000, NOW, 'not a tag!', 'UTC')).toBe('1 minute ago');
    expect(formatChatTime(NOW + 2 * 86_400_000, NOW, 'en', 'UTC')).toBe('11/22/26, 9:00 AM');
  });
});
