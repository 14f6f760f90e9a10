/**
 * Card orders through the store's payment provider. The checkout places the order as any
 * other (priced by the server, `unpaid`, its units taken: held), then `startCardPayment` opens
 * the provider's hosted page for exactly its total, once per order (an idempotency key derived
 * from the order: a retried checkout gets the same page). The provider's events then move the
 * order's payment (`applyProviderEvent`), each recorded once with what it did (`payment_events`):
 *
 * - paid: the order is paid (the lifecycle's `mark_paid`, by "Stripe"), unless the amount or
 *   currency differs from what was asked (the order is marked for review, never paid), or
 *   the order was cancelled meanwhile (its page expired first: marked for review, to refund);
 * - expired or failed: the order is cancelled and its units come back, exactly once (a
 *   guarded update of the payment row: of an expiry and a late payment, one wins);
 * - refunded: the refunded total follows the provider's (never goes back: an older event
 *   changes nothing), a refund made in the provider's dashboard joins the timeline;
 * - disputed: marked for review, on the timeline.
 *
 * `reconcileCardPayments` (a job) asks the provider about open payments whose events never
 * came, and cancels card orders whose page was never opened.
 */
import { and, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import {
  formatMoney,
  paymentProviderLabels,
  type OrderTransitionBody,
  toDecimal,
  type OrderDto,
  type PaymentProviderId,
  type ProviderMode,
} from '../../shared';
import type { Db } from '../db/client';
import { orderPayments, orders, paymentAccounts, paymentEvents, stores } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { storeLinkOrigin, type LinkConfig } from '../http/public-links';
import { applyTransition, checkedRefundMinor } from '../orders/lifecycle';
import { getOrder, getOrderItems, toOrderDto, type OrderRow } from '../orders/order-dto';
import { appendOrderEvent, queueOrderEmail, type Actor } from '../orders/order-events';
import { orderCustomerEmail, orderMerchantEmail } from '../orders/order-emails';
import { merchantAddress } from '../orders/place-order';
import { getCheckoutStore, type DbOrTx } from '../orders/pricing';
import type { PlacedCardOrder } from '../orders/routes';
import { orderConfirmationUrl } from '../orders/store-links';
import { accountKeys, findAccount, providerHttpError, webhookSecret } from './accounts';
import type { Payments } from './payments';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderEvent,
} from './provider';

type OrderPaymentRow = typeof orderPayments.$inferSelect;
type AccountRow = typeof paymentAccounts.$inferSelect;

/**
 * A card order whose page never opened (the provider was down, and the shopper did not retry
 * or chose another method) holds its units this long, then is cancelled.
 */
const UNOPENED_GRACE_MS = 15 * 60_000;

/** The provider, acting on the order's payment (the timeline's actor). */
const providerActor = (provider: PaymentProviderId): Actor => ({
  type: 'system',
  id: null,
  name: paymentProviderLabels[provider],
});

const modeWords = (provider: PaymentProviderId, mode: ProviderMode) =>
  `${paymentProviderLabels[provider]}${mode === 'test' ? ', test mode' : ''}`;

async function paymentOfOrder(db: DbOrTx, storeId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.storeId, storeId), eq(orderPayments.orderId, orderId)));
  return row;
}

/**
 * Opens (or finds again) the provider's page for card order `order`: where the shopper is
 * sent to pay. A provider that refuses or cannot be reached leaves the order unpaid with its
 * units held; a retried checkout (the same idempotency key) tries again, and the
 * reconciliation cancels it if nobody does. Two statements for a new order: the store with
 * its provider account, then the payment row.
 */
export async function startCardPayment(
  db: Db,
  payments: Payments,
  links: LinkConfig,
  storeId: string,
  order: PlacedCardOrder,
  now: Date,
): Promise<{ redirectUrl: string; cardPayment: OrderDto['cardPayment'] }> {
  const opened = (row: OrderPaymentRow) => ({
    redirectUrl: row.sessionUrl,
    cardPayment: { status: row.status, payUrl: row.sessionUrl, testMode: row.mode === 'test' },
  });
  const existing = order.created ? undefined : await paymentOfOrder(db, storeId, order.orderId);
  if (existing) {
    if (existing.status !== 'open') {
      const message =
        existing.status === 'paid'
          ? 'This order is paid already'
          : 'This order was not paid in time and is cancelled: place it again';
      throw new HttpError(409, message, [{ field: 'paymentMethod', message }]);
    }
    return opened(existing);
  }
  const [found] = await db
    .select({
      name: stores.name,
      subdomain: stores.subdomain,
      customDomain: stores.customDomain,
      // How long the units are held for the payment: the provider's page's life.
      windowMinutes: stores.cardPaymentWindowMinutes,
      account: paymentAccounts,
    })
    .from(stores)
    .innerJoin(
      paymentAccounts,
      and(
        eq(paymentAccounts.storeId, stores.id),
        eq(paymentAccounts.provider, stores.cardProvider),
      ),
    )
    .where(eq(stores.id, storeId));
  if (!found) {
    const message = 'This store does not take card payments';
    throw new HttpError(400, `Invalid body: paymentMethod`, [{ field: 'paymentMethod', message }]);
  }
  const { account } = found;
  const back = orderConfirmationUrl(storeLinkOrigin(found, links), {
    id: order.orderId,
    idempotencyKey: order.idempotencyKey,
  });
  let checkout: ProviderCheckout;
  try {
    checkout = await payments.providers[account.provider].createCheckout(
      accountKeys(payments.keys, account),
      {
        storeId,
        orderId: order.orderId,
        description: `Order #${order.orderNumber} at ${found.name}`,
        amountMinor: order.totalMinor,
        currency: order.currency,
        customerEmail: order.customerEmail,
        successUrl: `${back}&payment=done`,
        cancelUrl: `${back}&payment=cancelled`,
        expiresAt: new Date(now.getTime() + found.windowMinutes * 60_000),
        idempotencyKey: `order-${order.orderId}-checkout`,
      },
    );
  } catch (error) {
    throw providerHttpError(error, paymentProviderLabels[account.provider], {
      unavailable: `Card payments are unavailable right now: try again in a moment, or choose another payment method`,
    });
  }
  if (!checkout.url) throw new HttpError(502, 'The payment page could not be opened: try again');
  const [row] = await db
    .insert(orderPayments)
    .values({
      storeId,
      orderId: order.orderId,
      provider: account.provider,
      mode: account.mode,
      sessionId: checkout.sessionId,
      sessionUrl: checkout.url,
      amountMinor: order.totalMinor,
      currency: order.currency,
      expiresAt: checkout.expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // Two attempts at once: both got the provider's one page (the same key); one row.
  return opened(row ?? (await paymentOfOrder(db, storeId, order.orderId))!);
}

interface EventContext {
  storeId: string;
  account: AccountRow;
  links: LinkConfig;
  now: Date;
}

/** Marks the order for the merchant's review (never paid on its own), on its timeline. */
async function flagReview(tx: DbOrTx, ctx: EventContext, orderId: string, reason: string) {
  await tx
    .update(orders)
    .set({ paymentReview: reason, updatedAt: ctx.now })
    .where(and(eq(orders.storeId, ctx.storeId), eq(orders.id, orderId)));
  await appendOrderEvent(
    tx,
    ctx.storeId,
    orderId,
    {
      kind: 'payment_changed',
      message: `Needs review: ${reason}`,
      data: { review: reason },
      actor: providerActor(ctx.account.provider),
    },
    ctx.now,
  );
}

/**
 * The order's payment row the event is about, in this store only: by the checkout, else by
 * the provider's payment, else by the order the payment names (a refund's or dispute's event
 * that came before the payment's, when the row does not know the payment yet).
 */
async function paymentOfEvent(tx: DbOrTx, storeId: string, event: ProviderEvent) {
  const by = async (where: ReturnType<typeof eq>) =>
    (
      await tx
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.storeId, storeId), where))
        .limit(1)
    )[0];
  if (event.checkout) return by(eq(orderPayments.sessionId, event.checkout.sessionId));
  const byPayment = event.paymentId
    ? await by(eq(orderPayments.paymentId, event.paymentId))
    : undefined;
  if (byPayment) return byPayment;
  return event.orderId ? by(eq(orderPayments.orderId, event.orderId)) : undefined;
}

/**
 * Moves an open payment row on (`set`), guarded: false when it is not open any more (another
 * event won it; under PostgreSQL this waited for that one's commit).
 */
async function settleOpenPayment(
  tx: DbOrTx,
  ctx: EventContext,
  paymentId: string,
  set: Partial<OrderPaymentRow>,
): Promise<boolean> {
  const [won] = await tx
    .update(orderPayments)
    .set({ ...set, updatedAt: ctx.now })
    .where(
      and(
        eq(orderPayments.storeId, ctx.storeId),
        eq(orderPayments.id, paymentId),
        eq(orderPayments.status, 'open'),
      ),
    )
    .returning({ id: orderPayments.id });
  return won !== undefined;
}

/** A payment row's status as committed now (after a guarded update another event won). */
async function paymentStatusNow(tx: DbOrTx, storeId: string, id: string) {
  const [row] = await tx
    .select({ status: orderPayments.status })
    .from(orderPayments)
    .where(and(eq(orderPayments.storeId, storeId), eq(orderPayments.id, id)));
  return row?.status;
}

async function onPaid(
  tx: DbOrTx,
  ctx: EventContext,
  payment: OrderPaymentRow,
  checkout: ProviderCheckout,
): Promise<string> {
  const money = (minor: number, currency: string) => formatMoney(minor, currency);
  if (checkout.amountMinor !== payment.amountMinor || checkout.currency !== payment.currency) {
    // Money came (the shopper's page says so, no "pay now" again); the order is not paid.
    await settleOpenPayment(tx, ctx, payment.id, { status: 'paid', paymentId: checkout.paymentId });
    await flagReview(
      tx,
      ctx,
      payment.orderId,
      `the card payment of ${money(checkout.amountMinor, checkout.currency)} is not the ${money(payment.amountMinor, payment.currency)} asked: check it in ${paymentProviderLabels[payment.provider]} before shipping`,
    );
    return 'review: amount or currency differs';
  }
  const won = await settleOpenPayment(tx, ctx, payment.id, {
    status: 'paid',
    paymentId: checkout.paymentId,
  });
  if (!won) {
    // Another event won the row meanwhile (it waited for that one's commit): as it is now.
    const status = await paymentStatusNow(tx, ctx.storeId, payment.id);
    if (status === 'paid') return 'already paid';
    // The page expired (or failed) first and the order is cancelled; the money came anyway.
    await tx
      .update(orderPayments)
      .set({ paymentId: checkout.paymentId, updatedAt: ctx.now })
      .where(and(eq(orderPayments.storeId, ctx.storeId), eq(orderPayments.id, payment.id)));
    await flagReview(
      tx,
      ctx,
      payment.orderId,
      `a card payment of ${money(checkout.amountMinor, checkout.currency)} came after the order was cancelled: refund it, or restore the order`,
    );
    return `review: paid after ${status}`;
  }
  let paidOrder: OrderRow;
  try {
    ({ order: paidOrder } = await applyTransition(
      tx,
      ctx.storeId,
      { orderId: payment.orderId, action: 'mark_paid' },
      providerActor(payment.provider),
      ctx.now,
      ctx.links,
      // The order's own emails say it is paid (below): no separate "payment received".
      { message: `Paid by card (${modeWords(payment.provider, payment.mode)})`, notify: false },
    ));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Cancelled by the merchant meanwhile, or marked paid by hand: the money needs a look.
    await flagReview(
      tx,
      ctx,
      payment.orderId,
      `a card payment of ${money(checkout.amountMinor, checkout.currency)} came for an order that ${error.message.toLowerCase()}`,
    );
    return 'review: order changed';
  }
  await emailPaidOrder(tx, ctx, paidOrder, payment);
  // A refund the provider reported before this payment (events out of order) follows now.
  const refunds = await catchUpRefunds(tx, ctx, payment.id);
  return refunds === 'refunded' ? 'paid, then refunded' : 'paid';
}

/**
 * A card order's emails, sent once it is paid (not when the page opened: a page left unpaid
 * is no order to thank anyone for): the shopper's confirmation and the merchant's notice.
 */
async function emailPaidOrder(
  tx: DbOrTx,
  ctx: EventContext,
  order: OrderRow,
  payment: OrderPaymentRow,
) {
  const orderId = order.id;
  const [items, store] = await Promise.all([
    getOrderItems(tx, ctx.storeId, [orderId]),
    getCheckoutStore(tx, ctx.storeId),
  ]);
  if (!store) return;
  // A card order has no transfer proof: the order as the shopper reads it, from these rows.
  const dto = toOrderDto(order, items.get(orderId) ?? [], store, null, {
    status: 'paid',
    payUrl: null,
    testMode: payment.mode === 'test',
  });
  const merchant = await merchantAddress(tx, store);
  const emails = [
    orderCustomerEmail(dto, store, storeLinkOrigin(store, ctx.links)),
    ...(merchant ? [orderMerchantEmail(dto, store, merchant)] : []),
  ];
  for (const email of emails) await queueOrderEmail(tx, ctx.storeId, orderId, email, ctx.now);
}

/** An expired or failed page: the order is cancelled and its units come back, once. */
async function onUnpaidEnd(
  tx: DbOrTx,
  ctx: EventContext,
  payment: OrderPaymentRow,
  status: 'expired' | 'failed',
): Promise<string> {
  if (!(await settleOpenPayment(tx, ctx, payment.id, { status })))
    return `ignored: the payment is ${await paymentStatusNow(tx, ctx.storeId, payment.id)}`;
  try {
    await applyTransition(
      tx,
      ctx.storeId,
      { orderId: payment.orderId, action: 'cancel' },
      providerActor(payment.provider),
      ctx.now,
      ctx.links,
      {
        message:
          status === 'expired'
            ? 'Card payment not made in time: order cancelled, its items are back in stock'
            : 'Card payment failed: order cancelled, its items are back in stock',
        // Nobody paid: no "your order is cancelled" email for an abandoned payment page.
        notify: status === 'failed',
      },
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return `${status}: the order was ${error.message.toLowerCase()}`;
  }
  return status === 'expired' ? 'cancelled: expired' : 'cancelled: failed';
}

/**
 * Brings the order's refunded total up to what the provider last said it refunded (kept on
 * the payment row): a refund made in the provider's dashboard joins the timeline. Never
 * lowers it (an older event changes nothing); waits while the order is not paid yet.
 */
async function catchUpRefunds(tx: DbOrTx, ctx: EventContext, paymentId: string): Promise<string> {
  const [payment] = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.storeId, ctx.storeId), eq(orderPayments.id, paymentId)));
  const order = payment && (await getOrder(tx, ctx.storeId, payment.orderId));
  if (!payment || !order) return 'ignored: no order';
  const more = Math.min(payment.refundedMinor, order.totalMinor) - order.refundedMinor;
  if (more <= 0) return 'refund already recorded';
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded') {
    return 'refund kept until the payment is recorded';
  }
  await applyTransition(
    tx,
    ctx.storeId,
    {
      orderId: payment.orderId,
      action: 'refund',
      amount: toDecimal(more, order.currency),
      reason: `Refunded in ${paymentProviderLabels[payment.provider]}`,
    },
    providerActor(payment.provider),
    ctx.now,
    ctx.links,
  );
  return 'refunded';
}

/** The provider's refunded total (events carry it in all, so order and replays do not matter). */
async function onRefunded(
  tx: DbOrTx,
  ctx: EventContext,
  payment: OrderPaymentRow,
  refundedMinor: number,
): Promise<string> {
  await tx
    .update(orderPayments)
    .set({
      refundedMinor: sql`greatest(${orderPayments.refundedMinor}, ${refundedMinor})`,
      updatedAt: ctx.now,
    })
    .where(and(eq(orderPayments.storeId, ctx.storeId), eq(orderPayments.id, payment.id)));
  return catchUpRefunds(tx, ctx, payment.id);
}

/** What one verified event does, inside the transaction that records it. */
async function applyProviderEvent(
  tx: DbOrTx,
  ctx: EventContext,
  event: ProviderEvent,
): Promise<{ outcome: string; orderId: string | null }> {
  if (event.kind === 'ignored') return { outcome: 'ignored: not handled', orderId: null };
  const payment = await paymentOfEvent(tx, ctx.storeId, event);
  if (!payment) return { outcome: 'ignored: no such payment of this store', orderId: null };
  const done = (outcome: string) => ({ outcome, orderId: payment.orderId });
  switch (event.kind) {
    case 'paid':
      return done(await onPaid(tx, ctx, payment, event.checkout!));
    case 'expired':
    case 'failed':
      return done(await onUnpaidEnd(tx, ctx, payment, event.kind));
    case 'processing':
      return done('processing: awaiting the payment');
    case 'refunded':
      return done(await onRefunded(tx, ctx, payment, event.refundedMinor ?? 0));
    case 'disputed':
      await flagReview(
        tx,
        ctx,
        payment.orderId,
        `the shopper disputed the card payment: answer the dispute in ${paymentProviderLabels[payment.provider]}`,
      );
      return done('review: disputed');
  }
}

/**
 * Records event `event` for the store once and applies it, in one transaction: a replay
 * (the same id) changes nothing. Answers what it did.
 */
async function recordAndApply(
  db: Db,
  ctx: EventContext,
  event: ProviderEvent,
): Promise<{ duplicate: boolean; outcome: string }> {
  // An event this layer does not act on: recorded once, in one statement.
  if (event.kind === 'ignored') {
    const [fresh] = await db
      .insert(paymentEvents)
      .values({
        storeId: ctx.storeId,
        provider: ctx.account.provider,
        eventId: event.id,
        type: event.type,
        outcome: 'ignored: not handled',
        receivedAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    return fresh
      ? { duplicate: false, outcome: 'ignored: not handled' }
      : { duplicate: true, outcome: 'duplicate' };
  }
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({
        storeId: ctx.storeId,
        provider: ctx.account.provider,
        eventId: event.id,
        type: event.type,
        outcome: 'pending',
        receivedAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { duplicate: true, outcome: 'duplicate' };
    const { outcome, orderId } = await applyProviderEvent(tx, ctx, event);
    await tx
      .update(paymentEvents)
      .set({ outcome, orderId })
      .where(
        and(
          eq(paymentEvents.storeId, ctx.storeId),
          eq(paymentEvents.provider, ctx.account.provider),
          eq(paymentEvents.eventId, event.id),
        ),
      );
    return { duplicate: false, outcome };
  });
}

/** How long a store's webhook account (and opened secret) is reused between deliveries. */
const WEBHOOK_ACCOUNT_TTL_MS = 10_000;

/**
 * A webhook delivery to store `storeId`'s endpoint for `providerId`: verified with the
 * store's signing secret (a forged, altered or stale one is a 400 and changes nothing), its
 * event for this store only (metadata naming another store: 400), then recorded and applied.
 */
export async function receiveWebhook(
  db: Db,
  payments: Payments,
  links: LinkConfig,
  input: {
    storeId: string;
    provider: PaymentProviderId;
    rawBody: Buffer;
    headers: Record<string, string | string[] | undefined>;
  },
  now: Date,
): Promise<{ received: true; duplicate: boolean; outcome: string }> {
  const provider: PaymentProvider = payments.providers[input.provider];
  const cacheKey = `${input.storeId}:${input.provider}`;
  /** The store's account and opened signing secret: cached briefly, read again on a miss. */
  const endpointOf = async (fresh: boolean) => {
    const cached = fresh ? undefined : payments.webhookAccounts.get(cacheKey);
    if (cached && cached.until > Date.now()) return cached;
    const account = await findAccount(db, input.storeId, input.provider);
    const secret = account && webhookSecret(payments.keys, account);
    if (!account || !secret) {
      payments.webhookAccounts.delete(cacheKey);
      return undefined;
    }
    const entry = { account, secret, until: Date.now() + WEBHOOK_ACCOUNT_TTL_MS };
    payments.webhookAccounts.set(cacheKey, entry);
    return entry;
  };
  let endpoint = await endpointOf(false);
  let event: ProviderEvent | undefined;
  // A signature failing with the cached secret is checked once more with the stored one
  // (keys replaced in another process meanwhile).
  for (const fresh of [false, true]) {
    if (fresh) endpoint = await endpointOf(true);
    if (!endpoint) break;
    try {
      event = provider.parseWebhook(input.rawBody, input.headers, endpoint.secret);
      break;
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
    }
  }
  if (!endpoint) {
    throw notFound(
      'No such webhook endpoint',
      'storeId',
      'This store has no such provider connected',
    );
  }
  if (!event) {
    throw new HttpError(400, 'The signature does not match this endpoint', [
      { field: 'signature', message: 'The signature does not match this endpoint' },
    ]);
  }
  const { account } = endpoint;
  if (event.storeId && event.storeId !== input.storeId) {
    throw new HttpError(400, 'The event is for another store', [
      { field: 'storeId', message: 'The event names another store' },
    ]);
  }
  if (event.livemode !== (account.mode === 'live')) {
    const message = `A ${event.livemode ? 'live' : 'test'} event for a ${account.mode}-mode account`;
    throw new HttpError(400, message, [{ field: 'livemode', message }]);
  }
  // A refund's or dispute's event naming a payment this store does not know yet (its own
  // event is late): the provider says which order it was for.
  if (event.paymentId && !event.checkout && !event.orderId) {
    const [known] = await db
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(
        and(eq(orderPayments.storeId, input.storeId), eq(orderPayments.paymentId, event.paymentId)),
      );
    if (!known) {
      try {
        const named = await provider.paymentOrder(
          accountKeys(payments.keys, account),
          event.paymentId,
        );
        if (named.storeId === input.storeId) event = { ...event, ...named };
      } catch (error) {
        // Unreachable now: a 502, so the provider sends the event again later.
        throw providerHttpError(error, paymentProviderLabels[input.provider]);
      }
    }
  }
  const result = await recordAndApply(db, { storeId: input.storeId, account, links, now }, event);
  return { received: true, ...result };
}

/**
 * The reconciliation: open card payments older than `olderThanMs` whose events never came are
 * read from their provider and applied as their events would have been (recorded under a
 * `reconcile:` id, so once); a page past its end is closed at the provider first. Card orders
 * whose page was never opened are cancelled after the window. Answers how many changed.
 */
export async function reconcileCardPayments(
  db: Db,
  payments: Payments,
  links: LinkConfig,
  now: Date,
  olderThanMs = 10 * 60_000,
  limit = 100,
): Promise<{ checked: number; changed: string[] }> {
  const stale = await db
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.status, 'open'),
        lt(orderPayments.createdAt, new Date(now.getTime() - olderThanMs)),
      ),
    )
    .orderBy(orderPayments.createdAt)
    .limit(limit);
  const changed: string[] = [];
  for (const payment of stale) {
    const account = await findAccount(db, payment.storeId, payment.provider);
    if (!account) continue;
    const provider = payments.providers[payment.provider];
    const keys = accountKeys(payments.keys, account);
    let checkout = await provider.readCheckout(keys, payment.sessionId);
    if (checkout.state === 'open' && checkout.expiresAt.getTime() <= now.getTime()) {
      await provider.expireCheckout(keys, payment.sessionId);
      checkout = await provider.readCheckout(keys, payment.sessionId);
    }
    const kind = checkout.state === 'open' ? null : checkout.state;
    if (!kind) continue;
    const event: ProviderEvent = {
      id: `reconcile:${checkout.sessionId}:${kind}`,
      type: `reconciled.${kind}`,
      livemode: account.mode === 'live',
      kind,
      checkout,
      paymentId: checkout.paymentId,
      refundedMinor: null,
      storeId: payment.storeId,
      orderId: payment.orderId,
    };
    const ctx = { storeId: payment.storeId, account, links, now };
    const { duplicate, outcome } = await recordAndApply(db, ctx, event);
    if (!duplicate && outcome !== 'processing: awaiting the payment') changed.push(payment.storeId);
  }
  // Card orders whose payment page never opened (the provider refused or was down).
  const unopened = await db
    .select({ id: orders.id, storeId: orders.storeId })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'card'),
        eq(orders.paymentStatus, 'unpaid'),
        sql`${orders.status} in ('pending', 'confirmed')`,
        isNull(orders.paymentReview),
        lt(orders.createdAt, new Date(now.getTime() - UNOPENED_GRACE_MS)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderPayments)
            .where(
              and(eq(orderPayments.storeId, orders.storeId), eq(orderPayments.orderId, orders.id)),
            ),
        ),
      ),
    )
    .limit(limit);
  for (const order of unopened) {
    try {
      await db.transaction((tx) =>
        applyTransition(
          tx,
          order.storeId,
          { orderId: order.id, action: 'cancel' },
          { type: 'system', id: null, name: 'System' },
          now,
          links,
          {
            message:
              'The card payment page never opened: order cancelled, its items are back in stock',
            notify: false,
          },
        ),
      );
      changed.push(order.storeId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return { checked: stale.length + unopened.length, changed };
}

/**
 * A merchant's refund of a card order, through its provider: the lifecycle's checks first
 * (paid, not more than is left: refused before any money moves), then the provider's refund
 * (an idempotency key from the order's refunded total and the amount: a retried click never
 * refunds twice; the provider's refusal is its message, and nothing changes here), then the
 * order records it with the provider's reference. The provider's `charge.refunded` event
 * that follows finds it recorded. False when the order has no online payment to refund
 * (marked paid by hand): the lifecycle then only records the refund.
 */
export async function refundCardOrder(
  db: Db,
  payments: Payments,
  links: LinkConfig,
  storeId: string,
  body: Extract<OrderTransitionBody, { action: 'refund' }>,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  const order = await getOrder(db, storeId, body.orderId);
  if (!order || order.paymentMethod !== 'card') return false;
  const payment = await paymentOfOrder(db, storeId, order.id);
  if (!payment?.paymentId) return false;
  const amountMinor = checkedRefundMinor(order, body.amount);
  const label = paymentProviderLabels[payment.provider];
  const account = await findAccount(db, storeId, payment.provider);
  if (!account) {
    const message = `${label} is not connected any more: connect it again to refund this card payment`;
    throw new HttpError(409, message, [{ field: 'amount', message }]);
  }
  let refund;
  try {
    refund = await payments.providers[payment.provider].refund(
      accountKeys(payments.keys, account),
      {
        paymentId: payment.paymentId,
        amountMinor,
        currency: order.currency,
        reason: body.reason,
        idempotencyKey: `order-${order.id}-refund-${order.refundedMinor}-${amountMinor}`,
      },
    );
  } catch (error) {
    throw providerHttpError(error, label);
  }
  await db.transaction(async (tx) => {
    const target = order.refundedMinor + amountMinor;
    await tx
      .update(orderPayments)
      .set({
        refundedMinor: sql`greatest(${orderPayments.refundedMinor}, ${target})`,
        updatedAt: now,
      })
      .where(and(eq(orderPayments.storeId, storeId), eq(orderPayments.id, payment.id)));
    const current = await getOrder(tx, storeId, order.id);
    const more = current ? Math.min(target, current.totalMinor) - current.refundedMinor : 0;
    const money = (minor: number) => formatMoney(minor, order.currency);
    const reference = `${label} refund ${refund.refundId}, ${refund.status}`;
    if (more > 0) {
      await applyTransition(
        tx,
        storeId,
        { ...body, amount: toDecimal(more, order.currency) },
        actor,
        now,
        links,
        {
          message: `Refunded ${money(more)} through ${label}${body.reason ? `: ${body.reason}` : ''} (${reference}; ${money(current!.refundedMinor + more)} of ${money(order.totalMinor)} in all)`,
        },
      );
    } else {
      // The provider's event got here first and recorded the amount: note who asked, and why.
      await appendOrderEvent(
        tx,
        storeId,
        order.id,
        {
          kind: 'note',
          message: `Refund of ${money(amountMinor)} asked through ${label}${body.reason ? `: ${body.reason}` : ''} (${reference})`,
          actor,
        },
        now,
      );
    }
  });
  return true;
}
