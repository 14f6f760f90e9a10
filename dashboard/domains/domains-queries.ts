/**
 * TanStack Query factories of the domains screen (`queryOptions` per resource).
 */
import { queryOptions } from '@tanstack/react-query';
import { storeQuery } from '../api/store-query';
import { domainsApi } from './domains-api';

export const domainsKeys = {
  subdomain: (storeId: string) => ['domains', storeId, 'subdomain'] as const,
  domain: (storeId: string) => ['domains', storeId, 'custom-domain'] as const,
};

/** While a domain waits for its records, its state is read again this often. */
export const PENDING_POLL_MS = 10_000;

export const domainsQueries = {
  subdomain: (storeId: string) =>
    storeQuery(storeId, domainsKeys.subdomain(storeId), domainsApi.getSubdomain),
  domain: (storeId: string) =>
    queryOptions({
      ...storeQuery(storeId, domainsKeys.domain(storeId), domainsApi.getDomainStatus),
      refetchInterval: (query) =>
        query.state.data?.status === 'pending' ? PENDING_POLL_MS : false,
    }),
};
