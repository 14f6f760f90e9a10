/** storefront/cart: the shopper's browser cart, its drawer and notice (spec 2.3, 3, 4, 9). */
export { CartDrawerHost } from './CartDrawerHost';
export {
  CartUiProvider,
  useCartUiActions,
  useCartUiState,
  CART_DRAWER_CLOSE_MS,
  CART_NOTICE_MS,
  type CartDrawerState,
} from './cart-ui';
export {
  useCart,
  useCartActions,
  useCartLines,
  ITEM_ADDED_MESSAGE,
  type Cart,
  type CartActions,
} from './use-cart';
export { getBrowserCartStore, createCartStore, type CartStore } from './cart-store';
export {
  toggleOption,
  findVariation,
  getPurchasePrices,
  getPurchaseBlock,
  choosableGroups,
  toQuantity,
  SELECT_ALL_OPTIONS_MESSAGE,
  type OptionSelection,
  type PurchaseBlock,
} from './purchase-rules';
