/**
 * The home's numbers API (merchant side, membership checked by the route layer):
 * GET /api/dashboard/analytics/overview. Reads only; never cached (the queue moves).
 */
import type { FastifyInstance } from 'fastify';
import { analyticsEndpoints } from '../../shared';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { getAnalyticsOverview } from './overview';

export async function analyticsRoutes(app: FastifyInstance) {
  const { db, now } = app.ctx;

  route(app, {
    endpoint: analyticsEndpoints.overview,
    access: 'store',
    handler: async ({ store, query, reply }) => {
      const overview = await getAnalyticsOverview(db, store.id, query, now());
      if (!overview) {
        throw notFound('Store not found', 'storeId', 'No such store');
      }
      reply.header('cache-control', 'no-store');
      return overview;
    },
  });
}
