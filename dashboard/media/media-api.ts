/**
 * Typed calls of the media library API (`mediaEndpoints`, shared/api/media.ts). An upload
 * sends one file per request, so each file has its own progress and its own error.
 */
import {
  MEDIA_UPLOAD_FIELD,
  mediaEndpoints,
  type MediaItem,
  type UpdateMediaBody,
} from '../../shared';
import { callApi, uploadApi } from '../api/client';
import { toPageQuery } from '../api/page-query';

/** The list query: `page` is zero-based. */
export interface MediaListParams {
  storeId: string;
  page: number;
  size: number;
  search?: string | undefined;
}

export interface UploadOptions {
  signal?: AbortSignal | undefined;
  /** Bytes sent so far of the request's `total` (the file plus the multipart framing). */
  onProgress?: ((loaded: number, total: number) => void) | undefined;
}

export const mediaApi = {
  /** GET list: one page of the store's images, newest first; `search` matches name or alt. */
  list: (params: MediaListParams, signal?: AbortSignal) =>
    callApi(mediaEndpoints.list, { query: toPageQuery(params) }, signal),
  /** POST upload with one file: its new row; 415 not an image, 413 too large (naming `file`). */
  upload: async (storeId: string, file: File, options: UploadOptions = {}): Promise<MediaItem> => {
    const body = new FormData();
    body.append(MEDIA_UPLOAD_FIELD, file, file.name);
    const [item] = await uploadApi(
      mediaEndpoints.upload,
      { query: { storeId }, body },
      {
        signal: options.signal,
        onProgress: (loaded, total = file.size) =>
          options.onProgress?.(Math.min(loaded, total), total),
      },
    );
    if (!item) throw new Error('The server answered the upload with no image');
    return item;
  },
  /** PUT update: the alt text. */
  updateAlt: (body: UpdateMediaBody) => callApi(mediaEndpoints.update, { body }),
  /** GET usage: the products, categories, pages and sections that still show the image. */
  usage: (storeId: string, mediaId: string, signal?: AbortSignal) =>
    callApi(mediaEndpoints.usage, { query: { storeId, mediaId } }, signal),
  /** DELETE delete/{mediaId}: the file and its variants. */
  remove: (mediaId: string) => callApi(mediaEndpoints.delete, { params: { mediaId } }),
};
