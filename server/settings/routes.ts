/**
 * Store settings the checkout reads (all `store` routes under /api/dashboard/store):
 * payment settings (`/dashboard/payment`) and checkout settings (`/dashboard/checkout-editor`).
 * Both change what shoppers see, so a save purges the store's cached pages.
 */
import type { FastifyInstance } from 'fastify';
import { settingsEndpoints } from '../../shared';
import { route } from '../http/route';
import { getCheckoutSettings, updateCheckoutSettings } from './checkout-settings';
import { getPaymentSettings, updatePaymentSettings } from './payment-settings';

export async function settingsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, {
    endpoint: settingsEndpoints.getPaymentSettings,
    access: 'store',
    handler: async ({ store }) => getPaymentSettings(db, store.id),
  });

  route(app, {
    endpoint: settingsEndpoints.updatePaymentSettings,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const saved = await updatePaymentSettings(db, store.id, body, app.ctx.now());
      request.log.info(
        { storeId: store.id, methods: saved.offeredMethods },
        'payment settings changed',
      );
      return saved;
    },
  });

  route(app, {
    endpoint: settingsEndpoints.getCheckoutSettings,
    access: 'store',
    handler: async ({ store }) => getCheckoutSettings(db, store.id),
  });

  route(app, {
    endpoint: settingsEndpoints.updateCheckoutSettings,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body }) => updateCheckoutSettings(db, store.id, body, app.ctx.now()),
  });
}
