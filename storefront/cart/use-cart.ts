/**
 * The shopper's cart in React: the stored lines (empty on the server and during hydration,
 * then the browser's), their count and total, and the actions of spec 4 built on the shared
 * rules. In builder mode (the editor's sandboxed iframe, where storage throws) the cart is
 * inert: no lines, every action a no-op.
 */
import { useMemo, useSyncExternalStore } from 'react';
import {
  cartCount,
  cartTotal,
  removeCartLine,
  setCartLineQuantity,
  toDecimal,
  toMinor,
  type CartLine,
  type ProductDto,
  type ProductVariationDto,
} from '../../shared';
import { trackPixel } from '../analytics/pixel';
import { useStorefront } from '../context/storefront-context';
import { getBrowserCartStore } from './cart-store';
import { useCartUiActions } from './cart-ui';
import { addCartLines, getPurchaseBlock, toNewCartLine } from './purchase-rules';

/** The notice after a successful add (spec 4). */
export const ITEM_ADDED_MESSAGE = 'Item added to cart!';

type LineKey = Pick<CartLine, 'productId' | 'variationId'>;

export interface CartActions {
  /**
   * Adds `quantity` (default 1) of the product and its chosen variation; returns whether
   * anything was added (not when out of stock, without a full choice, or in builder mode).
   */
  add(product: ProductDto, variation: ProductVariationDto | null, quantity?: number): boolean;
  /** Sets a line's quantity; below 1 is ignored. */
  setQuantity(line: LineKey, quantity: number): void;
  remove(line: LineKey): void;
  clear(): void;
}

export interface Cart extends CartActions {
  lines: CartLine[];
  count: number;
  /** Sum of line prices × quantities, in the store's currency. */
  total: number;
}

const EMPTY: CartLine[] = [];
const inertSubscribe = () => () => undefined;
const emptySnapshot = () => EMPTY;
// Called only in the browser, where `window` exists.
const subscribe = (onChange: () => void) => getBrowserCartStore().subscribe(onChange);
const getSnapshot = () => getBrowserCartStore().getSnapshot();

/** The stored cart lines ([] on the server, while hydrating, and in builder mode). */
export function useCartLines(): CartLine[] {
  const inert = useStorefront().viewMode === 'builder';
  return useSyncExternalStore(
    inert ? inertSubscribe : subscribe,
    inert ? emptySnapshot : getSnapshot,
    emptySnapshot,
  );
}

/** The cart's actions without subscribing to its lines (for cards and buttons). */
export function useCartActions(): CartActions {
  const { viewMode, store } = useStorefront();
  const { showNotice } = useCartUiActions();
  return useMemo<CartActions>(() => {
    if (viewMode === 'builder') {
      return {
        add: () => false,
        setQuantity: () => undefined,
        remove: () => undefined,
        clear: () => undefined,
      };
    }
    const update = (change: (lines: CartLine[]) => CartLine[]) =>
      getBrowserCartStore().update(change);
    return {
      add(product, variation, quantity = 1) {
        const selection = variation?.attributes ?? {};
        if (getPurchaseBlock(product, selection) !== null) return false;
        const item = toNewCartLine(product, variation, store.storeId);
        const count = Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1));
        update((lines) => addCartLines(lines, item, count));
        showNotice(ITEM_ADDED_MESSAGE);
        const unit = item.discountPrice > 0 ? item.discountPrice : item.price;
        trackPixel('AddToCart', {
          content_ids: [product.id],
          content_name: product.name,
          value: toDecimal(toMinor(unit, store.currency) * count, store.currency),
          currency: store.currency,
          quantity: count,
        });
        return true;
      },
      setQuantity: (line, quantity) =>
        void update((lines) => setCartLineQuantity(lines, line, quantity)),
      remove: (line) => void update((lines) => removeCartLine(lines, line)),
      clear: () => void update((lines) => (lines.length === 0 ? lines : [])),
    };
  }, [viewMode, store.storeId, store.currency, showNotice]);
}

/** The cart: lines, count, total and actions (spec 3, 4, 9). */
export function useCart(): Cart {
  const lines = useCartLines();
  const actions = useCartActions();
  const { currency } = useStorefront().store;
  return useMemo(
    () => ({ ...actions, lines, count: cartCount(lines), total: cartTotal(lines, currency) }),
    [actions, lines, currency],
  );
}
