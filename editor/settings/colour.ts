/**
 * Colour helpers for the colour control: the native picker only speaks `#rrggbb`, while a
 * setting may hold any CSS colour (rgba, hsl, named, transparent).
 */

const hexPattern = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Whether `value` is a hex colour (#rgb, #rgba, #rrggbb or #rrggbbaa). */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && hexPattern.test(value.trim());
}

/** `value` as the `#rrggbb` a colour input accepts (alpha dropped), or undefined when not hex. */
export function toPickerHex(value: unknown): string | undefined {
  if (!isHexColor(value)) return undefined;
  const digits = value.trim().slice(1).toLowerCase();
  if (digits.length === 3 || digits.length === 4) {
    return `#${[...digits.slice(0, 3)].map((d) => d + d).join('')}`;
  }
  return `#${digits.slice(0, 6)}`;
}
