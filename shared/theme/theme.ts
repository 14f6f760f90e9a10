/**
 * A store's theme: its colour schemes, typography, buttons, inputs, cards and spacing. Saved
 * as a draft with the page drafts, published with them and kept in page versions; every
 * section picks one of its colour schemes. `themeSchema` validates it (each field named on a
 * 400); `tokens.ts` turns it into CSS custom properties.
 */
import { z } from 'zod';
import { themeFontIds } from './fonts';
import { MAX_COLOR_SCHEMES, MIN_COLOR_SCHEMES, schemeIdPattern } from './scheme-roles';

export type { SchemeRole } from './scheme-roles';

const hex = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour such as #1f2937')
  .transform((v) => v.toLowerCase());

export const colorSchemeSchema = z.strictObject({
  id: z.string().regex(schemeIdPattern, 'Must be scheme-1 … scheme-12'),
  name: z.string().trim().min(1, 'Name the scheme').max(40, 'At most 40 characters'),
  background: hex,
  text: hex,
  heading: hex,
  accent: hex,
  /** '' = the accent colour. */
  buttonBackground: z.union([z.literal(''), hex]),
  buttonText: hex,
  border: hex,
});
export type ColorScheme = z.infer<typeof colorSchemeSchema>;

const int = (min: number, max: number, def: number) =>
  z
    .number()
    .int('Must be a whole number')
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`)
    .default(def);

export const headingCases = ['none', 'uppercase', 'capitalize'] as const;
export const shadows = ['none', 'soft', 'strong'] as const;

export const typographySchema = z.strictObject({
  headingFont: z.enum(themeFontIds).default('system-sans'),
  bodyFont: z.enum(themeFontIds).default('system-sans'),
  /** The body text size, px. */
  baseSize: int(12, 22, 16),
  /** Each heading level is this much larger than the next (h6 = base … h1 = base × ratio⁵). */
  scaleRatio: z.number().min(1, 'Must be at least 1').max(1.6, 'Must be at most 1.6').default(1.2),
  headingWeight: int(300, 900, 700).refine((n) => n % 100 === 0, 'Must be a multiple of 100'),
  headingCase: z.enum(headingCases).default('none'),
});

const boxSchema = (radius: number, borderWidth: number) =>
  z.strictObject({
    radius: int(0, 40, radius),
    borderWidth: int(0, 4, borderWidth),
    shadow: z.enum(shadows).default('none'),
  });

export const layoutSchema = z.strictObject({
  /** The content width, px. */
  pageWidth: int(960, 1600, 1200),
  /** Multiplies every section's vertical padding. */
  sectionSpacing: z
    .number()
    .min(0.5, 'Must be at least 0.5')
    .max(2, 'Must be at most 2')
    .default(1),
});

/** The theme's groups of settings besides its colour schemes, each with its defaults. */
export const themeGroupSchemas = {
  typography: typographySchema,
  buttons: boxSchema(6, 1),
  inputs: boxSchema(6, 1),
  cards: boxSchema(8, 1),
  layout: layoutSchema,
} as const;
export type ThemeGroup = keyof typeof themeGroupSchemas;

const withDefaults = <S extends z.ZodObject>(schema: S) =>
  schema.default(() => schema.parse({}) as z.util.NoUndefined<z.output<S>>);

export const themeSchema = z
  .strictObject({
    /** The preset the theme was last set from (its name in the panel), or 'custom'. */
    preset: z.string().trim().max(40).default('classic'),
    colorSchemes: z
      .array(colorSchemeSchema)
      .min(MIN_COLOR_SCHEMES, `At least ${MIN_COLOR_SCHEMES} colour schemes`)
      .max(MAX_COLOR_SCHEMES, `At most ${MAX_COLOR_SCHEMES} colour schemes`),
    typography: withDefaults(themeGroupSchemas.typography),
    buttons: withDefaults(themeGroupSchemas.buttons),
    inputs: withDefaults(themeGroupSchemas.inputs),
    cards: withDefaults(themeGroupSchemas.cards),
    layout: withDefaults(themeGroupSchemas.layout),
  })
  .superRefine((theme, ctx) => {
    const seen = new Set<string>();
    theme.colorSchemes.forEach((s, i) => {
      if (seen.has(s.id))
        ctx.addIssue({ code: 'custom', path: ['colorSchemes', i, 'id'], message: 'Used twice' });
      seen.add(s.id);
    });
  });
export type Theme = z.infer<typeof themeSchema>;
export type ThemeInput = z.input<typeof themeSchema>;
