/**
 * Links to a store's own site in emails sent from anywhere (a dashboard request, a
 * background job): the store's known host (custom domain, else its subdomain of
 * PRODUCT_HOST), never a raw Host header. Owns: that origin and the order confirmation URL.
 */
import { storeHostName } from '../../shared';
import { storeOrigin } from '../stores/resolve-store-host';
import { createOrderToken } from './order-token';

export interface LinkStore {
  subdomain: string;
  customDomain: string | null;
}

/** How to build origins: the request's protocol and Host when there is a request. */
export interface LinkBase {
  productHost: string;
  protocol?: string;
  hostHeader?: string | undefined;
}

/** `protocol://host[:port]` of `store`. Without a request: http for local hosts, else https. */
export function storeLinkOrigin(store: LinkStore, base: LinkBase): string {
  const host = store.customDomain ?? storeHostName(store.subdomain, base.productHost);
  const local = /(^|\.)localhost(:\d+)?$|^127\.0\.0\.1(:\d+)?$/.test(base.productHost);
  const protocol = base.protocol ?? (local ? 'http' : 'https');
  // Subdomains share the product host's port; a custom domain is reached on the default one.
  const portFrom = store.customDomain ? undefined : (base.hostHeader ?? base.productHost);
  return storeOrigin(protocol, host, portFrom);
}

/**
 * The shopper's order page (storefront/checkout/checkout-ids.ts confirmationPath:
 * `/checkout?order={id}&token={t}`), where a bank-transfer proof is uploaded.
 */
export function orderConfirmationUrl(
  origin: string,
  order: { id: string; idempotencyKey: string },
): string {
  const query = new URLSearchParams({
    order: order.id,
    token: createOrderToken(order.id, order.idempotencyKey),
  });
  return `${origin}/checkout?${query}`;
}
