/**
 * The Orders API. Public (shoppers, no session, same-origin writes): the pricing read
 * (spec 7 product-pricing-shipping), checkout, the buyer's order behind its token, and the
 * buyer's proof of a bank transfer. Merchant (session + store membership): the filtered list
 * and its CSV, one order with its timeline, lifecycle actions, notes, proof files.
 * The public routes that write or price are rate limited per IP (CHECKOUT_RATE_LIMIT a
 * minute). The expiry of unpaid bank-transfer orders runs in the background from here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CheckoutAnswer,
  type OrderDto,
  type OrderTransitionBody,
  ordersEndpoints,
  toMinor,
} from '../../shared';
import type { Db } from '../db/client';
import { storeOfRow } from '../db/store-rows';
import { orders } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { startOrderExpiry } from './expire-orders';
import { exportOrdersCsv } from './export-orders';
import { addOrderNote, moveOrderToStatus, orderNotFound, transitionOrder } from './lifecycle';
import { getOrder } from './order-dto';
import { getOrderDetail, getShopperOrder } from './order-detail';
import { merchantActor, type Actor } from './order-events';
import { listOrders, orderFilterConditions } from './order-list';
import {
  proofNotFound,
  readProofFile,
  readProofUpload,
  storeOfProof,
  submitPaymentProof,
} from './payment-proofs';
import { sendProofFile } from '../media/proof-upload';
import { createOrderToken, isOrderToken } from './order-token';
import { placeOrder } from './place-order';
import { paymentMethodRule } from './payment-methods';
import { assertStoreOpen } from '../billing/closed-store';
import { getCheckoutStore, getProductPricingShipping } from './pricing';

/** The store an order belongs to (`storeOf` of the order-addressed routes). */
function storeOfOrder(db: Db, orderId: string): Promise<string | undefined> {
  return storeOfRow(db, orders, orderId);
}

const storeNotFound = (field = 'storeId') => notFound('Store not found', field, 'No such store');

/** The merchant's view of order `orderId` of the store; 404 naming orderId when none. */
async function orderDetail(db: Db, storeId: string, orderId: string) {
  const detail = await getOrderDetail(db, storeId, orderId);
  if (!detail) throw orderNotFound();
  return detail;
}

/** What the checkout knows of the card order it just placed (or found again by its key). */
export interface PlacedCardOrder {
  orderId: string;
  orderNumber: number;
  totalMinor: number;
  currency: string;
  customerEmail: string;
  /** Builds the confirmation link the provider sends the shopper back to. */
  idempotencyKey: string;
  /** false: a retried checkout (its page may be open already). */
  created: boolean;
}

/**
 * Opens the payment provider's page for a card order just placed (server/payments/, wired in
 * server/app.ts: the orders module does not import the payments layer, which builds on it).
 */
export type StartCardPayment = (
  storeId: string,
  order: PlacedCardOrder,
) => Promise<{ redirectUrl: string; cardPayment: OrderDto['cardPayment'] }>;

/**
 * Refunds a card order through its payment provider (server/payments/, wired in server/app.ts):
 * true when it did; false when the order has no online payment (the refund is only recorded).
 */
export type RefundOnline = (
  storeId: string,
  body: Extract<OrderTransitionBody, { action: 'refund' }>,
  actor: Actor,
) => Promise<boolean>;

export async function orderRoutes(
  app: FastifyInstance,
  options: { startCardPayment: StartCardPayment; refundOnline: RefundOnline },
) {
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
    endpoint: ordersEndpoints.productPricingShipping,
    access: 'public',
    rateLimit,
    handler: async ({ query, request, reply }) => {
      // Public prices, shipping and checkout settings: the checkout editor's sandboxed preview
      // (an opaque origin) reads them too.
      reply.header('access-control-allow-origin', '*');
      const storeId = requireHostStore(request, query.storeId);
      const store = await getCheckoutStore(db, storeId);
      if (!store) throw storeNotFound();
      await assertStoreOpen(db, storeId, app.ctx.now(), app.ctx.config.billing.graceMs);
      return getProductPricingShipping(db, store, query.productIds, app.ctx.now());
    },
  });

  route(app, {
    endpoint: ordersEndpoints.checkout,
    access: 'public',
    rateLimit,
    // Stock changed: product pages must show what is left (or stop offering it).
    changesStorefront: ({ request, body }) => requireHostStore(request, body.storeId),
    handler: async ({ body, request, reply }) => {
      requireHostStore(request, body.storeId);
      const placed = await placeOrder(
        db,
        body,
        app.ctx.now(),
        config,
        app.ctx.config.billing.graceMs,
      );
      const answer: CheckoutAnswer = {
        ...placed.order,
        token: createOrderToken(placed.order.orderId, placed.idempotencyKey),
      };
      // A card order (new, or retried after its page failed to open): the provider's page,
      // once per order. Its failure answers the error with the order kept, units held: the
      // same key tries again.
      if (
        paymentMethodRule(placed.order.paymentMethod).online &&
        placed.order.paymentStatus === 'unpaid'
      ) {
        const { order } = placed;
        const started = await options.startCardPayment(body.storeId, {
          orderId: order.orderId,
          orderNumber: order.orderNumber,
          totalMinor: toMinor(order.total, order.currency),
          currency: order.currency,
          customerEmail: order.customer.email,
          idempotencyKey: placed.idempotencyKey,
          created: placed.created,
        });
        answer.redirectUrl = started.redirectUrl;
        answer.cardPayment = started.cardPayment;
      }
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
  });

  /** The buyer's order: the token is the one the checkout answered (see order-token.ts). */
  route(app, {
    endpoint: ordersEndpoints.order,
    access: 'public',
    handler: async ({ query: q, request }) => {
      requireHostStore(request, q.storeId);
      const order = await getOrder(db, q.storeId, q.orderId);
      // Wrong token and unknown order look the same: no probing for order ids.
      if (!order || !isOrderToken(q.token, order.id, order.idempotencyKey)) {
        throw notFound('Order not found', 'token', 'No order matches this link');
      }
      return getShopperOrder(db, q.storeId, order);
    },
  });

  // ---- shopper: proof of a bank transfer ----

  route(app, {
    endpoint: ordersEndpoints.orderPaymentProof,
    access: 'public',
    rateLimit,
    handler: async ({ request }) => {
      const upload = await readProofUpload(request);
      // Only from the order's own store host (the confirmation page is there).
      const site = request.site;
      if (site.kind !== 'store' || site.store.id !== upload.fields.storeId) {
        throw new HttpError(400, 'Send the proof from the store’s own site', [
          { field: 'storeId', message: 'Not the store of this host' },
        ]);
      }
      const order = await submitPaymentProof(db, app.ctx.privateStorage, upload, app.ctx.now());
      request.log.info(
        { storeId: upload.fields.storeId, orderId: order.orderId, bytes: upload.file.bytes.length },
        'payment proof submitted',
      );
      return order;
    },
  });

  // ---- merchant ----

  const byOrder = {
    notFound: orderNotFound,
  };

  route(app, {
    endpoint: ordersEndpoints.list,
    access: 'store',
    handler: async ({ store, query }) => listOrders(db, store.id, query),
  });

  route(app, {
    endpoint: ordersEndpoints.export,
    access: 'store',
    handler: async ({ store, query, reply, request }) => {
      const filters = { ...query, tz: query.tz ?? 'UTC' };
      // Checked before the first byte: a bad range is a 400, not a broken download.
      orderFilterConditions(store.id, filters);
      const info = await getCheckoutStore(db, store.id);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: filters.tz }).format(app.ctx.now());
      request.log.info({ storeId: store.id }, 'orders exported');
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="orders-${info?.subdomain ?? 'store'}-${day}.csv"`,
        )
        .header('cache-control', 'no-store');
      return exportOrdersCsv(db, store.id, filters);
    },
  });

  route(app, {
    endpoint: ordersEndpoints.getOrder,
    access: 'store',
    storeOf: ({ query }, database) => storeOfOrder(database, query.orderId),
    ...byOrder,
    handler: async ({ store, query }) => {
      return orderDetail(db, store.id, query.orderId);
    },
  });

  route(app, {
    endpoint: ordersEndpoints.transition,
    access: 'store',
    storeOf: ({ body }, database) => storeOfOrder(database, body.orderId),
    ...byOrder,
    // A cancel puts the order's stock back on sale.
    changesStorefront: true,
    handler: async ({ store, body, session, request }) => {
      const actor = merchantActor(session.user);
      // A card order's refund goes through its provider first (the money moves there).
      const online =
        body.action === 'refund' && (await options.refundOnline(store.id, body, actor));
      if (!online) await transitionOrder(db, store.id, body, actor, app.ctx.now(), config);
      request.log.info(
        { storeId: store.id, orderId: body.orderId, action: body.action },
        'order action',
      );
      return orderDetail(db, store.id, body.orderId);
    },
  });

  route(app, {
    endpoint: ordersEndpoints.addNote,
    access: 'store',
    storeOf: ({ body }, database) => storeOfOrder(database, body.orderId),
    ...byOrder,
    handler: async ({ store, body, session }) => {
      await addOrderNote(
        db,
        store.id,
        body.orderId,
        body.note,
        merchantActor(session.user),
        app.ctx.now(),
      );
      return orderDetail(db, store.id, body.orderId);
    },
  });

  route(app, {
    endpoint: ordersEndpoints.updateStatus,
    access: 'store',
    // A cancelled order puts its stock back on sale.
    changesStorefront: true,
    handler: async ({ store, body, session, request }) => {
      const result = await moveOrderToStatus(
        db,
        store.id,
        body.orderId,
        body.status,
        merchantActor(session.user),
        app.ctx.now(),
        config,
      );
      if (result.changed) {
        request.log.info(
          { storeId: store.id, orderId: body.orderId, status: body.status },
          'order status changed',
        );
      }
      return getShopperOrder(db, store.id, result.order);
    },
  });

  route(app, {
    endpoint: ordersEndpoints.paymentProofFile,
    access: 'store',
    storeOf: ({ query }, database) => storeOfProof(database, query.proofId),
    notFound: proofNotFound,
    handler: async ({ store, query, reply }) => {
      const file = await readProofFile(db, app.ctx.privateStorage, store.id, query.proofId);
      // Inline, sandboxed, never cached (media/proof-upload.ts).
      return sendProofFile(reply, file);
    },
  });

  startOrderExpiry(app);
}
