/**
 * A message's time for people: "now" / "5 minutes ago" within the hour (Intl.RelativeTimeFormat), the time of day
 * today, else the short date and time (Intl.DateTimeFormat), in the language shown.
 */
const MINUTE = 60_000;

function safeLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

export function formatChatTime(createdAt: number, now: number, locale: string, timeZone?: string): string {
  const tag = safeLocale(locale);
  const diff = now - createdAt;
  if (diff >= 0 && diff < 60 * MINUTE) {
    const minutes = Math.floor(diff / MINUTE);
    const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
    return minutes === 0 ? relative.format(0, 'second') : relative.format(-minutes, 'minute');
  }
  const zone = timeZone ? { timeZone } : {};
  const dayOf = (ms: number) => new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
  if (dayOf(createdAt) === dayOf(now)) {
    return new Intl.DateTimeFormat(tag, { ...zone, hour: 'numeric', minute: '2-digit' }).format(createdAt);
  }
  return new Intl.DateTimeFormat(tag, { ...zone, dateStyle: 'short', timeStyle: 'short' }).format(createdAt);
}
