/**
 * TanStack Query factories of the domains screen (`queryOptions` per resource).
 */
import { queryOptions } from '@tanstack/react-query';
import { domainsApi } from './domains-api';

export const domainsKeys = {
  subdomain: (storeId: string) => ['domains', storeId, 'subdomain'] as const,
  domain: (storeId: string) => ['domains', storeId, 'custom-domain'] as const,
};

/** While a domain waits for its records, its state is read again this often. */
export const PENDING_POLL_MS = 10_000;

export const domainsQueries = {
  subdomain: (storeId: string) =>
    queryOptions({
      queryKey: domainsKeys.subdomain(storeId),
      queryFn: ({ signal }) => domainsApi.getSubdomain(storeId, signal),
      enabled: storeId !== '',
    }),
  domain: (storeId: string) =>
    queryOptions({
      queryKey: domainsKeys.domain(storeId),
      queryFn: ({ signal }) => domainsApi.getDomainStatus(storeId, signal),
      enabled: storeId !== '',
      refetchInterval: (query) =>
        query.state.data?.status === 'pending' ? PENDING_POLL_MS : false,
    }),
};
