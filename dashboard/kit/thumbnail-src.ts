/**
 * The image a list shows for a stored image reference. Today the reference itself; when
 * the media pipeline serves responsive variants, this is where a list asks for the smallest
 * one (one place, so every list follows).
 */

/** The URL a thumbnail of `src` loads; `''` stays `''` (no image). */
export function toThumbnailSrc(src: string): string {
  return src.trim();
}
