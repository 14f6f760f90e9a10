/**
 * Typed calls of the domains screen: the store's subdomain (`/api/dashboard/store/...`,
 * contract in shared/api/store.ts).
 */
import type { SubdomainReply, UpdateSubdomainBody } from '../../shared';
import { apiClient } from '../api/client';

const store = '/dashboard/store';

export const domainsApi = {
  getSubdomain: (storeId: string, signal?: AbortSignal) =>
    apiClient.get<SubdomainReply, SubdomainReply>(`${store}/get-subdomain`, {
      params: { storeId },
      signal,
    }),
  /** 409 naming `subdomain` when another store holds it (even through a live redirect). */
  updateSubdomain: (body: UpdateSubdomainBody) =>
    apiClient.put<SubdomainReply, SubdomainReply>(`${store}/update-subdomain`, body),
};
