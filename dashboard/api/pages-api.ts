/**
 * Typed calls of the Pages API (spec 7, `pagesEndpoints` in shared/api/endpoints): listing, creating,
 * reading, saving (draft or publish, with the store's global content), SEO and deleting pages.
 * Body and answer types come from shared/api/pages.ts.
 */
import {
  pagesEndpoints,
  endpointUrl,
  type AddPageBody,
  type BuilderPageDetail,
  type PageDetail,
  type PageLink,
  type PageVersionList,
  type PublishAllBody,
  type PublishPageBody,
  type RestoreVersionBody,
  type UnpublishPageBody,
  type UpdateAllContentBody,
  type UpdatePageBody,
  type UpdateSeoBody,
} from '../../shared';
import { callApi } from './client';

/** A page in the store's list (with `unpublishedChanges`). */
export type PageListItem = PageDetail;

/** GET get-page-by-id: the page's draft plus its store and the store's global content. */
export type PageEditorDetail = BuilderPageDetail;

/** PUT update-page: page fields plus the store's global content, saved together. */
export type UpdatePageInput = UpdatePageBody;

/** update-page answers with the page as the builder opens it (new versions included). */
export type UpdatePageResult = BuilderPageDetail;

export type { PageLink, PageVersionList, UpdateAllContentBody, UpdateSeoBody };

/** The sandboxed HTML preview of a kept version (for an iframe's src; same-origin API). */
export const versionPreviewSrc = (versionId: string) =>
  endpointUrl(pagesEndpoints.previewVersion, { query: { versionId } });

/** The sandboxed HTML preview of a page's current draft (the page screen's thumbnail). */
export const pagePreviewSrc = (pageId: string) =>
  endpointUrl(pagesEndpoints.previewPage, { query: { pageId } });

export const pagesApi = {
  /** GET get-pages-by-store-id?storeId: every page of the store, home first. */
  listPages: (storeId: string, signal?: AbortSignal) =>
    callApi(pagesEndpoints.getPagesByStoreId, { query: { storeId } }, signal),
  /** GET get-page-by-id?pageId: 404 when it is no page of the merchant's. */
  getPage: (pageId: string, signal?: AbortSignal) =>
    callApi(pagesEndpoints.getPageById, { query: { pageId } }, signal),
  /** GET get-pages-links?storeId: link targets for the builder's pickers. */
  listPageLinks: (storeId: string, signal?: AbortSignal) =>
    callApi(pagesEndpoints.getPagesLinks, { query: { storeId } }, signal),
  /** POST add-page: 201 with the page; 409 (field `slug`) when the slug is taken. */
  addPage: (body: AddPageBody) => callApi(pagesEndpoints.addPage, { body }),
  /** PUT update-page: 409 naming `version` or `globalVersion` when either is stale. */
  updatePage: (body: UpdatePageInput) => callApi(pagesEndpoints.updatePage, { body }),
  /** PUT update-all-content: the store's global content alone; 409 on a stale version. */
  updateAllContent: (body: UpdateAllContentBody) =>
    callApi(pagesEndpoints.updateAllContent, { body }),
  /** PUT update-seo: the page's meta title and description. */
  updateSeo: (body: UpdateSeoBody) => callApi(pagesEndpoints.updateSeo, { body }),
  /** GET list-versions?pageId&page&size: the page's published versions, newest first. */
  listVersions: (pageId: string, page: number, size: number, signal?: AbortSignal) =>
    callApi(
      pagesEndpoints.listVersions,
      { query: { pageId, page: String(page), size: String(size) } },
      signal,
    ),
  /** GET get-version?versionId: one kept version with its contents. */
  getVersion: (versionId: string, signal?: AbortSignal) =>
    callApi(pagesEndpoints.getVersion, { query: { versionId } }, signal),
  /** POST restore-version: the version becomes the draft; 409 naming `version` when stale. */
  restoreVersion: (body: RestoreVersionBody) => callApi(pagesEndpoints.restoreVersion, { body }),
  /** POST publish: the current drafts (page and header/footer) go live as they are. */
  publishPage: (body: PublishPageBody) => callApi(pagesEndpoints.publish, { body }),
  /** POST unpublish: shoppers get the not-found page; 409 for the home page. */
  unpublishPage: (body: UnpublishPageBody) => callApi(pagesEndpoints.unpublish, { body }),
  /** GET unpublished-changes?storeId: how many pages, and whether the header/footer, wait. */
  unpublishedChanges: (storeId: string, signal?: AbortSignal) =>
    callApi(pagesEndpoints.unpublishedChanges, { query: { storeId } }, signal),
  /** POST publish-all: every draft of the store goes live together; answers what did. */
  publishAll: (body: PublishAllBody) => callApi(pagesEndpoints.publishAll, { body }),
  /** DELETE delete/{id}: 400 for the home page. */
  deletePage: (pageId: string) => callApi(pagesEndpoints.delete, { params: { id: pageId } }),
};
