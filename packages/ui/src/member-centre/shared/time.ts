/** Record times: `yyyy-MM-dd HH:mm:ss` in the member's zone, as notices show them (SPEC §3). */
import { formatNoticeDate } from '../../overlays/NotificationModal/formatNoticeDate';

export { formatNoticeDate as formatRecordTime };

/** The machine-readable form for `<time dateTime>`; undefined for a timestamp out of range. */
export function isoOf(ms: number): string | undefined {
  if (!Number.isFinite(ms)) return undefined;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
