/**
 * The /checkout screen (spec 2.2), loaded as its own chunk (splitComponent in StoreRoutes):
 * the checkout form, or, when the URL names an order and its token
 * (`/checkout?order={id}&token={t}`, with `&payment=done|cancelled` when the card payment
 * provider sends the shopper back), that order's confirmation; with `?preview=1`, the
 * checkout editor's preview (a sample cart, the editor's draft settings, no orders); with
 * `?restore={checkoutId}&t={token}`, a recovery email's link (RestoreCheckout.tsx).
 */
import { useLocation } from '../router/store-router';
import { isCheckoutPreviewSearch } from '../../shared';
import { readPaymentReturn } from './card-payment-view';
import { readConfirmationParams } from './checkout-ids';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutPreview } from './CheckoutPreview';
import { OrderConfirmation } from './OrderConfirmation';
import { readRestoreParams, RestoreCheckout } from './RestoreCheckout';

export default function CheckoutPage() {
  const { search } = useLocation();
  const confirmation = readConfirmationParams(search);
  if (confirmation) {
    return (
      <OrderConfirmation
        key={confirmation.orderId}
        orderId={confirmation.orderId}
        token={confirmation.token}
        returned={readPaymentReturn(search)}
      />
    );
  }
  if (isCheckoutPreviewSearch(search)) return <CheckoutPreview />;
  const restore = readRestoreParams(search);
  if (restore) return <RestoreCheckout key={restore.checkoutId} {...restore} />;
  return <CheckoutForm />;
}
