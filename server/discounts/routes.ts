/**
 * The discounts API: the merchant's list, one discount, create, update, delete (`store`
 * routes), and the storefront's look-up of a code a shopper typed (public, rate limited like
 * the checkout: it answers only for an exact code). A discount changes checkout prices only
 * (read live, never from a cached page), so these routes purge no page cache.
 */
import type { FastifyInstance } from 'fastify';
import { discountsEndpoints } from '../../shared';
import { route } from '../http/route';
import { discountsForCodes } from './checkout-discounts';
import {
  createDiscount,
  deleteDiscount,
  getDiscount,
  listDiscounts,
  updateDiscount,
} from './discounts';

export async function discountRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  route(app, {
    endpoint: discountsEndpoints.list,
    access: 'store',
    handler: async ({ store, query }) =>
      listDiscounts(db, store.id, { search: query.search, status: query.status }, app.ctx.now()),
  });

  route(app, {
    endpoint: discountsEndpoints.get,
    access: 'store',
    handler: async ({ store, params }) =>
      getDiscount(db, store.id, params.discountId, app.ctx.now(), true),
  });

  route(app, {
    endpoint: discountsEndpoints.create,
    access: 'store',
    handler: async ({ store, body: { storeId: _storeId, ...discount } }) =>
      createDiscount(db, store.id, discount, app.ctx.now()),
  });

  route(app, {
    endpoint: discountsEndpoints.update,
    access: 'store',
    handler: async ({ store, body: { storeId: _storeId, ...discount } }) =>
      updateDiscount(db, store.id, discount, app.ctx.now()),
  });

  route(app, {
    endpoint: discountsEndpoints.delete,
    access: 'store',
    handler: async ({ store, params, request }) => {
      await deleteDiscount(db, store.id, params.discountId);
      request.log.info({ storeId: store.id, discountId: params.discountId }, 'discount deleted');
      return { deleted: true as const, discountId: params.discountId };
    },
  });

  route(app, {
    endpoint: discountsEndpoints.checkCode,
    access: 'public',
    rateLimit: { max: config.rateLimits.checkout, timeWindow: '1 minute' },
    handler: async ({ query }) => {
      const [discount] = await discountsForCodes(db, query.storeId, [query.code]);
      return { code: query.code, discount: discount ?? null };
    },
  });
}
