/**
 * Back-in-stock alerts: the shopper's request on a store's host (`POST
 * /api/storefront/stock-alerts`, public, rate limited per IP; the store must be the host's;
 * 201 `subscribed` whether or not the email was waiting already) and the merchant's demand
 * per variation (`GET /api/dashboard/products/stock-alerts`). Starts the alert job.
 */
import type { FastifyInstance } from 'fastify';
import { stockAlertsEndpoints } from '../../shared';
import { route } from '../http/route';
import { requireSiteStore } from '../http/site-store';
import { startStockAlerts } from './stock-alert-job';
import { restockDemand, subscribeToRestock } from './stock-alerts';

export async function stockAlertRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  route(app, {
    endpoint: stockAlertsEndpoints.subscribe,
    access: 'public',
    rateLimit: { max: config.rateLimits.newsletter, timeWindow: '1 minute' },
    handler: async ({ body, request }) => {
      requireSiteStore(request, body.storeId);
      await subscribeToRestock(db, body, app.ctx.now());
      request.log.info({ storeId: body.storeId }, 'back-in-stock request');
      return { status: 'subscribed' as const };
    },
  });

  route(app, {
    endpoint: stockAlertsEndpoints.demand,
    access: 'store',
    handler: async ({ store, query }) => restockDemand(db, store.id, query.productId),
  });

  startStockAlerts(app, config.stockAlertJobIntervalMs);
}
