/**
 * The confirmation-page token: HMAC-SHA256 over the order id, keyed by the order's
 * idempotency key (a random UUID v4 only the buyer's browser and the database know).
 * Unguessable without that key, needs no server secret or extra column, survives restarts
 * and works across processes; the key itself never appears in a URL (the HMAC is one-way).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The token that lets the buyer read order `orderId` (base64url, 43 characters). */
export function createOrderToken(orderId: string, idempotencyKey: string): string {
  return createHmac('sha256', `order-token:v1:${idempotencyKey}`)
    .update(orderId)
    .digest('base64url');
}

/** True when `token` is the token of this order, compared in constant time. */
export function isOrderToken(token: string, orderId: string, idempotencyKey: string): boolean {
  const expected = Buffer.from(createOrderToken(orderId, idempotencyKey));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
