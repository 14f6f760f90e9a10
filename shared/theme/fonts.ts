/**
 * The fonts a theme may use. The system stacks need no file; every other font is a
 * self-hosted variable font served from the store's own host (its files come from its npm
 * package). `fallback` is the local family its metric-adjusted fallback face is built on.
 */
export interface ThemeFont {
  id: string;
  label: string;
  category: 'sans' | 'serif' | 'mono' | 'display';
  /** The CSS font-family list after the font itself (or alone, for a system stack). */
  stack: string;
}

const sansStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const serifStack = "Georgia, 'Times New Roman', Times, serif";
const monoStack = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace";

export const systemFonts = [
  { id: 'system-sans', label: 'System sans-serif', category: 'sans', stack: sansStack },
  { id: 'system-serif', label: 'System serif', category: 'serif', stack: serifStack },
  { id: 'system-mono', label: 'System monospace', category: 'mono', stack: monoStack },
] as const satisfies readonly ThemeFont[];

export const themeFonts: readonly ThemeFont[] = [...systemFonts];

export const themeFontIds = themeFonts.map((f) => f.id) as [string, ...string[]];

/** The font of `id` (the system sans-serif for an unknown one). */
export function themeFont(id: string): ThemeFont {
  return themeFonts.find((f) => f.id === id) ?? systemFonts[0];
}

/** The CSS `font-family` value of a font. */
export const fontFamilyOf = (id: string): string => themeFont(id).stack;
