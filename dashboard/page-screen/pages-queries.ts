/**
 * TanStack Query factories of the store's pages (`queryOptions`, keys from
 * api/query-keys.ts): the page list, one page, its version history and what "Publish all
 * changes" would publish. The pages index and the page screen share them.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { storeQuery } from '../api/store-query';
import { pagesApi } from '../api/pages-api';

export const pageQueries = {
  /** The store's pages; nothing is asked before a store is selected. */
  list: (storeId: string) => storeQuery(storeId, queryKeys.pages(storeId), pagesApi.listPages),
  /** One page with its draft; asked once the id is known. */
  detail: (pageId: string | undefined) =>
    queryOptions({
      queryKey: queryKeys.page(pageId ?? ''),
      queryFn: ({ signal }) => pagesApi.getPage(pageId ?? '', signal),
      enabled: Boolean(pageId),
    }),
  /** One list page of a page's versions; the previous stays shown while the next loads. */
  versions: (pageId: string, page: number, size: number) =>
    queryOptions({
      queryKey: queryKeys.pageVersions(pageId, page),
      queryFn: ({ signal }) => pagesApi.listVersions(pageId, page, size, signal),
      placeholderData: keepPreviousData,
    }),
  unpublishedChanges: (storeId: string) =>
    storeQuery(storeId, queryKeys.unpublishedChanges(storeId), pagesApi.unpublishedChanges),
};
