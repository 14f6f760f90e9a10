/**
 * Typed calls of the merchant's reviews API (`reviewsEndpoints`, contract in
 * shared/api/reviews.ts): the queue, publish and hide, replies, settings.
 */
import { reviewsEndpoints, type ReviewSettings, type ReviewStatus } from '../../shared';
import { callApi } from '../api/client';
import { toPageQuery } from '../api/page-query';

export interface ReviewListParams {
  storeId: string;
  status: 'all' | ReviewStatus;
  page: number;
  size: number;
}

export const reviewsApi = {
  list: (params: ReviewListParams, signal?: AbortSignal) =>
    callApi(reviewsEndpoints.list, { query: toPageQuery(params) }, signal),
  moderate: (storeId: string, reviewId: string, action: 'publish' | 'hide') =>
    callApi(reviewsEndpoints.moderate, { body: { storeId, reviewId, action } }),
  reply: (storeId: string, reviewId: string, reply: string) =>
    callApi(reviewsEndpoints.reply, { body: { storeId, reviewId, reply } }),
  settings: (storeId: string, signal?: AbortSignal) =>
    callApi(reviewsEndpoints.settings, { query: { storeId } }, signal),
  updateSettings: (body: ReviewSettings) => callApi(reviewsEndpoints.updateSettings, { body }),
};
