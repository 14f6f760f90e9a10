/** The taxes API (merchant, `store` routes): the store's tax settings and rates, read and replaced. */
import type { FastifyInstance } from 'fastify';
import { taxesEndpoints } from '../../shared';
import { route } from '../http/route';
import { unknownRateRegion } from './regions';
import { getTaxSettings, updateTaxSettings } from './taxes';

export async function taxRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, {
    endpoint: taxesEndpoints.get,
    access: 'store',
    handler: async ({ store }) => getTaxSettings(db, store.id),
  });

  route(app, {
    endpoint: taxesEndpoints.update,
    access: 'store',
    handler: async ({ store, body: { storeId: _storeId, ...settings } }) => {
      // A region must be one of its country's (the checkout lists them by these codes).
      const unknown = unknownRateRegion(settings.rates);
      if (unknown) throw unknown;
      return updateTaxSettings(db, store.id, settings, app.ctx.now());
    },
  });
}
