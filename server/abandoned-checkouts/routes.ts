/**
 * The abandoned-checkout API. On a store's host (public, rate limited per IP): the shopper's
 * checkout saved as typed (`PUT /api/storefront/checkouts/:checkoutId`), a recovery link's
 * read (`GET …/:checkoutId/restore`, the token of the link; reading changes nothing) and the
 * reminders' unsubscribe (`POST …/unsubscribe`); the store must be the host's. The merchant's
 * list and recovery email settings (session + store membership). Starts the reminder job.
 */
import type { FastifyInstance } from 'fastify';
import { abandonedCheckoutsEndpoints } from '../../shared';
import { route } from '../http/route';
import { requireSiteStore } from '../http/site-store';
import {
  getRecoverySettings,
  listAbandonedCheckouts,
  restoreCheckout,
  saveCheckoutDraft,
  stopReminders,
  updateRecoverySettings,
} from './abandoned-checkouts';
import { startCheckoutRecovery } from './recovery-job';

export async function abandonedCheckoutRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const endpoints = abandonedCheckoutsEndpoints;

  route(app, {
    endpoint: endpoints.saveDraft,
    access: 'public',
    rateLimit: { max: config.rateLimits.checkoutDraft, timeWindow: '1 minute' },
    handler: async ({ params, body, request }) => {
      requireSiteStore(request, body.storeId);
      return saveCheckoutDraft(db, params.checkoutId, body, app.ctx.now());
    },
  });

  route(app, {
    endpoint: endpoints.restore,
    access: 'public',
    rateLimit: { max: config.rateLimits.account, timeWindow: '1 minute' },
    handler: async ({ params, query, request }) => {
      requireSiteStore(request, query.storeId);
      return restoreCheckout(db, query.storeId, params.checkoutId, query.token, app.ctx.now());
    },
  });

  route(app, {
    endpoint: endpoints.unsubscribe,
    access: 'public',
    rateLimit: { max: config.rateLimits.newsletter, timeWindow: '1 minute' },
    handler: async ({ body, request }) => {
      requireSiteStore(request, body.storeId);
      const done = await stopReminders(db, body, app.ctx.now());
      request.log.info({ storeId: body.storeId }, 'checkout reminders unsubscribed');
      return done;
    },
  });

  route(app, {
    endpoint: endpoints.list,
    access: 'store',
    handler: async ({ store, query }) => listAbandonedCheckouts(db, store.id, query, app.ctx.now()),
  });

  route(app, {
    endpoint: endpoints.settings,
    access: 'store',
    handler: async ({ store }) => getRecoverySettings(db, store.id),
  });

  route(app, {
    endpoint: endpoints.updateSettings,
    access: 'store',
    handler: async ({ store, body, request }) => {
      const saved = await updateRecoverySettings(db, { ...body, storeId: store.id }, app.ctx.now());
      request.log.info({ storeId: store.id, delay: saved.delay }, 'recovery email settings saved');
      return saved;
    },
  });

  startCheckoutRecovery(app, config.recoveryJobIntervalMs);
}
