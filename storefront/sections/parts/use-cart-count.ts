/**
 * The number of items in the browser cart (spec 3 "Cart line", key `cart`): the sum of line
 * quantities, read from the cart store (`storefront/cart`), the one source of truth. 0 in
 * server HTML and the hydrating render; kept current by `storage` events (other tabs, and the
 * cart's own broadcast on every change).
 */
import { cartCount } from '../../../shared';
import { useCartLines } from '../../cart';

export function useCartCount(): number {
  return cartCount(useCartLines());
}
