/**
 * The one interface every online payment provider implements (Stripe first: ./stripe/). The
 * rest of the server speaks only this: it never imports a provider's SDK. A provider lives in
 * its own folder and is listed once in ./registry.ts (README: adding a provider).
 *
 * Errors: a provider that answers "no" (a wrong key, a refund larger than what is left) throws
 * `ProviderRefusal` with the provider's own message, which the merchant reads; one that cannot
 * be reached, or answers nonsense, throws `ProviderUnavailable` (a 502 that names it).
 */
import type { PaymentProviderId, ProviderMode } from '../../shared';

/** What a merchant pasted, as the provider needs it for a call. */
export interface ProviderKeys {
  secretKey: string;
  publishableKey: string;
}

/** The merchant's account at the provider, as the keys show it. */
export interface ProviderAccount {
  accountId: string;
  accountName: string;
  mode: ProviderMode;
}

/** A webhook endpoint the provider registered for a store, and its signing secret. */
export interface ProviderWebhook {
  endpointId: string;
  signingSecret: string;
}

/** What a hosted checkout is opened for: exactly one order's total. */
export interface CheckoutRequest {
  storeId: string;
  orderId: string;
  /** Shown on the provider's page ("Order #1001"), with the store's name. */
  description: string;
  amountMinor: number;
  /** ISO 4217, upper case (the store's). */
  currency: string;
  customerEmail: string;
  /** Where the shopper lands after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** When the provider closes it unpaid. */
  expiresAt: Date;
  /** Derived from the order: a retry opens the same session, never a second one. */
  idempotencyKey: string;
}

/** A hosted checkout as the provider tells it. */
export interface ProviderCheckout {
  sessionId: string;
  url: string | null;
  state: 'open' | 'paid' | 'failed' | 'expired' | 'processing';
  amountMinor: number;
  currency: string;
  /** The provider's payment, once there is one. */
  paymentId: string | null;
  /** The store and order it was opened for (its metadata). */
  storeId: string | null;
  orderId: string | null;
  expiresAt: Date;
}

/** A provider event, verified and in this layer's terms. */
export interface ProviderEvent {
  id: string;
  /** The provider's own name for it (kept on the event row). */
  type: string;
  livemode: boolean;
  /**
   * What happened: a checkout paid, failed (an async payment method that did not go through),
   * expired unpaid, completed awaiting an async payment (`processing`); money refunded (the
   * total so far); a dispute opened; or something this layer does not act on.
   */
  kind: 'paid' | 'failed' | 'expired' | 'processing' | 'refunded' | 'disputed' | 'ignored';
  /** The checkout it is about, when it is one's. */
  checkout: ProviderCheckout | null;
  /** The payment it is about (refunds and disputes name the payment, not the checkout). */
  paymentId: string | null;
  /** `refunded`: refunded so far in all, in minor units of the order's currency. */
  refundedMinor: number | null;
  /** The store and order the payment carries in its metadata. */
  storeId: string | null;
  orderId: string | null;
}

/** A refund the provider made. */
export interface ProviderRefund {
  refundId: string;
  amountMinor: number;
  /** `succeeded`, or the provider's pending state (`pending`): the webhook tells the end. */
  status: string;
}

export interface PaymentProvider {
  id: PaymentProviderId;
  /** Checks the keys against the provider: its account, or a refusal naming the key. */
  checkKeys(keys: ProviderKeys): Promise<ProviderAccount>;
  /** Registers `url` for the events this layer handles. */
  createWebhook(keys: ProviderKeys, url: string): Promise<ProviderWebhook>;
  /** Removes a registered endpoint; one already gone is not an error. */
  deleteWebhook(keys: ProviderKeys, endpointId: string): Promise<void>;
  /**
   * Opens the hosted checkout for one order's total; refuses (ProviderRefusal naming
   * `paymentMethod`) a currency or amount it cannot take.
   */
  createCheckout(keys: ProviderKeys, request: CheckoutRequest): Promise<ProviderCheckout>;
  /** Reads a checkout as it is now (the reconciliation of one whose webhook never came). */
  readCheckout(keys: ProviderKeys, sessionId: string): Promise<ProviderCheckout>;
  /** The store and order a payment was made for (its metadata): a refund's event may come first. */
  paymentOrder(
    keys: ProviderKeys,
    paymentId: string,
  ): Promise<{ storeId: string | null; orderId: string | null }>;
  /** Closes an open checkout unpaid (its `expired` event follows). */
  expireCheckout(keys: ProviderKeys, sessionId: string): Promise<void>;
  /**
   * Refunds `amountMinor` of a payment; the same `idempotencyKey` never refunds twice. A
   * refusal (more than is left, a disputed payment) is a ProviderRefusal naming `amount`.
   */
  refund(
    keys: ProviderKeys,
    request: {
      paymentId: string;
      amountMinor: number;
      currency: string;
      reason: string;
      idempotencyKey: string;
    },
  ): Promise<ProviderRefund>;
  /**
   * Verifies a webhook delivery (the exact raw body and its signature header) with the
   * endpoint's signing secret: the event, or WebhookSignatureError.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    signingSecret: string,
  ): ProviderEvent;
}

/** A webhook delivery whose signature does not verify (forged, altered, or too old). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider said no; `message` is its own, for the merchant; `field` the input it names. */
export class ProviderRefusal extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'ProviderRefusal';
  }
}

/** The provider could not be reached or failed (5xx, network, timeout). */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: string,
    readonly detail: string,
  ) {
    super(`${provider} could not be reached: ${detail}`);
    this.name = 'ProviderUnavailable';
  }
}
