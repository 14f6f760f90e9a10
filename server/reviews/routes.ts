/**
 * The reviews API. On a store's host (public, rate limited per IP): a review link's order
 * (`GET /api/storefront/reviews/request`, the link's token; the store must be the host's), a
 * photo for it (`POST …/photos`, multipart, through the media pipeline), the review it sends (`POST /api/storefront/reviews`; a published one purges the store's pages),
 * and a product's published reviews (`GET /api/storefront/reviews`). The merchant's queue,
 * publish and hide, replies and settings (session + store membership; a change purges).
 */
import type { FastifyInstance } from 'fastify';
import { reviewsEndpoints } from '../../shared';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { requireSiteStore } from '../http/site-store';
import { storeReviewPhoto } from './review-photo';
import {
  checkReviewLink,
  getReviewSettings,
  listReviews,
  moderateReview,
  productReviewPage,
  replyToReview,
  reviewRequest,
  submitReview,
  updateReviewSettings,
} from './reviews';

export async function reviewRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const rateLimit = { max: config.rateLimits.account, timeWindow: '1 minute' };

  route(app, {
    endpoint: reviewsEndpoints.request,
    access: 'public',
    rateLimit,
    handler: async ({ query, request }) => {
      requireSiteStore(request, query.storeId);
      return reviewRequest(db, query, app.ctx.now());
    },
  });

  route(app, {
    endpoint: reviewsEndpoints.photo,
    access: 'public',
    rateLimit,
    handler: async ({ query, request }) => {
      requireSiteStore(request, query.storeId);
      const { orderNumber } = await checkReviewLink(db, query, app.ctx.now());
      const photo = await storeReviewPhoto(
        request,
        { db, storage: app.ctx.mediaStorage, maxBytes: config.media.maxBytes },
        query.storeId,
        orderNumber,
      );
      request.log.info({ storeId: query.storeId }, 'review photo uploaded');
      return photo;
    },
  });

  route(app, {
    endpoint: reviewsEndpoints.submit,
    access: 'public',
    rateLimit,
    changesStorefront: ({ body }, result) =>
      result.status === 'published' ? body.storeId : undefined,
    handler: async ({ body, request }) => {
      requireSiteStore(request, body.storeId);
      const saved = await submitReview(db, body, app.ctx.now());
      request.log.info({ storeId: body.storeId, status: saved.status }, 'product review sent');
      return saved;
    },
  });

  route(app, {
    endpoint: reviewsEndpoints.product,
    access: 'public',
    rateLimit: { max: config.rateLimits.search, timeWindow: '1 minute' },
    handler: async ({ query }) => {
      const page = await productReviewPage(db, query.storeId, query.productId, query);
      if (!page)
        throw notFound('Product not found', 'productId', 'No product of this store has this id');
      return page;
    },
  });

  route(app, {
    endpoint: reviewsEndpoints.list,
    access: 'store',
    handler: async ({ store, query }) => listReviews(db, store.id, query),
  });

  route(app, {
    endpoint: reviewsEndpoints.moderate,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const review = await moderateReview(db, store.id, body, app.ctx.now());
      request.log.info(
        { storeId: store.id, reviewId: body.reviewId, action: body.action },
        'review moderated',
      );
      return review;
    },
  });

  route(app, {
    endpoint: reviewsEndpoints.reply,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body }) => replyToReview(db, store.id, body, app.ctx.now()),
  });

  route(app, {
    endpoint: reviewsEndpoints.settings,
    access: 'store',
    handler: async ({ store }) => getReviewSettings(db, store.id),
  });

  route(app, {
    endpoint: reviewsEndpoints.updateSettings,
    access: 'store',
    handler: async ({ store, body }) =>
      updateReviewSettings(db, { ...body, storeId: store.id }, app.ctx.now()),
  });
}
