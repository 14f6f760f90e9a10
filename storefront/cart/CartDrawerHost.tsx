/**
 * Mounted once by the storefront app: the cart drawer and the added-to-cart notice. Renders
 * nothing in builder mode (the canvas keeps no cart). The drawer is its own chunk, out of the
 * page's first JS (issue 14's budget): loaded once the browser is idle after hydration, and
 * mounted from the first time it opens (then it stays, for its closing slide).
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { useStorefront } from '../context/storefront-context';
import { useCartUiActions, useCartUiState } from './cart-ui';
import { useCart } from './use-cart';

const loadCartDrawer = () => import('./CartDrawer');
const CartDrawer = lazy(async () => ({ default: (await loadCartDrawer()).CartDrawer }));

/** Runs `task` when the browser is idle (soon after load at the latest). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

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
  const [opened, setOpened] = useState(false);
  if (drawer !== 'closed' && !opened) setOpened(true);
  useEffect(() => {
    if (viewMode === 'builder') return;
    return whenIdle(() => void loadCartDrawer());
  }, [viewMode]);
  if (viewMode === 'builder') return null;
  return (
    <>
      {opened ? (
        <Suspense fallback={null}>
          <CartDrawer state={drawer} cart={cart} currency={store.currency} onClose={closeDrawer} />
        </Suspense>
      ) : null}
      <CartNoticeToast message={notice?.message ?? null} id={notice?.id ?? 0} />
    </>
  );
}
