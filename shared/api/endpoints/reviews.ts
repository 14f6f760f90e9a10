/**
 * The product review endpoints (see ../endpoint.ts): a review link's order and the review it
 * sends, a product's published reviews (store host, by reference: ./refs.ts), and the
 * merchant's moderation list, actions, replies and settings.
 */
import { endpoint } from '../endpoint';
import { endpointRefs } from './refs';
import {
  merchantReviewDtoSchema,
  productReviewsQuerySchema,
  productReviewsSchema,
  reviewBodySchema,
  reviewListDtoSchema,
  reviewListQuerySchema,
  reviewModerateBodySchema,
  reviewPhotoReplySchema,
  reviewReplyBodySchema,
  reviewRequestQuerySchema,
  reviewRequestReplySchema,
  reviewSettingsQuerySchema,
  reviewSettingsSchema,
  reviewSubmittedReplySchema,
} from '../reviews';

const refs = endpointRefs.reviews;

export const reviewsEndpoints = {
  request: endpoint({
    ...refs.request,
    query: reviewRequestQuerySchema,
    reply: reviewRequestReplySchema,
  }),
  photo: endpoint({
    ...refs.photo,
    query: reviewRequestQuerySchema,
    reply: reviewPhotoReplySchema,
    status: 201,
    bodyKind: 'multipart',
  }),
  submit: endpoint({
    ...refs.submit,
    body: reviewBodySchema,
    reply: reviewSubmittedReplySchema,
    status: 201,
  }),
  product: endpoint({
    ...refs.product,
    query: productReviewsQuerySchema,
    reply: productReviewsSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/dashboard/reviews/list',
    query: reviewListQuerySchema,
    reply: reviewListDtoSchema,
  }),
  moderate: endpoint({
    method: 'POST',
    path: '/api/dashboard/reviews/moderate',
    body: reviewModerateBodySchema,
    reply: merchantReviewDtoSchema,
  }),
  reply: endpoint({
    method: 'PUT',
    path: '/api/dashboard/reviews/reply',
    body: reviewReplyBodySchema,
    reply: merchantReviewDtoSchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/dashboard/reviews/settings',
    query: reviewSettingsQuerySchema,
    reply: reviewSettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/dashboard/reviews/settings',
    body: reviewSettingsSchema,
    reply: reviewSettingsSchema,
  }),
};
