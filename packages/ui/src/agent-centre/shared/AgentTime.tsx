import { RecordTime } from '../../member-centre/shared/RecordTime';
import { formatRecordTime } from '../../member-centre/shared/time';
import { Muted } from '../../member-centre/shared/panel.styles';

export interface AgentTimeProps {
  /** An ISO 8601 instant ('2026-11-25T12:42:13Z'). */
  time: string | null | undefined;
  timeZone?: string;
  /** What shows when there is no time ("Never"); a dash otherwise. */
  emptyText?: string;
}

const dash = '—';

/** An ISO time as the records show it (`yyyy-MM-dd HH:mm:ss` in the member's zone); `emptyText` or a dash without one. */
export function AgentTime({ time, timeZone, emptyText }: AgentTimeProps) {
  const ms = time ? Date.parse(time) : Number.NaN;
  if (!Number.isFinite(ms)) return emptyText ? <Muted>{emptyText}</Muted> : <Muted aria-hidden="true">{dash}</Muted>;
  return <RecordTime time={ms} timeZone={timeZone} />;
}

/** A day ('2026-11-25') as it is, or an ISO instant as `yyyy-MM-dd HH:mm` in the member's zone. */
export function formatAgentDate(value: string, timeZone?: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return value;
  return formatRecordTime(ms, timeZone).slice(0, 16);
}

/** The machine-readable form of an agent date for `<time dateTime>`. */
export function agentDateTime(value: string): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}
