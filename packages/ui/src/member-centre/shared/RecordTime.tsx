import { TimeText } from './panel.styles';
import { formatRecordTime, isoOf } from './time';

export interface RecordTimeProps {
  /** A millisecond timestamp. */
  time: number;
  timeZone?: string;
}

/** A record's time, `yyyy-MM-dd HH:mm:ss` in the member's zone; in a table the clock goes under the date. */
export function RecordTime({ time, timeZone }: RecordTimeProps) {
  const [date, clock] = formatRecordTime(time, timeZone).split(' ');
  return (
    <TimeText dateTime={isoOf(time)} data-part="Time">
      <span>{date}</span> <span data-part="Clock">{clock}</span>
    </TimeText>
  );
}
