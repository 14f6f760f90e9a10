/**
 * A moment as a `<time>`: its ISO value for machines, its date and time (or only its date)
 * in the browser's locale for people.
 */
import { formatDate, formatDateTime } from '../../shared';

export interface TimestampProps {
  /** The ISO timestamp. */
  at: string;
  /** Only the date, without the time of day. Defaults to `false`. */
  dateOnly?: boolean;
  className?: string;
}

export function Timestamp({ at, dateOnly = false, className }: TimestampProps) {
  return (
    <time dateTime={at} className={className}>
      {dateOnly ? formatDate(at) : formatDateTime(at)}
    </time>
  );
}
