/**
 * Stripe, through the official SDK (`stripe`): the keys checked by reading the account
 * (`GET /v1/account`), the store's webhook endpoint registered and removed. The SDK connects
 * to Stripe's API, or to `STRIPE_API_URL` when set (the tests' fake Stripe, tests/support/).
 */
import Stripe from 'stripe';
import type { ApiAddress } from '../../config';
import {
  ProviderRefusal,
  ProviderUnavailable,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderEvent,
  type ProviderKeys,
} from '../provider';
import { stripeKeyMode } from '../../../shared';
import { fromStripeAmount, toStripeAmount } from './stripe-amounts';

/** The events the payments layer handles (server/payments/README.md). */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
  'charge.dispute.created',
] as const;

/** Calls wait this long at most; one retry (the SDK adds idempotency keys to retried POSTs). */
const TIMEOUT_MS = 20_000;

/** Clients kept (by secret key, the oldest dropped first): one is costly to build per call. */
const CLIENTS_KEPT = 256;

export function stripeProvider(api: ApiAddress | undefined): PaymentProvider {
  const clients = new Map<string, Stripe>();
  const client = (keys: ProviderKeys) => {
    let found = clients.get(keys.secretKey);
    if (found) {
      // Most recently used last.
      clients.delete(keys.secretKey);
    } else {
      found = new Stripe(keys.secretKey, {
        maxNetworkRetries: 1,
        timeout: TIMEOUT_MS,
        telemetry: false,
        ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
      });
      if (clients.size >= CLIENTS_KEPT) clients.delete(clients.keys().next().value!);
    }
    clients.set(keys.secretKey, found);
    return found;
  };

  /** Runs one call; Stripe's refusals become ProviderRefusal naming `field`. */
  async function call<T>(field: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw asProviderError(error, field);
    }
  }

  return {
    id: 'stripe',
    async checkKeys(keys) {
      const account = await call('secretKey', () => client(keys).accounts.retrieveCurrent());
      return {
        accountId: account.id,
        accountName:
          account.settings?.dashboard?.display_name ??
          account.business_profile?.name ??
          account.email ??
          '',
        mode: stripeKeyMode(keys.secretKey),
      };
    },
    async createWebhook(keys, url) {
      const endpoint = await call('secretKey', () =>
        client(keys).webhookEndpoints.create({
          url,
          enabled_events: [...STRIPE_WEBHOOK_EVENTS],
          description: 'Store orders (card payments, refunds, disputes)',
        }),
      );
      if (!endpoint.secret) throw new ProviderUnavailable('Stripe', 'no webhook signing secret');
      return { endpointId: endpoint.id, signingSecret: endpoint.secret };
    },
    async createCheckout(keys, request) {
      const currency = request.currency.toLowerCase();
      const amount = toStripeAmount(request.amountMinor, currency);
      const metadata = { storeId: request.storeId, orderId: request.orderId };
      const session = await call('paymentMethod', () =>
        client(keys).checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency,
                  unit_amount: amount,
                  product_data: { name: request.description },
                },
              },
            ],
            customer_email: request.customerEmail,
            client_reference_id: request.orderId,
            metadata,
            payment_intent_data: { metadata },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return toCheckout(session);
    },
    async readCheckout(keys, sessionId) {
      return toCheckout(
        await call('sessionId', () => client(keys).checkout.sessions.retrieve(sessionId)),
      );
    },
    async paymentOrder(keys, paymentId) {
      const intent = await call('paymentId', () => client(keys).paymentIntents.retrieve(paymentId));
      return {
        storeId: intent.metadata?.storeId ?? null,
        orderId: intent.metadata?.orderId ?? null,
      };
    },
    async expireCheckout(keys, sessionId) {
      try {
        await client(keys).checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already complete or expired: nothing left to close.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw asProviderError(error, 'sessionId');
      }
    },
    async refund(keys, request) {
      const refund = await call('amount', () =>
        client(keys).refunds.create(
          {
            payment_intent: request.paymentId,
            amount: toStripeAmount(request.amountMinor, request.currency),
            reason: 'requested_by_customer',
            metadata: { reason: request.reason.slice(0, 500) },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return {
        refundId: refund.id,
        amountMinor: fromStripeAmount(refund.amount, refund.currency),
        status: refund.status ?? 'pending',
      };
    },
    parseWebhook(rawBody, headers, signingSecret) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) {
        throw new WebhookSignatureError('No Stripe-Signature header');
      }
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signature, signingSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      return toEvent(event);
    },
    async deleteWebhook(keys, endpointId) {
      try {
        await client(keys).webhookEndpoints.del(endpointId);
      } catch (error) {
        // Gone already (deleted in Stripe's dashboard): nothing left to remove.
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return;
        throw asProviderError(error, 'provider');
      }
    },
  };
}

/** A Checkout Session in this layer's terms. */
function toCheckout(session: Stripe.Checkout.Session): ProviderCheckout {
  const state: ProviderCheckout['state'] =
    session.status === 'expired'
      ? 'expired'
      : session.status === 'complete'
        ? session.payment_status === 'unpaid'
          ? 'processing'
          : 'paid'
        : 'open';
  const currency = session.currency ?? '';
  const paymentId =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  return {
    sessionId: session.id,
    url: session.url,
    state,
    amountMinor: fromStripeAmount(session.amount_total ?? 0, currency),
    currency: currency.toUpperCase(),
    paymentId,
    storeId: session.metadata?.storeId ?? null,
    orderId: session.metadata?.orderId ?? null,
    expiresAt: new Date(session.expires_at * 1000),
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A verified Stripe event in this layer's terms (ProviderEvent). */
function toEvent(event: Stripe.Event): ProviderEvent {
  const base = {
    id: event.id,
    type: event.type,
    livemode: event.livemode,
    checkout: null,
    paymentId: null,
    refundedMinor: null,
    storeId: null,
    orderId: null,
  };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const checkout = toCheckout(event.data.object);
      const kind =
        event.type === 'checkout.session.async_payment_failed'
          ? 'failed'
          : event.type === 'checkout.session.expired'
            ? 'expired'
            : event.type === 'checkout.session.async_payment_succeeded'
              ? 'paid'
              : checkout.state === 'processing'
                ? 'processing'
                : 'paid';
      return {
        ...base,
        kind,
        checkout,
        paymentId: checkout.paymentId,
        storeId: checkout.storeId,
        orderId: checkout.orderId,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        kind: 'refunded',
        paymentId: idOf(charge.payment_intent),
        refundedMinor: fromStripeAmount(charge.amount_refunded, charge.currency),
        storeId: charge.metadata?.storeId ?? null,
        orderId: charge.metadata?.orderId ?? null,
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return {
        ...base,
        kind: 'disputed',
        paymentId: idOf(dispute.payment_intent),
        storeId: dispute.metadata?.storeId ?? null,
        orderId: dispute.metadata?.orderId ?? null,
      };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}

/**
 * A refusal (Stripe answered 4xx: a wrong or revoked key, a key without the permission, an
 * invalid request) keeps Stripe's message for the merchant; anything else is unavailability.
 */
function asProviderError(error: unknown, field: string): Error {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ?? 0;
    if (status >= 400 && status < 500) {
      const message =
        error instanceof Stripe.errors.StripeAuthenticationError
          ? `Stripe did not accept this key: ${error.message}`
          : error instanceof Stripe.errors.StripePermissionError
            ? `This key may not do that at Stripe (a restricted key needs it allowed): ${error.message}`
            : error.message;
      return new ProviderRefusal(message, field);
    }
    return new ProviderUnavailable('Stripe', error.message);
  }
  return new ProviderUnavailable('Stripe', error instanceof Error ? error.message : String(error));
}
