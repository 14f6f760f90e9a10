/** TanStack Query factories of the reviews area; a moderation refreshes the store's lists. */
import { storePageQuery, storeQuery } from '../api/store-query';
import { reviewsApi, type ReviewListParams } from './reviews-api';

export const reviewKeys = {
  lists: (storeId: string) => ['reviews', storeId, 'list'] as const,
  settings: (storeId: string) => ['reviews', storeId, 'settings'] as const,
};

export const reviewQueries = {
  list: (params: ReviewListParams) =>
    storePageQuery(reviewKeys.lists(params.storeId), params, reviewsApi.list),
  settings: (storeId: string) =>
    storeQuery(storeId, reviewKeys.settings(storeId), reviewsApi.settings),
};
