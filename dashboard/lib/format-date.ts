/**
 * Shows an ISO timestamp as a short date in the browser's locale (e.g. `Jul 1, 2026`).
 */

/** Formats `iso` as a date; returns `iso` unchanged when it is no valid date. */
export function formatDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
