/**
 * The order confirmation URL in emails sent from anywhere (a dashboard request, a background
 * job), on the store's origin from configuration (`storeLinkOrigin`, server/http/public-links.ts),
 * never a raw Host header.
 */
import { createOrderToken } from './order-token';

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
