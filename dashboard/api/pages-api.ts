/**
 * Typed calls of the Pages API (spec 7, `/api/dashboard/page/...`): listing, creating,
 * reading, saving (draft or publish, with the store's global content), SEO and deleting pages.
 * Body and answer types come from shared/api/pages.ts.
 */
import type {
  AddPageBody,
  BuilderPageDetail,
  GlobalContentDetail,
  PageDetail,
  PageLink,
  UpdateAllContentBody,
  UpdatePageBody,
  UpdateSeoBody,
} from '../../shared';
import { apiClient } from './client';

const base = '/dashboard/page';

/** A page in the store's list (with `unpublishedChanges`). */
export type PageListItem = PageDetail;

/** GET get-page-by-id: the page's draft plus its store and the store's global content. */
export type PageEditorDetail = BuilderPageDetail;

/** PUT update-page: page fields plus the store's global content, saved together. */
export type UpdatePageInput = UpdatePageBody;

/** update-page answers with the page as the builder opens it (new versions included). */
export type UpdatePageResult = BuilderPageDetail;

export type { PageLink, UpdateAllContentBody, UpdateSeoBody };

export const pagesApi = {
  /** GET get-pages-by-store-id?storeId: every page of the store, home first. */
  listPages: (storeId: string, signal?: AbortSignal) =>
    apiClient.get<PageListItem[], PageListItem[]>(`${base}/get-pages-by-store-id`, {
      params: { storeId },
      signal,
    }),
  /** GET get-page-by-id?pageId: 404 when it is no page of the merchant's. */
  getPage: (pageId: string, signal?: AbortSignal) =>
    apiClient.get<PageEditorDetail, PageEditorDetail>(`${base}/get-page-by-id`, {
      params: { pageId },
      signal,
    }),
  /** GET get-pages-links?storeId: link targets for the builder's pickers. */
  listPageLinks: (storeId: string, signal?: AbortSignal) =>
    apiClient.get<PageLink[], PageLink[]>(`${base}/get-pages-links`, {
      params: { storeId },
      signal,
    }),
  /** POST add-page: 201 with the page; 409 (field `slug`) when the slug is taken. */
  addPage: (body: AddPageBody) => apiClient.post<PageDetail, PageDetail>(`${base}/add-page`, body),
  /** PUT update-page: 409 naming `version` or `globalVersion` when either is stale. */
  updatePage: (body: UpdatePageInput) =>
    apiClient.put<UpdatePageResult, UpdatePageResult>(`${base}/update-page`, body),
  /** PUT update-all-content: the store's global content alone; 409 on a stale version. */
  updateAllContent: (body: UpdateAllContentBody) =>
    apiClient.put<GlobalContentDetail, GlobalContentDetail>(`${base}/update-all-content`, body),
  /** PUT update-seo: the page's meta title and description. */
  updateSeo: (body: UpdateSeoBody) =>
    apiClient.put<PageDetail, PageDetail>(`${base}/update-seo`, body),
  /** DELETE delete/{id}: 400 for the home page. */
  deletePage: (pageId: string) =>
    apiClient.delete<{ deleted: true; pageId: string }, { deleted: true; pageId: string }>(
      `${base}/delete/${encodeURIComponent(pageId)}`,
    ),
};
