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
  PageVersionDetail,
  PageVersionList,
  PublishAllBody,
  PublishPageBody,
  RestoreVersionBody,
  UnpublishPageBody,
  UpdateAllContentBody,
  UpdatePageBody,
  UpdateSeoBody,
  UnpublishedChanges,
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

export type {
  PageLink,
  PageVersionDetail,
  PageVersionList,
  UnpublishedChanges,
  UpdateAllContentBody,
  UpdateSeoBody,
};

/** The sandboxed HTML preview of a kept version (for an iframe's src; same-origin API). */
export const versionPreviewSrc = (versionId: string) =>
  `/api${base}/preview-version?${new URLSearchParams({ versionId })}`;

/** The sandboxed HTML preview of a page's current draft (the page screen's thumbnail). */
export const pagePreviewSrc = (pageId: string) =>
  `/api${base}/preview-page?${new URLSearchParams({ pageId })}`;

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
  /** GET list-versions?pageId&page&size: the page's published versions, newest first. */
  listVersions: (pageId: string, page: number, size: number, signal?: AbortSignal) =>
    apiClient.get<PageVersionList, PageVersionList>(`${base}/list-versions`, {
      params: { pageId, page, size },
      signal,
    }),
  /** GET get-version?versionId: one kept version with its contents. */
  getVersion: (versionId: string, signal?: AbortSignal) =>
    apiClient.get<PageVersionDetail, PageVersionDetail>(`${base}/get-version`, {
      params: { versionId },
      signal,
    }),
  /** POST restore-version: the version becomes the draft; 409 naming `version` when stale. */
  restoreVersion: (body: RestoreVersionBody) =>
    apiClient.post<PageEditorDetail, PageEditorDetail>(`${base}/restore-version`, body),
  /** POST publish: the current drafts (page and header/footer) go live as they are. */
  publishPage: (body: PublishPageBody) =>
    apiClient.post<PageEditorDetail, PageEditorDetail>(`${base}/publish`, body),
  /** POST unpublish: shoppers get the not-found page; 409 for the home page. */
  unpublishPage: (body: UnpublishPageBody) =>
    apiClient.post<PageDetail, PageDetail>(`${base}/unpublish`, body),
  /** GET unpublished-changes?storeId: how many pages, and whether the header/footer, wait. */
  unpublishedChanges: (storeId: string, signal?: AbortSignal) =>
    apiClient.get<UnpublishedChanges, UnpublishedChanges>(`${base}/unpublished-changes`, {
      params: { storeId },
      signal,
    }),
  /** POST publish-all: every draft of the store goes live together; answers what did. */
  publishAll: (body: PublishAllBody) =>
    apiClient.post<UnpublishedChanges, UnpublishedChanges>(`${base}/publish-all`, body),
  /** DELETE delete/{id}: 400 for the home page. */
  deletePage: (pageId: string) =>
    apiClient.delete<{ deleted: true; pageId: string }, { deleted: true; pageId: string }>(
      `${base}/delete/${encodeURIComponent(pageId)}`,
    ),
};
