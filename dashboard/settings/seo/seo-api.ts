/**
 * Typed calls of the SEO API (contract: shared/api/seo.ts) and their TanStack Query factories:
 * the home page's search and sharing settings, the overview with warnings, URL redirects.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  seoEndpoints,
  type AddRedirectBody,
  type SeoEntryKind,
  type UpdateRedirectBody,
  type UpdateSeoSettingsBody,
} from '../../../shared';
import { callApi } from '../../api/client';

export interface OverviewFilter {
  kind: 'all' | SeoEntryKind;
  issues: boolean;
  page: number;
}

export const seoApi = {
  getHomepageSeo: (storeDomain: string, signal?: AbortSignal) =>
    callApi(seoEndpoints.getHomepageSeo, { query: { storeDomain } }, signal),
  /** The store-wide share image and hide-from-search switch. */
  updateSettings: (body: UpdateSeoSettingsBody) => callApi(seoEndpoints.updateSettings, { body }),
  overview: (storeId: string, filter: OverviewFilter, signal?: AbortSignal) =>
    callApi(
      seoEndpoints.overview,
      {
        query: {
          storeId,
          kind: filter.kind,
          issues: filter.issues ? 'true' : 'false',
          page: String(filter.page),
        },
      },
      signal,
    ),
  redirects: (storeId: string, q: string, page: number, signal?: AbortSignal) =>
    callApi(seoEndpoints.redirects, { query: { storeId, q, page: String(page) } }, signal),
  /** 400 naming `fromPath` / `toPath`; 409 naming `fromPath` when one starts there already. */
  addRedirect: (body: AddRedirectBody) => callApi(seoEndpoints.addRedirect, { body }),
  updateRedirect: (body: UpdateRedirectBody) => callApi(seoEndpoints.updateRedirect, { body }),
  deleteRedirect: (storeId: string, redirectId: string) =>
    callApi(seoEndpoints.deleteRedirect, { params: { storeId, redirectId } }),
};

export const seoKeys = {
  all: (storeId: string) => ['seo', storeId] as const,
  homepage: (storeId: string) => ['seo', storeId, 'homepage'] as const,
  overview: (storeId: string, filter: OverviewFilter) =>
    ['seo', storeId, 'overview', filter] as const,
  redirects: (storeId: string) => ['seo', storeId, 'redirects'] as const,
};

export const seoQueries = {
  homepage: (storeId: string, storeDomain: string | undefined) =>
    queryOptions({
      queryKey: seoKeys.homepage(storeId),
      queryFn: ({ signal }) => seoApi.getHomepageSeo(storeDomain ?? '', signal),
      enabled: storeId !== '' && Boolean(storeDomain),
    }),
  overview: (storeId: string, filter: OverviewFilter) =>
    queryOptions({
      queryKey: seoKeys.overview(storeId, filter),
      queryFn: ({ signal }) => seoApi.overview(storeId, filter, signal),
      enabled: storeId !== '',
      placeholderData: keepPreviousData,
    }),
  redirects: (storeId: string, q: string, page: number) =>
    queryOptions({
      queryKey: [...seoKeys.redirects(storeId), q, page] as const,
      queryFn: ({ signal }) => seoApi.redirects(storeId, q, page, signal),
      enabled: storeId !== '',
      placeholderData: keepPreviousData,
    }),
};
