/**
 * Turns the registry's prop shapes (spacing, unit numbers, ratios) into CSS
 * values for inline styles. Pure; shared by the sections of this group.
 */

/** A spacing prop as the registry stores it: px per side. */
export interface SpacingValue {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A number with a CSS unit as the registry stores it. */
export interface UnitValue {
  value: number;
  unit: string;
}

/** `{ top: 8, right: 16, bottom: 8, left: 16 }` -> `'8px 16px 8px 16px'`. */
export function toSpacingCss(spacing: SpacingValue): string {
  return `${spacing.top}px ${spacing.right}px ${spacing.bottom}px ${spacing.left}px`;
}

/** `{ value: 550, unit: 'px' }` -> `'550px'`. */
export function toUnitCss(value: UnitValue): string {
  return `${value.value}${value.unit}`;
}

/** `'16:9'` -> `'16 / 9'`; undefined for `'auto'` or anything else. */
export function toAspectRatioCss(ratio: string): string | undefined {
  const match = /^(\d+):(\d+)$/.exec(ratio);
  return match ? `${match[1]} / ${match[2]}` : undefined;
}
