/**
 * The payment providers a store connects (`store` routes under /api/dashboard/payments):
 * list, connect, disconnect. A connection changes the checkout's methods, so it purges the
 * store's cached pages. No answer and no log line carries a key: only its last 4 characters.
 */
import type { FastifyInstance } from 'fastify';
import { paymentsEndpoints } from '../../shared';
import { route } from '../http/route';
import {
  connectPaymentProvider,
  disconnectPaymentProvider,
  listPaymentProviders,
} from './accounts';
import type { Payments } from './payments';
import { receiveWebhook, reconcileCardPayments } from './card-payments';
import { startPeriodicJob } from '../jobs/periodic';
import { storefrontChangedInBackground } from '../http/route';

/** How often open card payments whose events never came are asked about. */
export const CARD_RECONCILE_INTERVAL_MS = 5 * 60_000;

export async function paymentRoutes(app: FastifyInstance, options: { payments: Payments }) {
  const { db, config } = app.ctx;
  const { payments } = options;

  // The provider's events: verified over the exact bytes it signed, each applied once.
  route(app, {
    endpoint: paymentsEndpoints.webhook,
    access: 'public',
    rawBody: true,
    handler: async ({ params, request }) => {
      const result = await receiveWebhook(
        db,
        payments,
        config,
        {
          storeId: params.storeId,
          provider: params.provider,
          rawBody: Buffer.from(request.rawBody ?? '', 'utf8'),
          headers: request.headers,
        },
        app.ctx.now(),
      );
      request.log.info(
        { storeId: params.storeId, provider: params.provider, outcome: result.outcome },
        'payment event',
      );
      // A cancelled order's units are back on sale: product pages show them again. (Other
      // outcomes change nothing shoppers see: no purge for each of many events.)
      if (result.outcome.startsWith('cancelled')) {
        storefrontChangedInBackground(app, params.storeId);
      }
      return { received: true as const, duplicate: result.duplicate };
    },
  });

  // Open card payments whose events never came; card orders whose page never opened.
  startPeriodicJob(app, {
    name: 'card-payment-reconciliation',
    intervalMs: CARD_RECONCILE_INTERVAL_MS,
    failureMessage: 'reconciling card payments failed',
    async run() {
      const { changed } = await reconcileCardPayments(db, payments, config, app.ctx.now());
      for (const storeId of new Set(changed)) storefrontChangedInBackground(app, storeId);
      if (changed.length) app.log.info({ payments: changed.length }, 'card payments reconciled');
    },
  });

  route(app, {
    endpoint: paymentsEndpoints.listProviders,
    access: 'store',
    handler: async ({ store }) => ({ providers: await listPaymentProviders(db, store.id) }),
  });

  route(app, {
    endpoint: paymentsEndpoints.connectProvider,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const connected = await connectPaymentProvider(
        db,
        payments,
        config,
        store.id,
        body,
        app.ctx.now(),
      );
      request.log.info(
        { storeId: store.id, provider: body.provider, mode: connected.mode },
        'payment provider connected',
      );
      return connected;
    },
  });

  route(app, {
    endpoint: paymentsEndpoints.disconnectProvider,
    access: 'store',
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const result = await disconnectPaymentProvider(db, payments, store.id, body.provider);
      request.log.info(
        { storeId: store.id, provider: body.provider },
        'payment provider disconnected',
      );
      return result;
    },
  });
}
