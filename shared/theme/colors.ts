/**
 * Colour arithmetic for theme colours (6-digit hex): WCAG 2 contrast, and the hover shade a
 * button derives from its fill. Pure, zod-free (the canvas and the storefront use it).
 */

/** `#rrggbb` (or `#rgb`) → [r, g, b] in 0..255; undefined for anything else. */
export function parseHex(color: string): [number, number, number] | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return undefined;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** WCAG 2 relative luminance of a hex colour (0 black … 1 white). */
export function relativeLuminance(color: string): number {
  const rgb = parseHex(color) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two hex colours, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** `color` mixed toward `toward` by `amount` (0 … 1). */
export function mix(color: string, toward: string, amount: number): string {
  const a = parseHex(color) ?? [0, 0, 0];
  const b = parseHex(toward) ?? [0, 0, 0];
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount));
}

/**
 * The hover shade of a fill: 12% toward black for a light colour, 15% toward white for a
 * dark one, so the change reads on either.
 */
export function hoverOf(color: string): string {
  return relativeLuminance(color) > 0.18
    ? mix(color, '#000000', 0.12)
    : mix(color, '#ffffff', 0.15);
}
