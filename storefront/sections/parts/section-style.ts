/**
 * Small helpers turning section props into inline styles: spacing objects to CSS shorthand,
 * a colour check for merchant values no schema has checked, and the placeholder image used
 * when a product or category has none.
 */
import type { CSSProperties } from 'react';

export interface SpacingValue {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** `{ top: 8, right: 16, bottom: 8, left: 16 }` -> `'8px 16px 8px 16px'`. */
export function toCssSpacing(s: SpacingValue): string {
  return `${s.top}px ${s.right}px ${s.bottom}px ${s.left}px`;
}

/** The outer box of a section: background, margin and padding. */
export function sectionBoxStyle(props: {
  backgroundColor: string;
  margin: SpacingValue;
  padding: SpacingValue;
}): CSSProperties {
  return {
    backgroundColor: props.backgroundColor,
    margin: toCssSpacing(props.margin),
    padding: toCssSpacing(props.padding),
  };
}

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

/** A neutral picture-frame glyph on a light grey square, inline so it needs no host. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f3f4f6"/><g fill="none" stroke="#9ca3af" stroke-width="10" stroke-linejoin="round"><rect x="120" y="130" width="160" height="140" rx="12"/><path d="M130 250l50-55 40 40 25-25 35 40"/></g><circle cx="240" cy="170" r="14" fill="#9ca3af"/></svg>',
)}`;

/** A site path or http(s)/data image URL, else the placeholder. */
export function imageOrPlaceholder(src: string | null | undefined): string {
  return src && src.trim() ? src : PLACEHOLDER_IMAGE;
}
