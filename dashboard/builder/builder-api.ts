/**
 * The calls the builder page makes (the session check, the Pages API's reads and save, the
 * public categories), over fetch-json.ts: the builder page loads no axios and no toasts.
 * Same endpoints and types as api/pages-api.ts and api/auth-api.ts.
 */
import type { CheckAuthResponse } from '../../shared';
import { fetchJson } from '../api/fetch-json';
import type {
  PageEditorDetail,
  PageLink,
  PageListItem,
  UpdatePageInput,
  UpdatePageResult,
} from '../api/pages-api';

const base = '/dashboard/page';

/** The public storefront categories endpoint (storefront's `storefrontApiPaths.categories`). */
export const STOREFRONT_CATEGORIES_PATH = '/storefront/categories';

export const builderApi = {
  /** GET /auth/check-auth: who is logged in; 401 with `redirectTo` when nobody. */
  checkAuth: (signal?: AbortSignal) => fetchJson<CheckAuthResponse>('/auth/check-auth', { signal }),
  /** GET get-page-by-id: the page's draft with its store and global content. */
  getPage: (pageId: string, signal?: AbortSignal) =>
    fetchJson<PageEditorDetail>(`${base}/get-page-by-id`, { params: { pageId }, signal }),
  /** GET get-pages-by-store-id: the store's pages (the builder opens the home page). */
  listPages: (storeId: string, signal?: AbortSignal) =>
    fetchJson<PageListItem[]>(`${base}/get-pages-by-store-id`, { params: { storeId }, signal }),
  /** GET get-pages-links: titles and URLs for the link pickers. */
  listPageLinks: (storeId: string, signal?: AbortSignal) =>
    fetchJson<PageLink[]>(`${base}/get-pages-links`, { params: { storeId }, signal }),
  /** PUT update-page: draft or publish, with the global content; 409 on a stale version. */
  updatePage: (body: UpdatePageInput) =>
    fetchJson<UpdatePageResult>(`${base}/update-page`, { method: 'PUT', body }),
  /** GET the public categories of a store (no session needed). */
  listCategories: (storeId: string) =>
    fetchJson<unknown>(STOREFRONT_CATEGORIES_PATH, { params: { storeId } }),
};
