/**
 * Typed calls of the domains screen: the store's subdomain (`storeEndpoints`, contract in
 * shared/api/store.ts) and its custom domain (`domainsEndpoints`, shared/api/domains.ts).
 */
import {
  domainsEndpoints,
  storeEndpoints,
  type CheckDomainStatusBody,
  type UpdateDomainBody,
  type UpdateSubdomainBody,
} from '../../shared';
import { callApi } from '../api/client';

export const domainsApi = {
  getSubdomain: (storeId: string, signal?: AbortSignal) =>
    callApi(storeEndpoints.getSubdomain, { query: { storeId } }, signal),
  /** 409 naming `subdomain` when another store holds it (even through a live redirect). */
  updateSubdomain: (body: UpdateSubdomainBody) => callApi(storeEndpoints.updateSubdomain, { body }),
  getDomainStatus: (storeId: string, signal?: AbortSignal) =>
    callApi(domainsEndpoints.domainStatus, { query: { storeId } }, signal),
  /** Connects or replaces the domain; `domain: null` removes it (served no more at once). */
  updateDomain: (body: UpdateDomainBody) => callApi(domainsEndpoints.updateDomain, { body }),
  /** Checks the domain's DNS records now. */
  checkDomainStatus: (body: CheckDomainStatusBody) =>
    callApi(domainsEndpoints.checkStatus, { body }),
};
