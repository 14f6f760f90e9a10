/**
 * What a shopper reads when a code does not apply (the cart drawer, the checkout and the
 * server's 409 say the same words), and the line a discount shows on an order.
 */
import { formatMoney } from '../money';
import { countOf } from '../plural';
import type { CodeResult } from './price-order';

/** Why an entered code does not apply, in words; null for an applied one. */
export function codeRefusalMessage(result: CodeResult, currency: string): string | null {
  if (result.status === 'applied') return null;
  const code = result.code;
  switch (result.reason) {
    case 'unknown':
      return `${code} is not a valid discount code`;
    case 'not_started':
      return `${code} is not active yet`;
    case 'expired':
      return `${code} has expired`;
    case 'used_up':
      return `${code} has been used up`;
    case 'customer_limit':
      return `${code} has already been used with this email address`;
    case 'minimum_subtotal':
      return `${code} needs a subtotal of at least ${formatMoney(result.minimum?.subtotalMinor ?? 0, currency)}`;
    case 'minimum_quantity':
      return `${code} needs at least ${countOf(result.minimum?.count ?? 0, 'item', 'items')}`;
    case 'not_for_these_products':
      return `${code} does not apply to the items in your cart`;
    case 'no_shipping':
      return `${code} gives free shipping, and nothing in your cart is shipped`;
    case 'not_for_destination':
      return `${code} does not give free shipping to this address`;
    case 'not_combinable':
      return result.instead
        ? `${code} cannot be combined with ${result.instead}, which saves you more`
        : `${code} cannot be combined with the other discounts`;
  }
}
