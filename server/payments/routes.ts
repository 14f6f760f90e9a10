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

export async function paymentRoutes(app: FastifyInstance, options: { payments: Payments }) {
  const { db, config } = app.ctx;
  const { payments } = options;

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
