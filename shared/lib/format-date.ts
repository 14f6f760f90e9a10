/**
 * Shows an ISO timestamp as a short date (or date and time) in the reader's locale: the
 * dashboard's lists and the shopper's account (both render dates in the browser only).
 */

/** Formats `iso` as a date; returns `iso` unchanged when it is no valid date. */
export function formatDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Formats `iso` as a date and time (e.g. `Jul 1, 2026, 2:05 PM`); `iso` when invalid. */
export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
