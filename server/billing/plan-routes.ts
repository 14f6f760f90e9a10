/** `GET /api/platform/plans` (public): the active plans, read by /pricing, / and /billing. */
import type { FastifyInstance } from 'fastify';
import { billingEndpoints } from '../../shared';
import { route } from '../http/route';
import { listPlans, planDto } from './plans';

export async function planRoutes(app: FastifyInstance) {
  route(app, {
    endpoint: billingEndpoints.plans,
    access: 'public',
    handler: async ({ reply }) => {
      reply.header('cache-control', 'public, max-age=60');
      return { plans: (await listPlans(app.ctx.db)).map(planDto) };
    },
  });
}
