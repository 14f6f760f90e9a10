/**
 * Typed calls of the Store API (spec 7, `storeEndpoints` in shared/api/endpoints): the
 * merchant's stores, creating and selecting one, and subdomain availability.
 */
import {
  storeEndpoints,
  type CreateStoreBody,
  type DeleteStoreBody,
  type UpdateStoreGeneralDetailsBody,
} from '../../shared';
import { callApi } from './client';

export const storeApi = {
  /** GET find-stores?userId: the user's stores. */
  findStores: (userId: string) => callApi(storeEndpoints.findStores, { query: { userId } }),
  /** GET find-current-store?storeId: one store the user may open. */
  findCurrentStore: (storeId: string) =>
    callApi(storeEndpoints.findCurrentStore, { query: { storeId } }),
  /** POST create-store: 201 with the store, which also becomes the session's selected store. */
  createStore: (body: CreateStoreBody) => callApi(storeEndpoints.createStore, { body }),
  /** PUT update-store-general-details. */
  updateStoreGeneralDetails: (body: UpdateStoreGeneralDetailsBody) =>
    callApi(storeEndpoints.updateStoreGeneralDetails, { body }),
  /** DELETE delete-store: owners only; 400 naming confirmName unless the name is typed in full. */
  deleteStore: (body: DeleteStoreBody) => callApi(storeEndpoints.deleteStore, { body }),
  /** GET domain-exists?storeDomain: whether a subdomain is taken, reserved or a look-alike. */
  domainExists: (storeDomain: string, signal?: AbortSignal) =>
    callApi(storeEndpoints.domainExists, { query: { storeDomain } }, signal),
  /** POST select-store: makes `storeId` the session's selected store. */
  selectStore: (storeId: string) => callApi(storeEndpoints.selectStore, { body: { storeId } }),
};
