import { RecordTime } from '../../member-centre/shared/RecordTime';
import { Muted } from '../../member-centre/shared/panel.styles';

export interface AgentTimeProps {
  /** An ISO 8601 instant ('2026-11-25T12:42:13Z'). */
  time: string | null | undefined;
  timeZone?: string;
}

/** An ISO time as the records show it (`yyyy-MM-dd HH:mm:ss` in the member's zone); a dash when there is none. */
export function AgentTime({ time, timeZone }: AgentTimeProps) {
  const ms = time ? Date.parse(time) : Number.NaN;
  if (!Number.isFinite(ms)) return <Muted aria-hidden="true">—</Muted>;
  return <RecordTime time={ms} timeZone={timeZone} />;
}
