/**
 * The Orders API. Public (shoppers, no session, same-origin writes): the pricing read
 * (spec 7 product-pricing-shipping), checkout, and the buyer's order behind its token.
 * Merchant (session + store membership): the order list and status changes.
 * The pricing and checkout routes are rate limited per IP (CHECKOUT_RATE_LIMIT a minute).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkoutBodySchema,
  orderListQuerySchema,
  orderQuerySchema,
  productPricingQuerySchema,
  updateOrderStatusBodySchema,
  checkoutAnswerSchema,
  orderDtoSchema,
  orderListDtoSchema,
  productPricingShippingDtoSchema,
  type CheckoutAnswer,
} from '../../shared';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
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

  route(app, {
    method: 'GET',
    url: '/api/dashboard/products/product-pricing-shipping',
    access: 'public',
    rateLimit,
    query: productPricingQuerySchema,
    reply: productPricingShippingDtoSchema,
    handler: async ({ query, request }) => {
      const storeId = requireHostStore(request, query.storeId);
      const store = await getCheckoutStore(db, storeId);
      if (!store) throw storeNotFound();
      return getProductPricingShipping(db, store, query.productIds);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/storefront/checkout',
    access: 'public',
    rateLimit,
    body: checkoutBodySchema,
    reply: checkoutAnswerSchema,
    // Stock changed: product pages must show what is left (or stop offering it).
    changesStorefront: ({ request, body }) => requireHostStore(request, body.storeId),
    handler: async ({ body, request, reply }) => {
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
      // A retry of the same order answers 200 with it.
      if (!placed.created) reply.status(200);
      return answer;
    },
    status: 201,
  });

  /** The buyer's order: the token is the one the checkout answered (see order-token.ts). */
  route(app, {
    method: 'GET',
    url: '/api/storefront/order',
    access: 'public',
    query: orderQuerySchema,
    reply: orderDtoSchema,
    handler: async ({ query: q, request }) => {
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
      return toOrderDto(
        order,
        items.get(order.id) ?? [],
        store ?? { bankTransferInstructions: '', bankAccount: {} },
      );
    },
  });

  // ---- merchant ----

  route(app, {
    method: 'GET',
    url: '/api/dashboard/orders/list',
    access: 'store',
    query: orderListQuerySchema,
    reply: orderListDtoSchema,
    handler: async ({ store, query }) => listOrders(db, store.id, query.page),
  });

  route(app, {
    method: 'PUT',
    url: '/api/dashboard/orders/update-status',
    access: 'store',
    body: updateOrderStatusBodySchema,
    reply: orderDtoSchema,
    // A cancelled order puts its stock back on sale.
    changesStorefront: true,
    handler: async ({ store, body, request }) => {
      const result = await updateOrderStatus(
        db,
        store.id,
        body.orderId,
        body.status,
        app.ctx.now(),
      );
      if (result.changed) {
        request.log.info(
          { storeId: store.id, orderId: body.orderId, status: body.status },
          'order status changed',
        );
      }
      return result.order;
    },
  });
}
