/**
 * Typed calls of the media library API (`/api/dashboard/media/...`, shared/api/media.ts).
 * An upload sends one file per request, so each file has its own progress and its own error.
 */
import {
  MEDIA_UPLOAD_FIELD,
  type MediaItem,
  type MediaPage,
  type MediaUsage,
  type UpdateMediaBody,
} from '../../shared';
import { apiClient } from '../api/client';

const base = '/dashboard/media';

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
    apiClient.get<MediaPage, MediaPage>(`${base}/list`, {
      params: Object.fromEntries(
        Object.entries(params).filter(([, v]) => v !== undefined && v !== ''),
      ),
      signal,
    }),
  /** POST upload with one file: its new row; 415 not an image, 413 too large (naming `file`). */
  upload: async (storeId: string, file: File, options: UploadOptions = {}): Promise<MediaItem> => {
    const body = new FormData();
    body.append(MEDIA_UPLOAD_FIELD, file, file.name);
    const [item] = await apiClient.post<MediaItem[], MediaItem[]>(`${base}/upload`, body, {
      params: { storeId },
      // The browser writes the multipart boundary (axios drops the type for FormData).
      headers: { 'Content-Type': 'multipart/form-data' },
      signal: options.signal,
      onUploadProgress: (event) => {
        const total = event.total ?? file.size;
        options.onProgress?.(Math.min(event.loaded, total), total);
      },
    });
    if (!item) throw new Error('The server answered the upload with no image');
    return item;
  },
  /** PUT update: the alt text. */
  updateAlt: (body: UpdateMediaBody) => apiClient.put<MediaItem, MediaItem>(`${base}/update`, body),
  /** GET usage: the products, categories, pages and sections that still show the image. */
  usage: (storeId: string, mediaId: string, signal?: AbortSignal) =>
    apiClient.get<MediaUsage, MediaUsage>(`${base}/usage`, {
      params: { storeId, mediaId },
      signal,
    }),
  /** DELETE delete/{mediaId}: the file and its variants. */
  remove: (mediaId: string) =>
    apiClient.delete<{ deleted: true; mediaId: string }, { deleted: true; mediaId: string }>(
      `${base}/delete/${encodeURIComponent(mediaId)}`,
    ),
};
