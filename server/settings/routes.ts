/**
 * Store settings the checkout reads (all `store` routes under /api/dashboard/store):
 * payment settings (`/dashboard/payment`) and checkout settings (`/dashboard/checkout-editor`).
 * Both change what shoppers see, so a save purges the store's cached pages.
 */
import type { FastifyInstance } from 'fastify';
import {
  checkoutSettingsQuerySchema,
  checkoutSettingsReplySchema,
  paymentSettingsDtoSchema,
  paymentSettingsQuerySchema,
  updateCheckoutSettingsBodySchema,
  updatePaymentSettingsBodySchema,
} from '../../shared';
import { route } from '../http/route';
import { getCheckoutSettings, updateCheckoutSettings } from './checkout-settings';
import { getPaymentSettings, updatePaymentSettings } from './payment-settings';

export async function settingsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const base = '/api/dashboard/store';

  route(app, {
    method: 'GET',
    url: `${base}/payment-settings`,
    access: 'store',
    query: paymentSettingsQuerySchema,
    reply: paymentSettingsDtoSchema,
    handler: async ({ store }) => getPaymentSettings(db, store.id),
  });

  route(app, {
    method: 'PUT',
    url: `${base}/payment-settings`,
    access: 'store',
    body: updatePaymentSettingsBodySchema,
    reply: paymentSettingsDtoSchema,
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
    method: 'GET',
    url: `${base}/checkout-settings`,
    access: 'store',
    query: checkoutSettingsQuerySchema,
    reply: checkoutSettingsReplySchema,
    handler: async ({ store }) => getCheckoutSettings(db, store.id),
  });

  route(app, {
    method: 'PUT',
    url: `${base}/checkout-settings`,
    access: 'store',
    body: updateCheckoutSettingsBodySchema,
    reply: checkoutSettingsReplySchema,
    changesStorefront: true,
    handler: async ({ store, body }) => updateCheckoutSettings(db, store.id, body, app.ctx.now()),
  });
}
