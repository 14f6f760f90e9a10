/**
 * Typed calls of the merchant's discounts API (`discountsEndpoints`, contract in
 * shared/api/discounts.ts).
 */
import {
  discountsEndpoints,
  type CreateDiscountBody,
  type DiscountStatus,
  type UpdateDiscountBody,
} from '../../shared';
import { callApi } from '../api/client';

export interface DiscountListParams {
  storeId: string;
  search?: string | undefined;
  status?: DiscountStatus | undefined;
}

export const discountsApi = {
  list: (params: DiscountListParams, signal?: AbortSignal) =>
    callApi(discountsEndpoints.list, { query: params }, signal),
  get: (storeId: string, discountId: string, signal?: AbortSignal) =>
    callApi(discountsEndpoints.get, { params: { storeId, discountId } }, signal),
  create: (body: CreateDiscountBody) => callApi(discountsEndpoints.create, { body }),
  update: (body: UpdateDiscountBody) => callApi(discountsEndpoints.update, { body }),
  remove: (storeId: string, discountId: string) =>
    callApi(discountsEndpoints.delete, { params: { storeId, discountId } }),
};
