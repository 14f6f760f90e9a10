/** The placeholder image shown when a product or category has none. */

/** A neutral picture-frame glyph on a light grey square, inline so it needs no host. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f3f4f6"/><g fill="none" stroke="#9ca3af" stroke-width="10" stroke-linejoin="round"><rect x="120" y="130" width="160" height="140" rx="12"/><path d="M130 250l50-55 40 40 25-25 35 40"/></g><circle cx="240" cy="170" r="14" fill="#9ca3af"/></svg>',
)}`;

/** A site path or http(s)/data image URL, else the placeholder. */
export function imageOrPlaceholder(src: string | null | undefined): string {
  return src && src.trim() ? src : PLACEHOLDER_IMAGE;
}
