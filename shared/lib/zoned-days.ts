/**
 * Calendar days in a time zone: which day an instant falls on, when a day starts, and day
 * arithmetic on `YYYY-MM-DD` strings. Through Intl only (no database time zones), so the
 * server, the dashboard and PGlite agree on every boundary, daylight saving included.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The wall-clock fields of `instant` in `tz`. */
function wallClock(instant: Date, tz: string) {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(tz).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 1970,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day `instant` falls on in `tz`, `YYYY-MM-DD`. */
export function dayInZone(instant: Date, tz: string): string {
  const w = wallClock(instant, tz);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** Milliseconds `tz` is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: Date, tz: string): number {
  const w = wallClock(instant, tz);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** Midnight UTC of `day` (`YYYY-MM-DD`), as milliseconds. */
function utcMidnight(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/**
 * The instant `day` begins in `tz` (its first moment: where a zone skips midnight, the first
 * wall-clock time after it).
 */
export function zonedDayStart(day: string, tz: string): Date {
  const midnight = utcMidnight(day);
  // Local midnight read with the offset in force a day before and a day after (they differ
  // only across a daylight-saving change): the earliest reading that falls on `day` is its
  // start. Where a zone skips midnight, that is the first wall-clock time after the gap.
  const candidates = [-86_400_000, 0, 86_400_000]
    .map((shift) => midnight - zoneOffsetMs(new Date(midnight + shift), tz))
    .filter((t) => dayInZone(new Date(t), tz) === day)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? midnight - zoneOffsetMs(new Date(midnight), tz));
}

/**
 * The instant a wall-clock time `YYYY-MM-DDTHH:mm` reads in `tz` (a time a daylight-saving
 * gap skips is read with the offset before the gap). The inverse: `wallTimeInZone`.
 */
export function zonedInstant(local: string, tz: string): Date {
  const [day = '1970-01-01', time = '00:00'] = local.split('T');
  const [h = 0, m = 0] = time.split(':').map(Number);
  const asUtc = utcMidnight(day) + h * 3_600_000 + m * 60_000;
  // The offset at the guess, then at the result (they differ only near a change).
  const first = asUtc - zoneOffsetMs(new Date(asUtc), tz);
  return new Date(asUtc - zoneOffsetMs(new Date(first), tz));
}

/** The wall-clock time `instant` reads in `tz`, `YYYY-MM-DDTHH:mm` (a datetime-local value). */
export function wallTimeInZone(instant: Date, tz: string): string {
  const w = wallClock(instant, tz);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const d = new Date(utcMidnight(day) + n * 86_400_000);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Calendar days from `from` to `to` (0 for the same day; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / 86_400_000);
}

/** The zone this runtime is in (a browser: its user's), `UTC` when it says none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
