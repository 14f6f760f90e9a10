/**
 * The shipping API (merchant, `store` routes): zones with their rates, zone and rate writes,
 * rate order. No storefront page shows shipping (the checkout reads the live, uncached
 * pricing answer), so these routes purge no page cache.
 */
import type { FastifyInstance } from 'fastify';
import { shippingEndpoints } from '../../shared';
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

export async function shippingRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, {
    endpoint: shippingEndpoints.zones,
    access: 'store',
    handler: async ({ store }) => listShippingZones(db, store.id),
  });

  route(app, {
    endpoint: shippingEndpoints.addZone,
    access: 'store',
    handler: async ({ store, body: { storeId: _storeId, ...zone } }) =>
      createShippingZone(db, store.id, zone, app.ctx.now()),
  });

  route(app, {
    endpoint: shippingEndpoints.updateZone,
    access: 'store',
    handler: async ({ store, body: { storeId: _storeId, ...zone } }) =>
      updateShippingZone(db, store.id, zone),
  });

  route(app, {
    endpoint: shippingEndpoints.deleteZone,
    access: 'store',
    handler: async ({ store, params, request }) => {
      await deleteShippingZone(db, store.id, params.zoneId);
      request.log.info({ storeId: store.id, zoneId: params.zoneId }, 'shipping zone deleted');
      return { deleted: true as const, id: params.zoneId };
    },
  });

  route(app, {
    endpoint: shippingEndpoints.addRate,
    access: 'store',
    handler: async ({ store, body: { storeId: _storeId, zoneId, ...rate } }) =>
      createShippingRate(db, store.id, zoneId, rate),
  });

  route(app, {
    endpoint: shippingEndpoints.updateRate,
    access: 'store',
    handler: async ({ store, body: { storeId: _storeId, rateId, ...rate } }) =>
      updateShippingRate(db, store.id, rateId, rate),
  });

  route(app, {
    endpoint: shippingEndpoints.deleteRate,
    access: 'store',
    handler: async ({ store, params }) => {
      await deleteShippingRate(db, store.id, params.rateId);
      return { deleted: true as const, id: params.rateId };
    },
  });

  route(app, {
    endpoint: shippingEndpoints.reorderRates,
    access: 'store',
    handler: async ({ store, body }) =>
      reorderShippingRates(db, store.id, body.zoneId, body.rateIds),
  });
}
