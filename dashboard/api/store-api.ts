/**
 * Typed calls of the Store API (spec 7, `/api/dashboard/store/...`): the merchant's stores,
 * creating and selecting one, and subdomain availability.
 */
import type {
  DomainExistsReply,
  CreateStoreBody,
  DeleteStoreBody,
  DeleteStoreReply,
  StoreSummary,
  UpdateStoreGeneralDetailsBody,
} from '../../shared';
import { apiClient } from './client';

const base = '/dashboard/store';

export const storeApi = {
  /** GET find-stores?userId: the user's stores. */
  findStores: (userId: string) =>
    apiClient.get<StoreSummary[], StoreSummary[]>(`${base}/find-stores`, { params: { userId } }),
  /** GET find-current-store?storeId: one store the user may open. */
  findCurrentStore: (storeId: string) =>
    apiClient.get<StoreSummary, StoreSummary>(`${base}/find-current-store`, {
      params: { storeId },
    }),
  /** POST create-store: 201 with the store, which also becomes the session's selected store. */
  createStore: (body: CreateStoreBody) =>
    apiClient.post<StoreSummary, StoreSummary>(`${base}/create-store`, body),
  /** PUT update-store-general-details. */
  updateStoreGeneralDetails: (body: UpdateStoreGeneralDetailsBody) =>
    apiClient.put<StoreSummary, StoreSummary>(`${base}/update-store-general-details`, body),
  /** DELETE delete-store: owners only; 400 naming confirmName unless the name is typed in full. */
  deleteStore: (body: DeleteStoreBody) =>
    apiClient.delete<DeleteStoreReply, DeleteStoreReply>(`${base}/delete-store`, { data: body }),
  /** GET domain-exists?storeDomain: whether a subdomain is taken, reserved or a look-alike. */
  domainExists: (storeDomain: string, signal?: AbortSignal) =>
    apiClient.get<DomainExistsReply, DomainExistsReply>(`${base}/domain-exists`, {
      params: { storeDomain },
      signal,
    }),
  /** POST select-store: makes `storeId` the session's selected store. */
  selectStore: (storeId: string) =>
    apiClient.post<{ selectedStoreId: string }, { selectedStoreId: string }>(
      `${base}/select-store`,
      { storeId },
    ),
};
