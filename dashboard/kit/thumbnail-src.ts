/**
 * The image a list shows for a stored image reference: for a media-library image its
 * smallest WebP variant that is sharp at the thumbnail's size (one place, so every list
 * follows); any other reference (a site path, an external URL) as it is.
 */
import { mediaVariantUrl } from '../../shared';

/**
 * The URL a thumbnail of `src` loads; `''` stays `''` (no image). `size` is the edge in CSS
 * pixels, doubled for high-density screens. Defaults to `40`.
 */
export function toThumbnailSrc(src: string, size = 40): string {
  const url = src.trim();
  return url ? (mediaVariantUrl(url, size * 2) ?? url) : '';
}
