/**
 * The Orders API. Public (shoppers, no session, same-origin writes): the pricing read
 * (spec 7 product-pricing-shipping), checkout, and the buyer's order behind its token.
 * Merchant (session + store membership): the order list and status changes.
 * The pricing and checkout routes are rate limited per IP (CHECKOUT_RATE_LIMIT a minute).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkoutBodySchema,
  listOrdersQuerySchema,
  orderQuerySchema,
  productPricingQuerySchema,
  updateOrderStatusBodySchema,
  type CheckoutAnswer,
} from '../../shared';
import { requireSession, requireStoreMember } from '../auth/require';
import { HttpError, parseInput } from '../http/errors';
import { getOrder, getOrderItems, toOrderDto } from './order-dto';
import { listOrders, updateOrderStatus } from './order-status';
import { createOrderToken, isOrderToken } from './order-token';
import { placeOrder } from './place-order';
import { getCheckoutStore, getProductPricingShipping } from './pricing';

const storeNotFound = (field = 'storeId') =>
  new HttpError(404, 'Store not found', [{ field, message: 'No such store' }]);

export async function orderRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const rateLimit = { max: config.rateLimits.checkout, timeWindow: '1 minute' };

  /** On a store host, a store id other than the host's is refused. */
  function requireHostStore(request: FastifyRequest, storeId: string | undefined): string {
    const site = request.site;
    if (site.kind === 'store') {
      if (storeId && storeId !== site.store.id) {
        throw new HttpError(400, 'This store id belongs to another host', [
          { field: 'storeId', message: 'Not the store of this host' },
        ]);
      }
      return site.store.id;
    }
    if (!storeId) {
      throw new HttpError(400, 'Invalid query: storeId', [
        { field: 'storeId', message: 'storeId is required on this host' },
      ]);
    }
    return storeId;
  }

  // Live prices, stock and shipping: never cached.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/api/dashboard/products/product-pricing-shipping',
    { config: { rateLimit } },
    async (request) => {
      const q = parseInput(productPricingQuerySchema, request.query, 'query');
      const storeId = requireHostStore(request, q.storeId);
      const store = await getCheckoutStore(db, storeId);
      if (!store) throw storeNotFound();
      return getProductPricingShipping(db, store, q.productIds);
    },
  );

  app.post('/api/storefront/checkout', { config: { rateLimit } }, async (request, reply) => {
    const body = parseInput(checkoutBodySchema, request.body, 'body');
    requireHostStore(request, body.storeId);
    const placed = await placeOrder(db, body, app.ctx.now());
    const answer: CheckoutAnswer = {
      ...placed.order,
      token: createOrderToken(placed.order.orderId, placed.idempotencyKey),
    };
    if (placed.created) {
      request.log.info(
        { storeId: body.storeId, orderId: answer.orderId, orderNumber: answer.orderNumber },
        'order placed',
      );
    }
    // A product sold out: its pages must stop offering it.
    if (placed.soldOut) app.ctx.storeChanged(body.storeId);
    return reply.status(placed.created ? 201 : 200).send(answer);
  });

  /** The buyer's order: the token is the one the checkout answered (see order-token.ts). */
  app.get('/api/storefront/order', async (request) => {
    const q = parseInput(orderQuerySchema, request.query, 'query');
    requireHostStore(request, q.storeId);
    const order = await getOrder(db, q.storeId, q.orderId);
    // Wrong token and unknown order look the same: no probing for order ids.
    if (!order || !isOrderToken(q.token, order.id, order.idempotencyKey)) {
      throw new HttpError(404, 'Order not found', [
        { field: 'token', message: 'No order matches this link' },
      ]);
    }
    const [items, store] = await Promise.all([
      getOrderItems(db, q.storeId, [order.id]),
      getCheckoutStore(db, q.storeId),
    ]);
    return toOrderDto(order, items.get(order.id) ?? [], store?.bankTransferInstructions ?? '');
  });

  // ---- merchant ----

  app.get('/api/dashboard/orders/list', async (request) => {
    const session = requireSession(request);
    const q = parseInput(listOrdersQuerySchema, request.query, 'query');
    await requireStoreMember(db, session.user.id, q.storeId);
    return listOrders(db, q.storeId, q.page);
  });

  app.put('/api/dashboard/orders/update-status', async (request) => {
    const session = requireSession(request);
    const body = parseInput(updateOrderStatusBodySchema, request.body, 'body');
    await requireStoreMember(db, session.user.id, body.storeId);
    const result = await updateOrderStatus(
      db,
      body.storeId,
      body.orderId,
      body.status,
      app.ctx.now(),
    );
    if (result.changed) {
      request.log.info(
        { storeId: body.storeId, orderId: body.orderId, status: body.status },
        'order status changed',
      );
    }
    if (result.restocked) app.ctx.storeChanged(body.storeId);
    return result.order;
  });
}
