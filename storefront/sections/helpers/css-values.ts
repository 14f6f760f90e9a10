/**
 * Turns the registry's prop shapes (spacing, unit numbers, ratios) into CSS values for inline
 * styles. Pure. The shapes are the section schemas' own types (`shared/sections/fields.ts`),
 * imported as types only, so the browser bundle carries no zod.
 */
import type { CSSProperties } from 'react';
import type { Spacing, UnitNumber } from '../../../shared';

/** `{ top: 8, right: 16, bottom: 8, left: 16 }` -> `'8px 16px 8px 16px'`. */
export function toSpacingCss(spacing: Spacing): string {
  return `${spacing.top}px ${spacing.right}px ${spacing.bottom}px ${spacing.left}px`;
}

/**
 * A section's padding: its top and bottom times the theme's section spacing
 * (`--sf-section-spacing`, 1 by default), its sides as they are.
 */
export function toSectionPaddingCss(spacing: Spacing): string {
  const scaled = (px: number) =>
    px === 0 ? '0px' : `calc(${px}px * var(--sf-section-spacing, 1))`;
  return `${scaled(spacing.top)} ${spacing.right}px ${scaled(spacing.bottom)} ${spacing.left}px`;
}

/** `{ value: 550, unit: 'px' }` -> `'550px'`. */
export function toUnitCss(value: UnitNumber): string {
  return `${value.value}${value.unit}`;
}

/** `'16:9'` -> `'16 / 9'`; undefined for `'auto'` or anything else. */
export function toAspectRatioCss(ratio: string): string | undefined {
  const match = /^(\d+):(\d+)$/.exec(ratio);
  return match ? `${match[1]} / ${match[2]}` : undefined;
}

/** The outer box of a section: background, margin and padding. */
export function sectionBoxStyle(props: {
  backgroundColor: string;
  margin: Spacing;
  padding: Spacing;
}): CSSProperties {
  return {
    backgroundColor: props.backgroundColor,
    margin: toSpacingCss(props.margin),
    padding: toSectionPaddingCss(props.padding),
  };
}

/** The box of a text band (topbar, footer): colours, margin, padding and font size. */
export function textBandStyle(props: {
  backgroundColor: string;
  textColor: string;
  margin: Spacing;
  padding: Spacing;
  fontSize: number;
}): CSSProperties {
  return {
    backgroundColor: props.backgroundColor,
    color: props.textColor,
    margin: toSpacingCss(props.margin),
    padding: toSectionPaddingCss(props.padding),
    fontSize: `${props.fontSize}px`,
  };
}

/**
 * A hero's height on each screen: the storefront's stylesheet picks `--${block}-height` or
 * `--${block}-mobile-height` at its 768 px breakpoint; in the builder (`builderScreen` set)
 * the chosen screen's height is the min-height itself.
 */
export function screenHeightStyle(
  block: string,
  props: { height: UnitNumber; mobileHeight: UnitNumber },
  builderScreen: 'desktop' | 'tablet' | 'mobile' | null,
): CSSProperties {
  return {
    [`--${block}-height`]: toUnitCss(props.height),
    [`--${block}-mobile-height`]: toUnitCss(props.mobileHeight),
    minHeight: builderScreen
      ? toUnitCss(builderScreen === 'mobile' ? props.mobileHeight : props.height)
      : undefined,
  };
}
