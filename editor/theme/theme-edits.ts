/**
 * The theme panel's rules, pure: a field's commit (validated by the theme's own schema, so
 * the panel never holds a theme the server would refuse), the contrast checks shown beside
 * each scheme, and adding or removing a scheme.
 */
import type { z } from 'zod';
import {
  colorSchemeSchema,
  contrastRatio,
  MAX_COLOR_SCHEMES,
  MIN_COLOR_SCHEMES,
  MIN_TEXT_CONTRAST,
  schemeRoleLabels,
  themeSchema,
  type ColorScheme,
  type SchemeRole,
  type Theme,
} from '../../shared';

export type ThemeCommitResult = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * `value` through `schema`; when it passes, `apply(parsed)` makes the next theme, which the
 * whole theme schema checks again before `set` gets it.
 */
export function commitThemeField<T>(
  schema: z.ZodType<T>,
  value: unknown,
  apply: (parsed: T) => Theme,
  set: (theme: Theme) => void,
): ThemeCommitResult {
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid' };
  const next = themeSchema.safeParse(apply(parsed.data));
  if (!next.success) return { ok: false, message: next.error.issues[0]?.message ?? 'Invalid' };
  set(next.data);
  return { ok: true, value: parsed.data };
}

/** `theme` with scheme `index` changed by `change`. */
export const withScheme = (theme: Theme, index: number, change: Partial<ColorScheme>): Theme => ({
  ...theme,
  preset: 'custom',
  colorSchemes: theme.colorSchemes.map((s, i) => (i === index ? { ...s, ...change } : s)),
});

/** The schema of one scheme colour, for its field's commit. */
export const schemeColorSchema = (role: SchemeRole) => colorSchemeSchema.shape[role];

export interface ContrastWarning {
  /** e.g. "Text on Background". */
  pair: string;
  ratio: number;
}

/** The colour pairs of a scheme people read, each checked against WCAG AA (4.5:1). */
const readPairs: readonly [fore: SchemeRole, back: SchemeRole][] = [
  ['text', 'background'],
  ['heading', 'background'],
  ['accent', 'background'],
  ['buttonText', 'buttonBackground'],
];

/** The colour of `role` in `scheme` (a button fill left empty is the accent). */
export const schemeColorOf = (scheme: ColorScheme, role: SchemeRole): string =>
  role === 'buttonBackground' ? scheme.buttonBackground || scheme.accent : scheme[role];

/** Every pair of `scheme` under 4.5:1. */
export function contrastWarnings(scheme: ColorScheme): ContrastWarning[] {
  return readPairs.flatMap(([fore, back]) => {
    const ratio = contrastRatio(schemeColorOf(scheme, fore), schemeColorOf(scheme, back));
    return ratio < MIN_TEXT_CONTRAST
      ? [{ pair: `${schemeRoleLabels[fore]} on ${schemeRoleLabels[back]}`, ratio }]
      : [];
  });
}

/** A ratio as people read it: `3.2:1`. */
export const formatRatio = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;

/** `theme` with a new scheme after the others (a copy of the first's colours), or null at 12. */
export function addScheme(theme: Theme): Theme | null {
  if (theme.colorSchemes.length >= MAX_COLOR_SCHEMES) return null;
  const used = new Set(theme.colorSchemes.map((s) => s.id));
  let n = 1;
  while (used.has(`scheme-${n}`)) n += 1;
  const base = theme.colorSchemes[0]!;
  return {
    ...theme,
    preset: 'custom',
    colorSchemes: [...theme.colorSchemes, { ...base, id: `scheme-${n}`, name: `Scheme ${n}` }],
  };
}

/** `theme` without scheme `index`, or null when it is one of the four every theme keeps. */
export function removeScheme(theme: Theme, index: number): Theme | null {
  if (index < MIN_COLOR_SCHEMES || index >= theme.colorSchemes.length) return null;
  return { ...theme, colorSchemes: theme.colorSchemes.filter((_, i) => i !== index) };
}
