/**
 * TanStack Query factory of the home's numbers. Always refetched when the home opens (the
 * action queue moves as orders are handled elsewhere); the previous range stays shown while
 * another loads.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { analyticsApi, type OverviewParams } from './analytics-api';

export const homeKeys = {
  all: (storeId: string) => ['analytics', storeId] as const,
};

export const homeQueries = {
  overview: (params: OverviewParams) =>
    queryOptions({
      queryKey: [...homeKeys.all(params.storeId), 'overview', params] as const,
      queryFn: ({ signal }) => analyticsApi.overview(params, signal),
      placeholderData: keepPreviousData,
      enabled: params.storeId !== '',
    }),
};
