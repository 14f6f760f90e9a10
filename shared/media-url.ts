/**
 * Media URLs: the one layout of a store's uploaded files, and what a page builds from an
 * original's URL (srcset, intrinsic width and height). The server names files with it; the
 * storefront and the dashboard read URLs with it, with no database lookup:
 * original `{storeId}/{mediaId}/{width}x{height}/original.{ext}`,
 * WebP variants `{storeId}/{mediaId}/{width}.webp`, under `/media/` or the S3 public base URL.
 */

/** The widths of the responsive WebP variants (px). */
export const MEDIA_VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;

/** File extensions of originals, by the type detected from their bytes. */
export const mediaExtensions = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
} as const;
export type MediaMime = keyof typeof mediaExtensions;
export type MediaExtension = (typeof mediaExtensions)[MediaMime];

const largestVariant = MEDIA_VARIANT_WIDTHS[MEDIA_VARIANT_WIDTHS.length - 1]!;

/**
 * The WebP variant widths made of a raster image `width` px wide, never upscaled: the standard
 * widths below it, plus its own width when that is at most the largest standard width.
 */
export function mediaVariantWidths(width: number): number[] {
  const below = MEDIA_VARIANT_WIDTHS.filter((w) => w < width);
  return width > 0 && width <= largestVariant ? [...below, width] : below;
}

/** Storage key of an original. */
export function mediaOriginalKey(
  storeId: string,
  mediaId: string,
  width: number,
  height: number,
  ext: MediaExtension,
): string {
  return `${storeId}/${mediaId}/${width}x${height}/original.${ext}`;
}

/** Storage key of a WebP variant. */
export function mediaVariantKey(storeId: string, mediaId: string, width: number): string {
  return `${storeId}/${mediaId}/${width}.webp`;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ORIGINAL_URL = new RegExp(
  `^((?:[^?#]*/)?${UUID}/${UUID}/)([1-9]\\d{0,4})x([1-9]\\d{0,4})/original\\.(jpg|png|webp|avif|gif|svg)$`,
  'i',
);

export interface MediaUrlParts {
  /** Everything up to and including `{storeId}/{mediaId}/`. */
  base: string;
  width: number;
  height: number;
  ext: MediaExtension;
}

/** The parts of a media-library original's URL; undefined for any other URL. */
export function parseMediaUrl(url: string): MediaUrlParts | undefined {
  const match = ORIGINAL_URL.exec(url);
  if (!match) return undefined;
  return {
    base: match[1]!,
    width: Number(match[2]),
    height: Number(match[3]),
    ext: match[4]!.toLowerCase() as MediaExtension,
  };
}

/** What an `<img>` needs to be responsive. */
export interface ResponsiveImageSource {
  /** The fallback source (a variant about 1024 px wide; the original for SVG). */
  src: string;
  /** `url 320w, ...`; undefined for SVG (one file fits every width). */
  srcSet: string | undefined;
  /** The image's intrinsic size: its aspect ratio keeps the layout still while it loads. */
  width: number;
  height: number;
}

/**
 * The responsive sources of a media-library URL, or null for any other URL (a site path, an
 * external image, a data URL): those are shown as they are.
 */
export function responsiveImage(url: string): ResponsiveImageSource | null {
  const parts = parseMediaUrl(url);
  if (!parts) return null;
  const { base, width, height } = parts;
  if (parts.ext === 'svg') return { src: url, srcSet: undefined, width, height };
  const widths = mediaVariantWidths(width);
  const fallback = widths.filter((w) => w <= 1024).pop() ?? widths[0] ?? width;
  return {
    src: `${base}${fallback}.webp`,
    srcSet: widths.map((w) => `${base}${w}.webp ${w}w`).join(', '),
    width,
    height,
  };
}

/**
 * The narrowest stored file of a media-library image that is at least `minWidth` px wide
 * (the widest variant when none is), for thumbnails and previews: the original for SVG;
 * undefined for any other URL.
 */
export function mediaVariantUrl(url: string, minWidth: number): string | undefined {
  const parts = parseMediaUrl(url);
  if (!parts) return undefined;
  if (parts.ext === 'svg') return url;
  const widths = mediaVariantWidths(parts.width);
  const width = widths.find((w) => w >= minWidth) ?? widths[widths.length - 1];
  return width === undefined ? url : `${parts.base}${width}.webp`;
}

/** The multipart field an image upload is sent in (the media library's, a review's photo). */
export const MEDIA_UPLOAD_FIELD = 'file';
