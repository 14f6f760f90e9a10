/**
 * The shipping API (merchant, `store` routes): zones with their rates, zone and rate writes,
 * rate order. No storefront page shows shipping (the checkout reads the live, uncached
 * pricing answer), so these routes purge no page cache.
 */
import type { FastifyInstance } from 'fastify';
import {
  addShippingRateBodySchema,
  addShippingZoneBodySchema,
  adminShippingRateSchema,
  adminShippingZoneSchema,
  deleteShippingReplySchema,
  reorderShippingRatesBodySchema,
  shippingRateParamsSchema,
  shippingZoneParamsSchema,
  shippingZonesReplySchema,
  storeIdQuerySchema,
  updateShippingRateBodySchema,
  updateShippingZoneBodySchema,
} from '../../shared';
import { route } from '../http/route';
import {
  createShippingRate,
  deleteShippingRate,
  reorderShippingRates,
  updateShippingRate,
} from './rates';
import {
  createShippingZone,
  deleteShippingZone,
  listShippingZones,
  updateShippingZone,
} from './zones';

const base = '/api/dashboard/shipping';

export async function shippingRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, {
    method: 'GET',
    url: `${base}/zones`,
    access: 'store',
    query: storeIdQuerySchema,
    reply: shippingZonesReplySchema,
    handler: async ({ store }) => listShippingZones(db, store.id),
  });

  route(app, {
    method: 'POST',
    url: `${base}/add-zone`,
    access: 'store',
    body: addShippingZoneBodySchema,
    reply: adminShippingZoneSchema,
    status: 201,
    handler: async ({ store, body: { storeId: _storeId, ...zone } }) =>
      createShippingZone(db, store.id, zone, app.ctx.now()),
  });

  route(app, {
    method: 'PUT',
    url: `${base}/update-zone`,
    access: 'store',
    body: updateShippingZoneBodySchema,
    reply: adminShippingZoneSchema,
    handler: async ({ store, body: { storeId: _storeId, ...zone } }) =>
      updateShippingZone(db, store.id, zone),
  });

  route(app, {
    method: 'DELETE',
    url: `${base}/delete-zone/:storeId/:zoneId`,
    access: 'store',
    params: shippingZoneParamsSchema,
    reply: deleteShippingReplySchema,
    handler: async ({ store, params, request }) => {
      await deleteShippingZone(db, store.id, params.zoneId);
      request.log.info({ storeId: store.id, zoneId: params.zoneId }, 'shipping zone deleted');
      return { deleted: true as const, id: params.zoneId };
    },
  });

  route(app, {
    method: 'POST',
    url: `${base}/add-rate`,
    access: 'store',
    body: addShippingRateBodySchema,
    reply: adminShippingRateSchema,
    status: 201,
    handler: async ({ store, body: { storeId: _storeId, zoneId, ...rate } }) =>
      createShippingRate(db, store.id, zoneId, rate),
  });

  route(app, {
    method: 'PUT',
    url: `${base}/update-rate`,
    access: 'store',
    body: updateShippingRateBodySchema,
    reply: adminShippingRateSchema,
    handler: async ({ store, body: { storeId: _storeId, rateId, ...rate } }) =>
      updateShippingRate(db, store.id, rateId, rate),
  });

  route(app, {
    method: 'DELETE',
    url: `${base}/delete-rate/:storeId/:rateId`,
    access: 'store',
    params: shippingRateParamsSchema,
    reply: deleteShippingReplySchema,
    handler: async ({ store, params }) => {
      await deleteShippingRate(db, store.id, params.rateId);
      return { deleted: true as const, id: params.rateId };
    },
  });

  route(app, {
    method: 'PUT',
    url: `${base}/reorder-rates`,
    access: 'store',
    body: reorderShippingRatesBodySchema,
    reply: adminShippingZoneSchema,
    handler: async ({ store, body }) =>
      reorderShippingRates(db, store.id, body.zoneId, body.rateIds),
  });
}
