/** TanStack Query factories of the abandoned-checkouts area. */
import { storePageQuery, storeQuery } from '../api/store-query';
import { abandonedCheckoutsApi, type AbandonedCheckoutListParams } from './abandoned-checkouts-api';

export const abandonedCheckoutKeys = {
  lists: (storeId: string) => ['abandoned-checkouts', storeId, 'list'] as const,
  settings: (storeId: string) => ['abandoned-checkouts', storeId, 'settings'] as const,
};

export const abandonedCheckoutQueries = {
  list: (params: AbandonedCheckoutListParams) =>
    storePageQuery(abandonedCheckoutKeys.lists(params.storeId), params, abandonedCheckoutsApi.list),
  settings: (storeId: string) =>
    storeQuery(storeId, abandonedCheckoutKeys.settings(storeId), abandonedCheckoutsApi.settings),
};
