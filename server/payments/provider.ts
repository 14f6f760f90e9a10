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

export interface PaymentProvider {
  id: PaymentProviderId;
  /** Checks the keys against the provider: its account, or a refusal naming the key. */
  checkKeys(keys: ProviderKeys): Promise<ProviderAccount>;
  /** Registers `url` for the events this layer handles. */
  createWebhook(keys: ProviderKeys, url: string): Promise<ProviderWebhook>;
  /** Removes a registered endpoint; one already gone is not an error. */
  deleteWebhook(keys: ProviderKeys, endpointId: string): Promise<void>;
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
