/**
 * A recovery email's link, `/checkout?restore={checkoutId}&t={token}`: reads the saved
 * checkout (reading changes nothing), puts its items back in the cart through the cart's rules
 * (today's price; what is no longer sold is named), makes it this browser's checkout again (the
 * order will name it: recovered), keeps what was typed for the form, and opens the checkout.
 * States: restoring; a link not valid any more; a checkout already ordered; a failure with Retry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, callEndpoint, endpointRefs, fetchTransport } from '../../shared';
import { addItemsToCart, useCartActions } from '../cart';
import { useStorefront } from '../context/storefront-context';
import { useNavigate } from '../router/store-router';
import { adoptCheckoutId, keepRestoredPrefill } from './checkout-draft';
import { ContinueShopping } from './ContinueShopping';

type State =
  | { kind: 'restoring' }
  | { kind: 'refused'; message: string }
  | { kind: 'ordered' }
  | { kind: 'failed' }
  | { kind: 'missing'; names: string[] };

/** The restore link's checkout and token, or null when the URL has none. */
export function readRestoreParams(search: string): { checkoutId: string; token: string } | null {
  const params = new URLSearchParams(search);
  const checkoutId = params.get('restore');
  const token = params.get('t') ?? '';
  return checkoutId ? { checkoutId, token } : null;
}

export function RestoreCheckout({ checkoutId, token }: { checkoutId: string; token: string }) {
  const { store } = useStorefront();
  const { add, clear } = useCartActions();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'restoring' });

  const restore = useCallback(async () => {
    setState({ kind: 'restoring' });
    try {
      const reply = await callEndpoint(fetchTransport, endpointRefs.checkouts.restore, {
        params: { checkoutId },
        query: { storeId: store.storeId, token },
      });
      if (reply.ordered) {
        setState({ kind: 'ordered' });
        return;
      }
      clear();
      const { added, missing } = addItemsToCart(add, reply);
      adoptCheckoutId(checkoutId);
      keepRestoredPrefill({ ...reply.contact, address: reply.address });
      if (added === 0) {
        setState({ kind: 'missing', names: missing });
        return;
      }
      navigate('/checkout', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const message = error.details.find((d) => d.field === 'token')?.message ?? error.error;
        setState({ kind: 'refused', message });
      } else setState({ kind: 'failed' });
    }
  }, [add, clear, checkoutId, navigate, store.storeId, token]);

  // Once per link (the cart is refilled once, whatever re-renders).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void restore();
  }, [restore]);

  return (
    <section className="sf-container sf-checkout" data-testid="checkout-restore">
      <h1>Your checkout</h1>
      {state.kind === 'restoring' ? (
        <p className="sf-checkout__loading" role="status" aria-busy="true">
          Bringing back your cart…
        </p>
      ) : state.kind === 'refused' ? (
        <>
          <p role="alert">{state.message}</p>
          <ContinueShopping />
        </>
      ) : state.kind === 'ordered' ? (
        <>
          <p role="status">You already placed an order for this cart. Thank you!</p>
          <ContinueShopping />
        </>
      ) : state.kind === 'missing' ? (
        <>
          <p role="alert">
            Sorry, nothing from your cart is available now
            {state.names.length ? `: ${state.names.join(', ')}` : ''}.
          </p>
          <ContinueShopping />
        </>
      ) : (
        <>
          <p role="alert">We could not bring back your cart. Please try again.</p>
          <button type="button" className="sf-button" onClick={() => void restore()}>
            Try again
          </button>
        </>
      )}
    </section>
  );
}
