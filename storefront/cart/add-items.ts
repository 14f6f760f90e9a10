/**
 * Puts a list of earlier items back in the cart ("Buy again" on an order, a recovery link's
 * checkout): each item whose product is still sold, with its variation still offered and in
 * stock, is added at today's price through the cart's own rules; the rest are named.
 */
import type { BuyAgainReply } from '../../shared';
import type { CartActions } from './use-cart';

/** Adds what can be bought now; answers how many lines were added and the names left out. */
export function addItemsToCart(
  add: CartActions['add'],
  { items, products }: BuyAgainReply,
): { added: number; missing: string[] } {
  const missing: string[] = [];
  let added = 0;
  for (const item of items) {
    const product = products.find((p) => p.id === item.productId);
    const variation = item.variationId
      ? product?.variations.find((v) => v.id === item.variationId)
      : null;
    // A product gone, a variation no longer sold, or sold out: named, not added.
    if (product && variation !== undefined && add(product, variation, item.quantity)) {
      added += 1;
    } else missing.push(item.name);
  }
  return { added, missing };
}
