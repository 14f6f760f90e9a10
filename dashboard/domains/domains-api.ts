/**
 * Typed calls of the domains screen: the store's subdomain (`/api/dashboard/store/...`,
 * contract in shared/api/store.ts) and its custom domain (shared/api/domains.ts).
 */
import type {
  CheckDomainStatusBody,
  DomainStatusReply,
  SubdomainReply,
  UpdateDomainBody,
  UpdateSubdomainBody,
} from '../../shared';
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
  getDomainStatus: (storeId: string, signal?: AbortSignal) =>
    apiClient.get<DomainStatusReply, DomainStatusReply>(`${store}/domain-status`, {
      params: { storeId },
      signal,
    }),
  /** Connects or replaces the domain; `domain: null` removes it (served no more at once). */
  updateDomain: (body: UpdateDomainBody) =>
    apiClient.put<DomainStatusReply, DomainStatusReply>(`${store}/update-domain`, body),
  /** Checks the domain's DNS records now. */
  checkDomainStatus: (body: CheckDomainStatusBody) =>
    apiClient.post<DomainStatusReply, DomainStatusReply>('/dashboard/domain/check-status', body),
};
