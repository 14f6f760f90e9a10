/**
 * The checkout body the integration and cluster suites send: one test shopper (name, phone,
 * email, address), a fresh idempotency key, the store's rate, bank transfer unless overridden.
 */
import { randomUUID } from 'node:crypto';
import type { CheckoutRequest } from '../../shared';

/** The shopper every test checkout is placed by: who they are and where the order goes. */
export const testShopper = {
  customer: { name: 'Ada Lovelace', phone: '+44 20 7946 0958', email: 'ada@example.com' },
  address: { line1: '12 Analytical Way', city: 'London', postalCode: 'N1 9GU', country: 'GB' },
} satisfies Pick<CheckoutRequest, 'customer' | 'address'>;

/** A checkout body for `s`'s store: the test shopper, a fresh idempotency key, bank transfer. */
export function checkoutRequest(
  s: { storeId: string; rateId: string },
  lines: CheckoutRequest['lines'],
  overrides: Partial<CheckoutRequest> = {},
): CheckoutRequest {
  return {
    storeId: s.storeId,
    idempotencyKey: randomUUID(),
    ...testShopper,
    shippingRateId: s.rateId,
    paymentMethod: 'bank_transfer',
    lines,
    ...overrides,
  };
}
