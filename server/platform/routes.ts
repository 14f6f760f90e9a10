/**
 * The platform's public API on every host: the legal texts (`GET /api/platform/legal/:doc`,
 * read by the dashboard's `/terms`, `/refund-policy`, `/service-policy`, `/privacy-policy`).
 */
import type { FastifyInstance } from 'fastify';
import { legalDocs, platformEndpoints } from '../../shared';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { isLegalDoc, loadLegalDocs } from './legal';

export async function platformRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  const docs = loadLegalDocs({
    operatorName: config.operator.name,
    operatorAddress: config.operator.address,
    operatorEmail: config.operator.email,
    productHost: config.productHost,
  });

  route(app, {
    endpoint: platformEndpoints.legal,
    access: 'public',
    handler: async ({ params, reply }) => {
      const found = isLegalDoc(params.doc) ? docs.get(params.doc) : undefined;
      if (!found) {
        throw notFound('No such legal text', 'doc', `doc must be one of ${legalDocs.join(', ')}`);
      }
      reply.header('cache-control', 'public, max-age=300');
      return found;
    },
  });
}
