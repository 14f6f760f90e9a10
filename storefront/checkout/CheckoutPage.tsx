/**
 * The /checkout screen (spec 2.2), loaded as its own chunk (splitComponent in StoreRoutes):
 * the checkout form, or, when the URL names an order and its token
 * (`/checkout?order={id}&token={t}`), that order's confirmation.
 */
import { useLocation } from '../app/store-router';
import { readConfirmationParams } from './checkout-ids';
import { CheckoutForm } from './CheckoutForm';
import { OrderConfirmation } from './OrderConfirmation';

export default function CheckoutPage() {
  const { search } = useLocation();
  const confirmation = readConfirmationParams(search);
  if (confirmation) {
    return (
      <OrderConfirmation
        key={confirmation.orderId}
        orderId={confirmation.orderId}
        token={confirmation.token}
      />
    );
  }
  return (
    <section className="sf-container sf-checkout" data-testid="checkout">
      <h1>Checkout</h1>
      <CheckoutForm />
    </section>
  );
}
