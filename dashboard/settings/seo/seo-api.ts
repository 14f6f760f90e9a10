/**
 * Typed calls of the SEO API (contract: shared/api/seo.ts) and their TanStack Query factories:
 * the home page's search and sharing settings, the overview with warnings, URL redirects.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AddRedirectBody,
  HomepageSeoReply,
  RedirectsReply,
  SeoEntryKind,
  SeoOverviewReply,
  SeoSettingsReply,
  UpdateRedirectBody,
  UpdateSeoSettingsBody,
  UrlRedirect,
} from '../../../shared';
import { apiClient } from '../../api/client';

const base = '/dashboard/seo';

export interface OverviewFilter {
  kind: 'all' | SeoEntryKind;
  issues: boolean;
  page: number;
}

export const seoApi = {
  getHomepageSeo: (storeDomain: string, signal?: AbortSignal) =>
    apiClient.get<HomepageSeoReply, HomepageSeoReply>('/dashboard/page/get-homepage-seo', {
      params: { storeDomain },
      signal,
    }),
  /** The store-wide share image and hide-from-search switch. */
  updateSettings: (body: UpdateSeoSettingsBody) =>
    apiClient.put<SeoSettingsReply, SeoSettingsReply>(`${base}/update-settings`, body),
  overview: (storeId: string, filter: OverviewFilter, signal?: AbortSignal) =>
    apiClient.get<SeoOverviewReply, SeoOverviewReply>(`${base}/overview`, {
      params: { storeId, kind: filter.kind, issues: String(filter.issues), page: filter.page },
      signal,
    }),
  redirects: (storeId: string, q: string, page: number, signal?: AbortSignal) =>
    apiClient.get<RedirectsReply, RedirectsReply>(`${base}/redirects`, {
      params: { storeId, q, page },
      signal,
    }),
  /** 400 naming `fromPath` / `toPath`; 409 naming `fromPath` when one starts there already. */
  addRedirect: (body: AddRedirectBody) =>
    apiClient.post<UrlRedirect, UrlRedirect>(`${base}/add-redirect`, body),
  updateRedirect: (body: UpdateRedirectBody) =>
    apiClient.put<UrlRedirect, UrlRedirect>(`${base}/update-redirect`, body),
  deleteRedirect: (storeId: string, redirectId: string) =>
    apiClient.delete(`${base}/delete-redirect/${storeId}/${redirectId}`),
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
