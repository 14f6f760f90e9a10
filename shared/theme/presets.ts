/**
 * Complete theme styles a merchant applies in one change: colour schemes, type, buttons,
 * inputs, cards and spacing. Applying one keeps the scheme ids (so every section keeps the
 * scheme it picked) and touches no content. `classic` is the look the storefront had before
 * themes existed, and the default of every store.
 */
import { themeSchema, type ColorScheme, type Theme, type ThemeInput } from './theme';

type SchemeColors = Omit<ColorScheme, 'id' | 'name'>;

const scheme = (n: number, name: string, colors: SchemeColors): ColorScheme => ({
  id: `scheme-${n}`,
  name,
  ...colors,
});

/** Four schemes: light, dark, soft and brand. */
const schemes = (
  light: SchemeColors,
  dark: SchemeColors,
  soft: SchemeColors,
  brand: SchemeColors,
) => [
  scheme(1, 'Light', light),
  scheme(2, 'Dark', dark),
  scheme(3, 'Soft', soft),
  scheme(4, 'Brand', brand),
];

const c = (
  background: string,
  text: string,
  heading: string,
  accent: string,
  buttonText: string,
  border: string,
  buttonBackground = '',
): SchemeColors => ({ background, text, heading, accent, buttonBackground, buttonText, border });

export interface ThemePreset {
  id: string;
  label: string;
  description: string;
  theme: Theme;
}

const preset = (
  id: string,
  label: string,
  description: string,
  theme: ThemeInput,
): ThemePreset => ({
  id,
  label,
  description,
  theme: themeSchema.parse({ ...theme, preset: id }),
});

export const themePresets: readonly ThemePreset[] = [
  preset('classic', 'Classic', 'Clean white pages, near-black type and buttons.', {
    colorSchemes: schemes(
      c('#ffffff', '#374151', '#111827', '#111827', '#ffffff', '#e5e7eb'),
      c('#111827', '#d1d5db', '#ffffff', '#ffffff', '#111827', '#374151'),
      c('#f9fafb', '#374151', '#111827', '#111827', '#ffffff', '#d1d5db'),
      c('#1e3a8a', '#dbeafe', '#ffffff', '#ffffff', '#1e3a8a', '#3b82f6'),
    ),
  }),
  preset('minimal', 'Minimal', 'Quiet greys, square corners, lots of air.', {
    colorSchemes: schemes(
      c('#ffffff', '#52525b', '#18181b', '#18181b', '#ffffff', '#e4e4e7'),
      c('#18181b', '#d4d4d8', '#fafafa', '#fafafa', '#18181b', '#3f3f46'),
      c('#f4f4f5', '#52525b', '#18181b', '#18181b', '#ffffff', '#d4d4d8'),
      c('#3f3f46', '#e4e4e7', '#ffffff', '#ffffff', '#18181b', '#71717a'),
    ),
    typography: { headingFont: 'inter', bodyFont: 'inter', headingWeight: 500, scaleRatio: 1.15 },
    buttons: { radius: 0, borderWidth: 1 },
    inputs: { radius: 0, borderWidth: 1 },
    cards: { radius: 0, borderWidth: 0 },
    layout: { pageWidth: 1120, sectionSpacing: 1.25 },
  }),
  preset('bold', 'Bold', 'Saturated colour, heavy uppercase headings, big buttons.', {
    colorSchemes: schemes(
      c('#ffffff', '#1f2937', '#111827', '#dc2626', '#ffffff', '#111827', '#b91c1c'),
      c('#111827', '#e5e7eb', '#ffffff', '#facc15', '#111827', '#facc15'),
      c('#fef3c7', '#1f2937', '#111827', '#b91c1c', '#ffffff', '#111827'),
      c('#b91c1c', '#fee2e2', '#ffffff', '#ffffff', '#b91c1c', '#fca5a5'),
    ),
    typography: {
      headingFont: 'montserrat',
      bodyFont: 'dm-sans',
      headingWeight: 900,
      headingCase: 'uppercase',
      scaleRatio: 1.3,
    },
    buttons: { radius: 4, borderWidth: 2, shadow: 'strong' },
    inputs: { radius: 4, borderWidth: 2 },
    cards: { radius: 4, borderWidth: 2 },
  }),
  preset('luxury', 'Luxury', 'Ivory and black with gold, serif headings, slim lines.', {
    colorSchemes: schemes(
      c('#fbf8f1', '#44403c', '#1c1917', '#8a6d1f', '#ffffff', '#e7e0cf', '#1c1917'),
      c('#1c1917', '#d6d3d1', '#f5efe0', '#d4b35c', '#1c1917', '#44403c'),
      c('#f3ede0', '#44403c', '#1c1917', '#8a6d1f', '#ffffff', '#d6ccb4', '#1c1917'),
      c('#3b2f13', '#ede4cc', '#ffffff', '#d4b35c', '#1c1917', '#8a6d1f'),
    ),
    typography: {
      headingFont: 'playfair-display',
      bodyFont: 'lora',
      headingWeight: 500,
      headingCase: 'none',
      scaleRatio: 1.25,
    },
    buttons: { radius: 0, borderWidth: 1 },
    inputs: { radius: 0, borderWidth: 1 },
    cards: { radius: 0, borderWidth: 1 },
    layout: { pageWidth: 1160, sectionSpacing: 1.5 },
  }),
  preset('playful', 'Playful', 'Bright pinks and purples, round everything.', {
    colorSchemes: schemes(
      c('#ffffff', '#4c1d95', '#3b0764', '#db2777', '#ffffff', '#f5d0fe', '#be185d'),
      c('#3b0764', '#f5d0fe', '#ffffff', '#f9a8d4', '#3b0764', '#6b21a8'),
      c('#fdf4ff', '#4c1d95', '#3b0764', '#7c3aed', '#ffffff', '#f0abfc'),
      c('#7c3aed', '#ede9fe', '#ffffff', '#ffffff', '#6d28d9', '#a78bfa'),
    ),
    typography: {
      headingFont: 'fredoka',
      bodyFont: 'nunito',
      headingWeight: 600,
      scaleRatio: 1.25,
    },
    buttons: { radius: 40, borderWidth: 0, shadow: 'soft' },
    inputs: { radius: 20, borderWidth: 2 },
    cards: { radius: 24, borderWidth: 0, shadow: 'soft' },
  }),
  preset('earthy', 'Earthy', 'Sand, clay and olive, soft corners.', {
    colorSchemes: schemes(
      c('#faf7f2', '#57534e', '#292524', '#9a3412', '#ffffff', '#e7e0d5'),
      c('#292524', '#d6d3d1', '#fafaf9', '#fdba74', '#292524', '#57534e'),
      c('#f0ebe1', '#57534e', '#292524', '#3f6212', '#ffffff', '#d6ccbb'),
      c('#3f6212', '#ecfccb', '#ffffff', '#ffffff', '#3f6212', '#65a30d'),
    ),
    typography: { headingFont: 'fraunces', bodyFont: 'work-sans', headingWeight: 600 },
    buttons: { radius: 12, borderWidth: 1 },
    inputs: { radius: 12, borderWidth: 1 },
    cards: { radius: 16, borderWidth: 1 },
  }),
  preset('mono', 'Mono', 'Black and white, monospace type, hard edges.', {
    colorSchemes: schemes(
      c('#ffffff', '#111111', '#000000', '#000000', '#ffffff', '#000000'),
      c('#000000', '#eeeeee', '#ffffff', '#ffffff', '#000000', '#ffffff'),
      c('#eeeeee', '#111111', '#000000', '#000000', '#ffffff', '#000000'),
      c('#111111', '#ffffff', '#ffffff', '#ffffff', '#000000', '#666666'),
    ),
    typography: {
      headingFont: 'jetbrains-mono',
      bodyFont: 'jetbrains-mono',
      headingWeight: 700,
      headingCase: 'uppercase',
      baseSize: 15,
    },
    buttons: { radius: 0, borderWidth: 2 },
    inputs: { radius: 0, borderWidth: 2 },
    cards: { radius: 0, borderWidth: 2 },
  }),
];

/** Every preset's id, in the panel's order. */
export const themePresetIds = themePresets.map((p) => p.id) as [string, ...string[]];

/** The preset of `id`, if any. */
export const themePreset = (id: string) => themePresets.find((p) => p.id === id);

/** Every store's theme until its merchant changes it: the classic look. */
export const defaultTheme: Theme = themePresets[0]!.theme;

/**
 * `preset` applied to `theme`: the preset's values, and the theme's schemes past the
 * preset's four kept (a merchant's fifth scheme is still there, its colours unchanged).
 */
export function applyPreset(theme: Theme, preset: ThemePreset): Theme {
  const ids = new Set(preset.theme.colorSchemes.map((s) => s.id));
  return {
    ...structuredClone(preset.theme),
    colorSchemes: [
      ...structuredClone(preset.theme.colorSchemes).map((s) => ({
        ...s,
        name: theme.colorSchemes.find((t) => t.id === s.id)?.name ?? s.name,
      })),
      ...theme.colorSchemes.filter((s) => !ids.has(s.id)),
    ],
  };
}

/** A stored theme as it is used: itself when it validates, else the default theme. */
export function readTheme(value: unknown): Theme {
  if (value === undefined || value === null) return defaultTheme;
  const parsed = themeSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultTheme;
}
