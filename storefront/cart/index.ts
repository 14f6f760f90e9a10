/** storefront/cart: the shopper's browser cart, its drawer and notice (spec 2.3, 3, 4, 9). */
export { CartDrawerHost } from './CartDrawerHost';
export { CartUiProvider, useCartUiActions, useCartUiState } from './cart-ui';
export { useCart, useCartActions, useCartLines } from './use-cart';
export { addItemsToCart } from './add-items';
export {
  toggleOption,
  findVariation,
  getPurchasePrices,
  getPurchaseBlock,
  choosableGroups,
  toQuantity,
  SELECT_ALL_OPTIONS_MESSAGE,
  type OptionSelection,
} from './purchase-rules';
