/**
 * The media library screen's state as it lives in the URL: `q` (search) and `page`
 * (one-based in the URL for people, zero-based for the API). Anything malformed reads as
 * "not set", so an old bookmark never breaks the screen.
 */
import type { MediaListParams } from './media-api';

/** Images per page: four rows of a six-column grid. */
export const MEDIA_PAGE_SIZE = 24;

export interface MediaListQuery {
  search: string;
  /** Zero-based. */
  page: number;
}

export function readMediaListQuery(params: URLSearchParams): MediaListQuery {
  const page = Number(params.get('page'));
  return {
    search: params.get('q')?.trim().slice(0, 200) ?? '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page - 1 : 0,
  };
}

export function toMediaListParams(
  storeId: string,
  query: MediaListQuery,
  size = MEDIA_PAGE_SIZE,
): MediaListParams {
  return { storeId, page: query.page, size, search: query.search || undefined };
}
