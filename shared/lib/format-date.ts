/**
 * Shows an ISO timestamp as a short date (or date and time). By default in the reader's locale
 * and time zone: the dashboard's lists, rendered in the browser only. A page the server renders
 * and the browser hydrates (a product's reviews) passes `PAGE_DATES`, so both write the same
 * text whatever the shopper's language or clock. Each locale's formatter is made once: making
 * one is what costs (`toLocaleDateString` with options made a new one per call, a tenth of a
 * product page's render with five reviews).
 */

/** Where a date is read: a locale and an IANA time zone (each the reader's when left out). */
export interface DateReading {
  locale?: string | undefined;
  timeZone?: string | undefined;
}

/** The storefront's server-rendered dates: the store's language (as its money's) and UTC. */
export const PAGE_DATES: DateReading = { locale: 'en-US', timeZone: 'UTC' };

const DATE = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const DATE_TIME = { ...DATE, hour: 'numeric', minute: '2-digit' } as const;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatted(iso: string, withTime: boolean, reading: DateReading): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${withTime ? 't' : 'd'}|${reading.locale ?? ''}|${reading.timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(reading.locale, {
      ...(withTime ? DATE_TIME : DATE),
      ...(reading.timeZone ? { timeZone: reading.timeZone } : {}),
    });
    formats.set(key, format);
  }
  return format.format(date);
}

/** Formats `iso` as a date (e.g. `Jul 1, 2026`); returns `iso` unchanged when it is no valid date. */
export function formatDate(iso: string, reading: DateReading = {}): string {
  return formatted(iso, false, reading);
}

/** Formats `iso` as a date and time (e.g. `Jul 1, 2026, 2:05 PM`); `iso` when invalid. */
export function formatDateTime(iso: string, reading: DateReading = {}): string {
  return formatted(iso, true, reading);
}
