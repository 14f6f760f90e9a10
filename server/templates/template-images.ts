/**
 * The templates' pictures: drawn here as SVG (no network, no files), served by
 * `GET /api/platform/template-images/:name` on every host, so a template's image paths work
 * on any store and in the gallery's previews. Each is a tinted scene for its template's
 * subject; merchants replace them with their own photos from the media library.
 */

/** What a picture shows, roughly: the shapes drawn over its gradient. */
type Motif = 'fabric' | 'circuit' | 'table' | 'stone' | 'portrait';

interface TemplateImage {
  from: string;
  to: string;
  motif: Motif;
  /** The intrinsic size, px. */
  width: number;
  height: number;
}

const wide = { width: 1600, height: 900 };
const square = { width: 800, height: 800 };

/** Every picture by its file name (what the content's paths end with). */
const templateImages: Record<string, TemplateImage> = {
  'fashion-hero-1.svg': { from: '#7c2d12', to: '#f59e0b', motif: 'fabric', ...wide },
  'fashion-hero-2.svg': { from: '#1f2937', to: '#be185d', motif: 'fabric', ...wide },
  'fashion-lookbook-1.svg': { from: '#9a3412', to: '#fde68a', motif: 'portrait', ...square },
  'fashion-lookbook-2.svg': { from: '#831843', to: '#fbcfe8', motif: 'portrait', ...square },
  'fashion-banner.svg': { from: '#44403c', to: '#d6d3d1', motif: 'fabric', ...wide },
  'electronics-hero.svg': { from: '#0f172a', to: '#2563eb', motif: 'circuit', ...wide },
  'electronics-setup.svg': { from: '#111827', to: '#0891b2', motif: 'circuit', ...wide },
  'electronics-poster.svg': { from: '#1e1b4b', to: '#6366f1', motif: 'circuit', ...wide },
  'food-hero.svg': { from: '#14532d', to: '#a3e635', motif: 'table', ...wide },
  'food-kitchen.svg': { from: '#78350f', to: '#fbbf24', motif: 'table', ...wide },
  'food-market.svg': { from: '#7f1d1d', to: '#fb923c', motif: 'table', ...square },
  'minimal-hero.svg': { from: '#e7e5e4', to: '#a8a29e', motif: 'stone', ...wide },
  'minimal-object.svg': { from: '#f5f5f4', to: '#d6d3d1', motif: 'stone', ...square },
  'minimal-studio.svg': { from: '#d6d3d1', to: '#78716c', motif: 'stone', ...wide },
};

/** The path a template's content uses for picture `name` (a key of the list above). */
export function templateImagePath(name: string): string {
  if (!Object.hasOwn(templateImages, name)) throw new Error(`unknown template image ${name}`);
  return `/api/platform/template-images/${name}`;
}

/** The intrinsic size of picture `name`, for image blocks. */
export function templateImageSize(name: string): { width: number; height: number } {
  const image = templateImages[name];
  if (!image) throw new Error(`unknown template image ${name}`);
  return { width: image.width, height: image.height };
}

function motifShapes(motif: Motif, w: number, h: number): string {
  switch (motif) {
    case 'fabric':
      return Array.from(
        { length: 7 },
        (_, i) =>
          `<path d="M${(i * w) / 6 - w / 8} ${h} C ${(i * w) / 6} ${h * 0.4}, ${(i * w) / 6 + w / 10} ${h * 0.6}, ${(i * w) / 6 + w / 6} 0" stroke="#ffffff" stroke-opacity="0.18" stroke-width="${w / 40}" fill="none"/>`,
      ).join('');
    case 'circuit':
      return Array.from({ length: 9 }, (_, i) => {
        const y = ((i + 1) * h) / 10;
        const x = (((i * 37) % 9) * w) / 10;
        return `<path d="M0 ${y} H${x} l${w / 20} ${-h / 20} H${w}" stroke="#ffffff" stroke-opacity="0.22" stroke-width="4" fill="none"/><circle cx="${x}" cy="${y}" r="10" fill="#ffffff" fill-opacity="0.35"/>`;
      }).join('');
    case 'table':
      return [
        `<ellipse cx="${w * 0.5}" cy="${h * 0.56}" rx="${w * 0.3}" ry="${h * 0.3}" fill="#ffffff" fill-opacity="0.85"/>`,
        `<ellipse cx="${w * 0.5}" cy="${h * 0.56}" rx="${w * 0.22}" ry="${h * 0.22}" fill="#ffffff" fill-opacity="0.6" stroke="#000000" stroke-opacity="0.08" stroke-width="6"/>`,
        `<circle cx="${w * 0.44}" cy="${h * 0.5}" r="${h * 0.07}" fill="#16a34a" fill-opacity="0.8"/>`,
        `<circle cx="${w * 0.55}" cy="${h * 0.6}" r="${h * 0.06}" fill="#dc2626" fill-opacity="0.8"/>`,
        `<circle cx="${w * 0.53}" cy="${h * 0.46}" r="${h * 0.045}" fill="#f59e0b" fill-opacity="0.85"/>`,
      ].join('');
    case 'stone':
      return [
        `<rect x="${w * 0.38}" y="${h * 0.3}" width="${w * 0.24}" height="${h * 0.46}" rx="${w * 0.02}" fill="#ffffff" fill-opacity="0.55"/>`,
        `<circle cx="${w * 0.5}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.12}" fill="#ffffff" fill-opacity="0.7"/>`,
        `<rect x="0" y="${h * 0.76}" width="${w}" height="${h * 0.24}" fill="#000000" fill-opacity="0.06"/>`,
      ].join('');
    case 'portrait':
      return [
        `<circle cx="${w * 0.5}" cy="${h * 0.34}" r="${w * 0.12}" fill="#ffffff" fill-opacity="0.75"/>`,
        `<path d="M${w * 0.24} ${h} C ${w * 0.26} ${h * 0.58}, ${w * 0.74} ${h * 0.58}, ${w * 0.76} ${h} Z" fill="#ffffff" fill-opacity="0.6"/>`,
      ].join('');
  }
}

/** Picture `name` as an SVG document, or undefined for an unknown name. */
export function templateImageSvg(name: string): string | undefined {
  const image = Object.hasOwn(templateImages, name) ? templateImages[name] : undefined;
  if (!image) return undefined;
  const { width: w, height: h } = image;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${image.from}"/><stop offset="1" stop-color="${image.to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${motifShapes(image.motif, w, h)}</svg>`;
}
