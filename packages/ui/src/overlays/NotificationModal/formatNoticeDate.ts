/**
 * A notice's millisecond timestamp as `yyyy-MM-dd HH:mm:ss`. The spec writes the pattern with `hh`, which in
 * date-fns/Java notation is the 12-hour clock; without an AM/PM marker that would show 15:30 and 03:30 alike as
 * "03:30", so the 24-hour `HH` is used on purpose.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `timeZone` is an IANA name ("Asia/Tokyo"); the viewer's own zone when left out. Invalid input gives ''. */
export function formatNoticeDate(ms: number, timeZone?: string): string {
  if (!Number.isFinite(ms)) return '';
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  const year = (parts.year ?? '').padStart(4, '0');
  return `${year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
