/**
 * The media library API (`/api/dashboard/media/...`): request schemas (strict) and replies.
 *
 * - `POST upload?storeId=` — multipart/form-data, one or more files in the field `file`;
 *   answers the new media rows (201). Types are read from the bytes: JPEG, PNG, WebP, AVIF,
 *   GIF, SVG (sanitised); anything else is a 415 naming the field, too large a 413.
 * - `GET list?storeId&search&page&size` — newest first, paged like the products list.
 * - `PUT update` — alt text. `GET usage?storeId&mediaId` — what still shows it.
 * - `DELETE delete/{mediaId}` — the file and its variants.
 */
import { z } from 'zod';
import { deletedReplySchema } from './ok';
import { pageOf, queryWholeNumber } from './paging';
import { boundedText } from './fields';
import { storeIdSchema } from './store';

export { MEDIA_UPLOAD_FIELD } from '../media-url';

export const mediaIdSchema = z.uuid({ error: 'mediaId must be an id (UUID)' });

const wholeNumber = queryWholeNumber;

export const mediaUploadQuerySchema = z.strictObject({ storeId: storeIdSchema });

export const mediaListQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  /** Matches the file name or the alt text, anywhere, ignoring case. */
  search: boundedText('search', 200).optional(),
  /** Zero-based. */
  page: wholeNumber('page', 0, 100_000, 0),
  size: wholeNumber('size', 1, 100, 24),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

export const updateMediaBodySchema = z.strictObject({
  storeId: storeIdSchema,
  mediaId: mediaIdSchema,
  alt: boundedText('Alt text', 500),
});
export type UpdateMediaBody = z.infer<typeof updateMediaBodySchema>;

export const mediaUsageQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  mediaId: mediaIdSchema,
});
export const mediaIdParamsSchema = z.strictObject({ mediaId: mediaIdSchema });

// ---- replies ----

export const mediaVariantSchema = z.object({
  width: z.number(),
  height: z.number(),
  url: z.string(),
  bytes: z.number(),
});

export const mediaItemSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** Detected from the bytes: image/jpeg, image/png, image/webp, image/avif, image/gif, image/svg+xml. */
  mime: z.string(),
  bytes: z.number(),
  width: z.number(),
  height: z.number(),
  /** The dominant colour, `#rrggbb`, to show while the image loads. */
  placeholder: z.string(),
  alt: z.string(),
  /** The original's URL: what products, categories and sections store. */
  url: z.string(),
  /** WebP variants, narrowest first (none for SVG). */
  variants: z.array(mediaVariantSchema),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaUploadReplySchema = z.array(mediaItemSchema);

export const mediaPageSchema = pageOf(mediaItemSchema);
export type MediaPage = z.infer<typeof mediaPageSchema>;

export const mediaUsageSchema = z.object({
  mediaId: z.string(),
  /** Products showing it: main image, gallery, a variation's image or the description. */
  products: z.number(),
  categories: z.number(),
  /** Pages whose draft or published content shows it. */
  pages: z.number(),
  /** Sections showing it, on pages (draft or published) and in the header/footer. */
  sections: z.number(),
  inUse: z.boolean(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const deleteMediaReplySchema = deletedReplySchema('mediaId');
