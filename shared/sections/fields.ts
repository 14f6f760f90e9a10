/**
 * Prop builders shared by every section schema, so the same kind of setting has the same
 * shape everywhere: colours, spacing, unit numbers, bounded integers, links, images.
 * Each takes its default; parsing `{}` then yields the documented default props.
 */
import { z } from 'zod';
import { schemeIdPattern } from '../theme/scheme-roles';

const colorPattern =
  /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|transparent|currentColor|[a-zA-Z]+)$/;

/** A CSS colour: hex, rgb(a), hsl(a) or a named colour. */
export const color = (def: string) =>
  z
    .string()
    .trim()
    .max(64)
    .regex(colorPattern, 'Enter a colour such as #1f2937 or rgba(0,0,0,0.5)')
    .default(def);

/**
 * A colour "from scheme" ('' , the default: the section's colour scheme gives it) or a
 * custom CSS colour. Which scheme role it reads is `sectionColorRoles` (scheme-colors.ts).
 */
export const schemeColor = () =>
  z
    .string()
    .trim()
    .max(64)
    .refine(
      (v) => v === '' || colorPattern.test(v),
      'Enter a colour such as #1f2937, or leave it empty to use the colour scheme',
    )
    .default('');

/**
 * A length the theme gives unless the section sets its own: `null` (the default) is the
 * theme's; which theme length it reads is `sectionThemeLengths` (theme-lengths.ts).
 */
export const themeLength = (max: number) =>
  z
    .number()
    .int('Must be a whole number')
    .min(0, 'Must be at least 0')
    .max(max, `Must be at most ${max}`)
    .nullable()
    .default(null);

/** A section's colour scheme: `scheme-1` … `scheme-12` of the store's theme. */
export const colorSchemeId = (def: string) =>
  z.string().regex(schemeIdPattern, 'Choose a colour scheme (scheme-1 … scheme-12)').default(def);

export const spacingSchema = z.object({
  top: z.number().min(0).max(400),
  right: z.number().min(0).max(400),
  bottom: z.number().min(0).max(400),
  left: z.number().min(0).max(400),
});
export type Spacing = z.infer<typeof spacingSchema>;

/** Margin or padding in px, one number per side. */
export const spacing = (top = 0, right = top, bottom = top, left = right) =>
  spacingSchema.default({ top, right, bottom, left });

export const cssUnits = ['px', '%', 'rem', 'em', 'vh', 'vw'] as const;
export const unitNumberSchema = z.object({
  value: z.number().min(0).max(10_000),
  unit: z.enum(cssUnits),
});
export type UnitNumber = z.infer<typeof unitNumberSchema>;

/** A number with a CSS unit, e.g. `{ value: 550, unit: 'px' }`. */
export const unitNumber = (value: number, unit: (typeof cssUnits)[number] = 'px') =>
  unitNumberSchema.default({ value, unit });

/** An integer between `min` and `max` inclusive. */
export const intBetween = (min: number, max: number, def: number) =>
  z
    .number()
    .int(`Must be a whole number`)
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`)
    .default(def);

/** A number between `min` and `max` inclusive. */
export const numberBetween = (min: number, max: number, def: number) =>
  z.number().min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`).default(def);

/** One of a fixed list of numbers (column selectors: spec 5 "limited to the options listed"). */
export const oneOfNumbers = <const T extends readonly [number, ...number[]]>(
  options: T,
  def: T[number],
) =>
  z
    .number()
    .refine(
      (n) => (options as readonly number[]).includes(n),
      `Must be one of ${options.join(', ')}`,
    )
    .default(def) as unknown as z.ZodDefault<z.ZodType<T[number]>>;

export const text = (def: string, max = 500) =>
  z.string().max(max, `At most ${max} characters`).default(def);

/** A link: a site path (`/shop`), an http(s) URL, `mailto:` or `tel:`; never `javascript:`. */
export const link = (def: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine(
      (v) => v === '' || /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i.test(v),
      'Enter a path like /shop or a full http(s) URL',
    )
    .default(def);

/** An image or media URL: a path on this site or an http(s) URL; '' when none. */
export const mediaUrl = (def = '', what = 'an image') =>
  z
    .string()
    .trim()
    .max(2000)
    .refine(
      (v) => v === '' || /^(\/(?!\/)|https?:\/\/|data:image\/)/i.test(v),
      `Enter ${what} path or http(s) URL`,
    )
    .default(def);

// A gradient goes into an inline style: only gradient functions of colours and stops.
const gradientPattern = /^(repeating-)?(linear|radial|conic)-gradient\([\w\s#.,%()-]+\)$/i;

/** A CSS gradient of colours and stops (never a url() or anything that escapes the style). */
export const cssGradient = (def: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine(
      (v) => gradientPattern.test(v) && !/url\s*\(|expression/i.test(v),
      'Enter a CSS gradient such as linear-gradient(135deg, #1e3a8a, #7c3aed)',
    )
    .default(def);

export const fontWeights = ['300', '400', '500', '600', '700', '800'] as const;
export const textAligns = ['left', 'center', 'right'] as const;

/** The column count on desktop, tablet and mobile, each one of its listed choices. */
export const deviceColumns = <
  D extends readonly [number, ...number[]],
  T extends readonly [number, ...number[]],
  M extends readonly [number, ...number[]],
>(
  [desktop, tablet, mobile]: readonly [D, T, M],
  [desktopDefault, tabletDefault, mobileDefault]: readonly [D[number], T[number], M[number]],
) => ({
  desktopColumns: oneOfNumbers(desktop, desktopDefault),
  tabletColumns: oneOfNumbers(tablet, tabletDefault),
  mobileColumns: oneOfNumbers(mobile, mobileDefault),
});

/** A background image or colour under an overlay of `opacity` (banner, static hero). */
export const overlayBackground = (opacity: number) => ({
  backgroundImage: mediaUrl(''),
  backgroundColor: schemeColor(),
  overlayColor: color('#000000'),
  overlayOpacity: numberBetween(0, 1, opacity),
});

/** The id of an item in a list prop (a slide, a question, a message): required, 1-100 characters. */
export const itemId = () => z.string().trim().min(1).max(100);
