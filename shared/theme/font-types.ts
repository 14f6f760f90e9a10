/** One self-hosted font of the catalogue (font-catalogue.ts, generated). */
export interface CatalogueFont {
  /** Its package's name under `@fontsource-variable/`, e.g. `playfair-display`. */
  id: string;
  label: string;
  category: 'sans' | 'serif' | 'mono' | 'display';
  /** The web font's family name, e.g. `Inter Variable`. */
  family: string;
  version: string;
  /** The weight axis's range, e.g. `100 900`. */
  weights: string;
  /** latin first (the one preloaded), then latin-ext: file name and unicode range. */
  files: { subset: 'latin' | 'latin-ext'; file: string; unicodeRange: string }[];
  /**
   * The fallback face on a local font, adjusted to the web font's metrics (an override is
   * absent where the local font already has the value).
   */
  fallback: {
    locals: string[];
    ascentOverride?: string;
    descentOverride?: string;
    lineGapOverride?: string;
    sizeAdjust?: string;
  };
}
