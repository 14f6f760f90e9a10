/**
 * POST /api/dashboard/store/create-store: a signed-in user creates a store (create-store.ts)
 * and has it selected in their session.
 */
import type { FastifyInstance } from 'fastify';
import { storeEndpoints } from '../../shared';
import { selectSessionStore } from '../auth/sessions';
import { route } from '../http/route';
import { author } from '../pages/versions';
import { toStoreSummary } from '../stores/store-summary';
import { platformHostsOf } from '../stores/subdomains';
import { createStore } from './create-store';

export async function storeCreationRoutes(app: FastifyInstance) {
  const { db, config, now } = app.ctx;

  route(app, {
    endpoint: storeEndpoints.createStore,
    access: 'session',
    // A new store answers on a host that was unknown until now.
    changesStorefront: (_input, created) => created.storeId,
    handler: async ({ session, body, request }) => {
      const store = await createStore(
        db,
        { body, userId: session.user.id, author: author(session) },
        now,
        platformHostsOf(config),
      );
      await selectSessionStore(db, session.sessionId, store.id);
      request.log.info({ storeId: store.id }, 'store created');
      return toStoreSummary(store, 'owner', config.productHost);
    },
  });
}
