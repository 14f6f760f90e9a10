/**
 * Online payment providers a store connects (card and wallet payments; Stripe first): the
 * dashboard's connection card and the server's checks. A merchant pastes the provider's keys;
 * the server checks them against the provider before saving, keeps the secret encrypted and
 * answers only its last 4 characters, and registers the webhook endpoint on the store's host.
 * Test and live mode come from the keys themselves (`sk_test_…`, `sk_live_…`).
 */
import { z } from 'zod';
import { storeIdSchema } from './store';

export const paymentProviderIds = ['stripe'] as const;
export type PaymentProviderId = (typeof paymentProviderIds)[number];

export const paymentProviderLabels: Record<PaymentProviderId, string> = { stripe: 'Stripe' };

export const providerModes = ['test', 'live'] as const;

/** An online payment of an order: open while the shopper may pay, then one of the others. */
export const orderPaymentStatuses = ['open', 'paid', 'failed', 'expired'] as const;
export type OrderPaymentStatus = (typeof orderPaymentStatuses)[number];
export type ProviderMode = (typeof providerModes)[number];

/** A Stripe secret or restricted key, and its mode. */
const STRIPE_SECRET = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,250}$/;
const STRIPE_PUBLISHABLE = /^pk_(test|live)_[A-Za-z0-9]{8,250}$/;

/** The mode a Stripe key is for (`…_test_…` or `…_live_…`). */
export const stripeKeyMode = (key: string): ProviderMode =>
  key.includes('_live_') ? 'live' : 'test';

export const paymentProviderQuerySchema = z.strictObject({ storeId: storeIdSchema });

export const connectPaymentProviderBodySchema = z
  .strictObject({
    storeId: storeIdSchema,
    provider: z.enum(paymentProviderIds, { error: 'Choose a payment provider' }),
    secretKey: z
      .string({ error: 'Paste the secret key' })
      .trim()
      .regex(
        STRIPE_SECRET,
        'Paste a secret or restricted key: it starts with sk_test_, sk_live_, rk_test_ or rk_live_',
      ),
    publishableKey: z
      .string({ error: 'Paste the publishable key' })
      .trim()
      .regex(STRIPE_PUBLISHABLE, 'Paste the publishable key: it starts with pk_test_ or pk_live_'),
  })
  .superRefine((body, ctx) => {
    if (stripeKeyMode(body.secretKey) !== stripeKeyMode(body.publishableKey)) {
      ctx.addIssue({
        code: 'custom',
        path: ['publishableKey'],
        message: `The publishable key is a ${stripeKeyMode(body.publishableKey)} key but the secret key is a ${stripeKeyMode(body.secretKey)} key: paste both from the same mode`,
      });
    }
  });
export type ConnectPaymentProviderBody = z.infer<typeof connectPaymentProviderBodySchema>;

export const disconnectPaymentProviderBodySchema = z.strictObject({
  storeId: storeIdSchema,
  provider: z.enum(paymentProviderIds, { error: 'Choose a payment provider' }),
});

/** One provider as the dashboard shows it; never a secret, only its last 4 characters. */
export const paymentProviderDtoSchema = z.object({
  provider: z.enum(paymentProviderIds),
  label: z.string(),
  connected: z.boolean(),
  mode: z.enum(providerModes).nullable(),
  /** The provider's account: its id and the name the merchant knows it by. */
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  publishableKey: z.string().nullable(),
  secretKeyLast4: z.string().nullable(),
  /** Where the provider sends its events (on the store's host), once registered. */
  webhookUrl: z.string().nullable(),
  connectedAt: z.string().nullable(),
});
export type PaymentProviderDto = z.infer<typeof paymentProviderDtoSchema>;

export const paymentProvidersReplySchema = z.object({
  providers: z.array(paymentProviderDtoSchema),
});
export type PaymentProvidersReply = z.infer<typeof paymentProvidersReplySchema>;

/** Where a provider sends a store's events: the provider and the store in the path. */
export const paymentWebhookParamsSchema = z.strictObject({
  provider: z.enum(paymentProviderIds, { error: 'No such payment provider' }),
  storeId: storeIdSchema,
});

/**
 * A provider's event as JSON: its id and type (the rest is the provider's, read only after
 * the signature over the exact bytes is verified).
 */
export const paymentWebhookBodySchema = z.looseObject({
  id: z.string({ error: 'id is required' }).min(1).max(255),
  type: z.string({ error: 'type is required' }).min(1).max(255),
});

/** The webhook's answer: received (a replay of an event already applied too). */
export const paymentWebhookReplySchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});
