/**
 * The fonts a theme may use: three system stacks (no file) and the self-hosted variable fonts
 * of the generated catalogue, each served from the store's own host
 * (`/fonts/<version>/<file>`, a year's immutable cache) with `font-display: swap` and a
 * fallback face on a local font adjusted to its metrics, so the swap moves nothing.
 */
import { fontCatalogue } from './font-catalogue';
import type { CatalogueFont } from './font-types';

export interface ThemeFont {
  id: string;
  label: string;
  category: CatalogueFont['category'];
  /** The CSS font-family list. */
  stack: string;
  /** The self-hosted font, for any but the system stacks. */
  web?: CatalogueFont;
}

const sansStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const serifStack = "Georgia, 'Times New Roman', Times, serif";
const monoStack = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace";
const stackOf: Record<CatalogueFont['category'], string> = {
  sans: sansStack,
  display: sansStack,
  serif: serifStack,
  mono: monoStack,
};

export const systemFonts: readonly ThemeFont[] = [
  { id: 'system-sans', label: 'System sans-serif', category: 'sans', stack: sansStack },
  { id: 'system-serif', label: 'System serif', category: 'serif', stack: serifStack },
  { id: 'system-mono', label: 'System monospace', category: 'mono', stack: monoStack },
];

/** The fallback face's family name of a web font. */
const fallbackFamily = (font: CatalogueFont) => `${font.label} Fallback`;

export const themeFonts: readonly ThemeFont[] = [
  ...systemFonts,
  ...fontCatalogue.map((web) => ({
    id: web.id,
    label: web.label,
    category: web.category,
    stack: `'${web.family}', '${fallbackFamily(web)}', ${stackOf[web.category]}`,
    web,
  })),
];

export const themeFontIds = themeFonts.map((f) => f.id) as [string, ...string[]];

/** The font of `id` (the system sans-serif for an unknown one). */
export function themeFont(id: string): ThemeFont {
  return themeFonts.find((f) => f.id === id) ?? systemFonts[0]!;
}

/** The CSS `font-family` value of a font. */
export const fontFamilyOf = (id: string): string => themeFont(id).stack;

/** Where a font file is served on every host; the version makes the URL immutable. */
export const fontFileUrl = (font: CatalogueFont, file: string) => `/fonts/${font.version}/${file}`;

/** The web fonts among `ids`, each once. */
const webFonts = (ids: readonly string[]): CatalogueFont[] => [
  ...new Set(ids.map((id) => themeFont(id).web).filter((f): f is CatalogueFont => !!f)),
];

const overrideProperties = [
  ['ascentOverride', 'ascent-override'],
  ['descentOverride', 'descent-override'],
  ['lineGapOverride', 'line-gap-override'],
  ['sizeAdjust', 'size-adjust'],
] as const;

/** The fallback face's metric overrides as declarations, each after a `;`. */
const fallbackOverrides = (font: CatalogueFont) =>
  overrideProperties
    .map(([key, property]) => (font.fallback[key] ? `;${property}:${font.fallback[key]}` : ''))
    .join('');

/**
 * The `@font-face` rules of the web fonts among `ids`: each subset of the font (the browser
 * fetches only those its text uses), then the metric-adjusted fallback face.
 */
export function fontFacesCss(ids: readonly string[]): string[] {
  return webFonts(ids).flatMap((font) => [
    ...font.files.map(
      (f) =>
        `@font-face{font-family:'${font.family}';font-style:normal;font-display:swap;font-weight:${font.weights};src:url(${fontFileUrl(font, f.file)}) format('woff2');unicode-range:${f.unicodeRange}}`,
    ),
    `@font-face{font-family:'${fallbackFamily(font)}';src:${font.fallback.locals.map((l) => `local('${l}')`).join(',')}${fallbackOverrides(font)}}`,
  ]);
}

/** The files a page preloads for the fonts among `ids`: each web font's latin file. */
export function fontPreloadUrls(ids: readonly string[]): string[] {
  return webFonts(ids).map((font) => fontFileUrl(font, font.files[0]!.file));
}
