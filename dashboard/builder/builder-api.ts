/**
 * The calls the builder page makes (the session check, the Pages API's reads and save, the
 * public categories): `callEndpoint` over `fetchTransport`, since the builder page loads no
 * axios and no toasts. Same declarations as api/pages-api.ts and api/auth-api.ts; reads send
 * no custom header, so the check-auth and get-page-by-id answers the server preloads
 * (server/pages/builder-page.ts) are taken.
 */
import {
  authEndpoints,
  callEndpoint,
  fetchTransport,
  pagesEndpoints,
  storefrontEndpoints,
} from '../../shared';
import type { UpdatePageInput } from '../api/pages-api';

export const builderApi = {
  /** GET check-auth: who is logged in; 401 with `redirectTo` when nobody. */
  checkAuth: (signal?: AbortSignal) =>
    callEndpoint(fetchTransport, authEndpoints.checkAuth, {}, signal),
  /** GET get-page-by-id: the page's draft with its store and global content. */
  getPage: (pageId: string, signal?: AbortSignal) =>
    callEndpoint(fetchTransport, pagesEndpoints.getPageById, { query: { pageId } }, signal),
  /** GET get-pages-by-store-id: the store's pages (the builder opens the home page). */
  listPages: (storeId: string, signal?: AbortSignal) =>
    callEndpoint(fetchTransport, pagesEndpoints.getPagesByStoreId, { query: { storeId } }, signal),
  /** GET get-pages-links: titles and URLs for the link pickers. */
  listPageLinks: (storeId: string, signal?: AbortSignal) =>
    callEndpoint(fetchTransport, pagesEndpoints.getPagesLinks, { query: { storeId } }, signal),
  /** PUT update-page: draft or publish, with the global content; 409 on a stale version. */
  updatePage: (body: UpdatePageInput) =>
    callEndpoint(fetchTransport, pagesEndpoints.updatePage, { body }),
  /** GET the public categories of a store (no session needed). */
  listCategories: (storeId: string) =>
    callEndpoint(fetchTransport, storefrontEndpoints.categories, { query: { storeId } }),
};
