/**
 * Section props that take their length from the theme: a button's or a card's corner radius
 * left empty (`null`, the default) is the theme's (`--sf-button-radius`, `--sf-card-radius`);
 * a number is the section's own. Zod-free: the storefront's render reads it.
 */
import type { Theme } from '../theme/theme';
import type { SectionType } from './types';

export type ThemeLength = 'buttonRadius' | 'cardRadius';

export const sectionThemeLengths: Partial<
  Record<SectionType, Readonly<Record<string, ThemeLength>>>
> = {
  productGrid: {
    cardRadius: 'cardRadius',
    buyButtonRadius: 'buttonRadius',
    cartButtonRadius: 'buttonRadius',
  },
  simpleProductGrid: { cardRadius: 'cardRadius' },
};

/** The custom property of each theme length. */
export const themeLengthVar: Record<ThemeLength, string> = {
  buttonRadius: '--sf-button-radius',
  cardRadius: '--sf-card-radius',
};

/** The theme length prop `key` of a `type` section reads, if any. */
export const themeLengthOf = (type: string, key: string): ThemeLength | undefined =>
  sectionThemeLengths[type as SectionType]?.[key];

/** The theme's value of `length`, px. */
export const themeLengthValue = (theme: Theme, length: ThemeLength): number =>
  length === 'buttonRadius' ? theme.buttons.radius : theme.cards.radius;

/** A length prop as CSS: its own px, or the theme's variable (with `fallback` px). */
export const themeLengthCss = (value: number | null, length: ThemeLength, fallback: number) =>
  value === null ? `var(${themeLengthVar[length]}, ${fallback}px)` : `${value}px`;
