/** Colour helpers for merchant colour values: a safe CSS colour, and a readable text colour. */

/**
 * One CSS colour (`#rgb`..`#rrggbbaa`, `rgb()`/`rgba()`/`hsl()`/`hsla()`, or a colour name),
 * else undefined. For merchant text used as a colour (a swatch's option value): server
 * rendering writes a style object into the `style` attribute as text, so a value such as
 * `red;background:url(…)` would add declarations of its own there.
 */
export function cssColorOrUndefined(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  return /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/deg]*\)|[a-z]{3,30})$/.test(v) ? v : undefined;
}

/** A readable text colour (near-black or white) for a button filled with `background`. */
export function toContrastText(background: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(background.trim())?.[1];
  if (!hex) return '#111827';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Pick whichever of #111827 (luminance ~0.012) and white gives the higher contrast.
  return (luminance + 0.05) / (0.012 + 0.05) >= 1.05 / (luminance + 0.05) ? '#111827' : '#ffffff';
}
