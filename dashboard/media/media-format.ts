/**
 * How the library names an image's facts: its size in bytes and its dimensions, through
 * `Intl` in the browser's locale.
 */

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** `1.4 MB`, `240 kB`, `512 bytes`, in `locale` (the browser's when undefined). */
export function formatBytes(bytes: number, locale?: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    // "28 bytes" (the short form says "28 byte").
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/** `1200 × 800`. */
export function formatDimensions(width: number, height: number): string {
  return `${width} × ${height}`;
}
