/**
 * TanStack Query factories of the domains screen (`queryOptions` per resource).
 */
import { queryOptions } from '@tanstack/react-query';
import { domainsApi } from './domains-api';

export const domainsKeys = {
  subdomain: (storeId: string) => ['domains', storeId, 'subdomain'] as const,
};

export const domainsQueries = {
  subdomain: (storeId: string) =>
    queryOptions({
      queryKey: domainsKeys.subdomain(storeId),
      queryFn: ({ signal }) => domainsApi.getSubdomain(storeId, signal),
      enabled: storeId !== '',
    }),
};
