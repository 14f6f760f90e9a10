/**
 * TanStack Query factories of the media library (`queryOptions` per resource) and what a
 * write invalidates: an upload, an alt text or a delete refreshes the store's media lists
 * (the screen's and the picker's); a delete also forgets that image's usage.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { storePageQuery } from '../api/store-query';
import { mediaApi, type MediaListParams } from './media-api';

export const mediaKeys = {
  all: (storeId: string) => ['media', storeId] as const,
  lists: (storeId: string) => ['media', storeId, 'list'] as const,
  usage: (storeId: string, mediaId: string) => ['media', storeId, 'usage', mediaId] as const,
};

export const mediaQueries = {
  /** One page of the library; the previous page stays shown while the next loads. */
  list: (params: MediaListParams) =>
    storePageQuery(mediaKeys.lists(params.storeId), params, mediaApi.list),
  /** What still shows an image; asked fresh each time a delete is about to be confirmed. */
  usage: (storeId: string, mediaId: string) =>
    queryOptions({
      queryKey: mediaKeys.usage(storeId, mediaId),
      queryFn: ({ signal }) => mediaApi.usage(storeId, mediaId, signal),
      staleTime: 0,
    }),
};

/** After the library changed: every list of the store's media (screen and picker). */
export function invalidateMediaLists(client: QueryClient, storeId: string): void {
  void client.invalidateQueries({ queryKey: mediaKeys.lists(storeId) });
}
