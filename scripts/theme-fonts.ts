/**
 * Writes `shared/theme/font-catalogue.ts`, the fonts a theme may pick, from the installed
 * `@fontsource-variable/*` packages (their version, family name, the latin and latin-ext
 * files of the weight axis and their unicode ranges) and Capsize's metrics (the fallback
 * face's overrides, so swapping to the web font moves nothing). `npm run fonts` after adding
 * a font here or updating a package; `theme-fonts.test.ts` fails while the file differs from
 * what this computes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
import type { CatalogueFont } from '../shared/theme/font-types';

type Category = CatalogueFont['category'];

/** The fonts offered, in the order the panel lists them: id (the package name) and category. */
export const offeredFonts: readonly [id: string, category: Category][] = [
  ['inter', 'sans'],
  ['dm-sans', 'sans'],
  ['figtree', 'sans'],
  ['manrope', 'sans'],
  ['montserrat', 'sans'],
  ['nunito', 'sans'],
  ['open-sans', 'sans'],
  ['plus-jakarta-sans', 'sans'],
  ['raleway', 'sans'],
  ['rubik', 'sans'],
  ['work-sans', 'sans'],
  ['space-grotesk', 'sans'],
  ['jost', 'sans'],
  ['outfit', 'sans'],
  ['source-sans-3', 'sans'],
  ['quicksand', 'sans'],
  ['playfair-display', 'serif'],
  ['lora', 'serif'],
  ['fraunces', 'serif'],
  ['eb-garamond', 'serif'],
  ['cormorant-garamond', 'serif'],
  ['crimson-pro', 'serif'],
  ['literata', 'serif'],
  ['bitter', 'serif'],
  ['roboto-slab', 'serif'],
  ['source-serif-4', 'serif'],
  ['jetbrains-mono', 'mono'],
  ['fira-code', 'mono'],
  ['inconsolata', 'mono'],
  ['oswald', 'display'],
  ['cinzel', 'display'],
  ['comfortaa', 'display'],
  ['fredoka', 'display'],
  ['caveat', 'display'],
  ['dancing-script', 'display'],
];

/** The local font each category's fallback face is drawn with, and its metrics' key. */
const fallbackOf: Record<Category, { key: string; locals: string[] }> = {
  sans: { key: 'arial', locals: ['Arial', 'ArialMT', 'Liberation Sans'] },
  display: { key: 'arial', locals: ['Arial', 'ArialMT', 'Liberation Sans'] },
  serif: {
    key: 'timesNewRoman',
    locals: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif'],
  },
  mono: { key: 'courierNew', locals: ['Courier New', 'CourierNewPSMT', 'Liberation Mono'] },
};

const require = createRequire(import.meta.url);
const metrics = entireMetricsCollection as unknown as Record<
  string,
  Parameters<typeof createFontStack>[0][number]
>;

/** What the catalogue holds for the installed packages. */
export function buildFontCatalogue(): CatalogueFont[] {
  return offeredFonts.map(([id, category]) => {
    const dir = dirname(require.resolve(`@fontsource-variable/${id}/package.json`));
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
    const css = readFileSync(join(dir, 'wght.css'), 'utf8');
    const faces = [...css.matchAll(/\/\* ([a-z0-9-]+) \*\/\s*@font-face \{([^}]*)\}/g)];
    const face = (subset: 'latin' | 'latin-ext') => {
      const found = faces.find(([, name]) => name === `${id}-${subset}-wght-normal`);
      if (!found) throw new Error(`${id}: no ${subset} weight-axis face`);
      const body = found[2]!;
      return {
        subset,
        file: `${id}-${subset}-wght-normal.woff2`,
        unicodeRange: /unicode-range: ([^;]+);/.exec(body)![1]!,
        family: /font-family: '([^']+)';/.exec(body)![1]!,
        weights: /font-weight: ([^;]+);/.exec(body)![1]!,
      };
    };
    const latin = face('latin');
    const latinExt = face('latin-ext');
    const name = latin.family.replace(/ Variable$/, '');
    const own = Object.values(metrics).find(
      (m) => (m as { familyName: string }).familyName === name,
    );
    if (!own) throw new Error(`${id}: Capsize has no metrics for it`);
    const fallback = fallbackOf[category];
    const { fontFaces } = createFontStack([own, metrics[fallback.key]!], {
      fontFaceFormat: 'styleObject',
    }) as unknown as { fontFaces: { '@font-face': Record<string, string> }[] };
    const overrides = fontFaces[0]!['@font-face'];
    return {
      id,
      label: (own as { familyName: string }).familyName,
      category,
      family: latin.family,
      version: pkg.version,
      weights: latin.weights,
      files: [latin, latinExt].map(({ subset, file, unicodeRange }) => ({
        subset,
        file,
        unicodeRange,
      })),
      fallback: {
        locals: fallback.locals,
        ...Object.fromEntries(
          (['ascentOverride', 'descentOverride', 'lineGapOverride', 'sizeAdjust'] as const)
            .filter((key) => overrides[key] !== undefined)
            .map((key) => [key, overrides[key]]),
        ),
      },
    };
  });
}

/** The generated module's text. */
export function fontCatalogueSource(fonts: CatalogueFont[]): string {
  return `/**
 * Generated by scripts/theme-fonts.ts (\`npm run fonts\`); do not edit. The self-hosted
 * variable fonts a theme may pick: their packages' versions, files and unicode ranges, and
 * each one's metric-adjusted fallback face.
 */
import type { CatalogueFont } from './font-types';

export const fontCatalogue: readonly CatalogueFont[] = ${JSON.stringify(fonts, null, 2)};
`;
}

export const CATALOGUE_PATH = fileURLToPath(
  new URL('../shared/theme/font-catalogue.ts', import.meta.url),
);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(CATALOGUE_PATH, fontCatalogueSource(buildFontCatalogue()));
  console.log(`wrote ${CATALOGUE_PATH}`);
}
