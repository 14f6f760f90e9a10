/**
 * Mounted once by the storefront app: the cart drawer and the added-to-cart notice. Renders
 * nothing in builder mode (the canvas keeps no cart).
 */
import { useStorefront } from '../context/storefront-context';
import { CartDrawer } from './CartDrawer';
import { useCartUiActions, useCartUiState } from './cart-ui';
import { useCart } from './use-cart';

/** The small status toast after an add ('Item added to cart!'), announced politely. */
function CartNoticeToast({ message, id }: { message: string | null; id: number }) {
  return (
    <div
      className={`sf-cart-notice${message ? ' sf-cart-notice--visible' : ''}`}
      role="status"
      data-testid="cart-notice"
    >
      {message ? <span key={id}>{message}</span> : null}
    </div>
  );
}

export function CartDrawerHost() {
  const { viewMode, store } = useStorefront();
  const { drawer, notice } = useCartUiState();
  const { closeDrawer } = useCartUiActions();
  const cart = useCart();
  if (viewMode === 'builder') return null;
  return (
    <>
      <CartDrawer state={drawer} cart={cart} currency={store.currency} onClose={closeDrawer} />
      <CartNoticeToast message={notice?.message ?? null} id={notice?.id ?? 0} />
    </>
  );
}
