/**
 * Typed calls of the merchant's abandoned-checkout API (`abandonedCheckoutsEndpoints`,
 * contract in shared/api/abandoned-checkouts.ts): the list and the recovery email settings.
 */
import {
  abandonedCheckoutsEndpoints,
  type AbandonedCheckoutStatus,
  type RecoverySettings,
} from '../../shared';
import { callApi } from '../api/client';
import { toPageQuery } from '../api/page-query';

export interface AbandonedCheckoutListParams {
  storeId: string;
  status: AbandonedCheckoutStatus;
  page: number;
  size: number;
}

export const abandonedCheckoutsApi = {
  list: (params: AbandonedCheckoutListParams, signal?: AbortSignal) =>
    callApi(abandonedCheckoutsEndpoints.list, { query: toPageQuery(params) }, signal),
  settings: (storeId: string, signal?: AbortSignal) =>
    callApi(abandonedCheckoutsEndpoints.settings, { query: { storeId } }, signal),
  updateSettings: (body: RecoverySettings) =>
    callApi(abandonedCheckoutsEndpoints.updateSettings, { body }),
};
