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
  type PaymentProvider,
  type ProviderKeys,
} from '../provider';
import { stripeKeyMode } from '../../../shared';

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

export function stripeProvider(api: ApiAddress | undefined): PaymentProvider {
  const client = (keys: ProviderKeys) =>
    new Stripe(keys.secretKey, {
      maxNetworkRetries: 1,
      timeout: TIMEOUT_MS,
      telemetry: false,
      ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
    });

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
