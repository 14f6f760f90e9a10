/**
 * The confirmation of a placed order, read with its token (`/checkout?order=&token=`): order
 * number, items, totals, shipping address, for bank transfer how to pay and the proof of
 * payment upload (BankTransferPayment.tsx), for a card its payment's state (CardPayment.tsx:
 * the provider sends the shopper back here with `&payment=done|cancelled`), and the tracking
 * once shipped. The checkout fills the cache before navigating here; a fresh visit (email
 * link, reload, back from the payment provider) fetches it. Server HTML shows the loading
 * state: the order is never part of a cacheable page.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery, useQueryCache } from '../data/use-query';
import {
  ApiError,
  countryName,
  formatAmount,
  orderStatusLabels,
  paymentMethodLabels,
} from '../../shared';
import type { OrderDto } from '../../shared';
import { useStorefront } from '../context/storefront-context';
import { BankTransferPayment, OrderTracking } from './BankTransferPayment';
import { CardPayment, cardPaymentEndsOrder } from './CardPayment';
import type { PaymentReturn } from './card-payment-view';
import { fetchOrder } from './checkout-api';
import { isFinalRefusal } from '../pricing/use-pricing';
import { ContinueShopping } from './ContinueShopping';
import { orderQueryKey } from './checkout-ids';
import { OrderTotalRows } from '../pricing/TotalRow';

/**
 * `payment`: how the order gets paid (bank transfer, card), shown under the number;
 * `continueShopping`: false when `payment` offers it already.
 */
function OrderDetails({
  order,
  payment,
  continueShopping = true,
}: {
  order: OrderDto;
  payment: ReactNode;
  continueShopping?: boolean;
}) {
  const money = (n: number) => formatAmount(n, order.currency);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const a = order.address;
  return (
    <div className="sf-confirmation" data-testid="order-confirmation">
      <h1 ref={heading} tabIndex={-1}>
        {order.thankYou.title}
      </h1>
      {order.thankYou.message ? (
        <p className="sf-confirmation__message" data-testid="thank-you-message">
          {order.thankYou.message}
        </p>
      ) : null}
      <p className="sf-confirmation__number">
        Order number <strong data-testid="order-number">#{order.orderNumber}</strong>
      </p>
      <p data-testid="confirmation-email-note">
        {/* A card order is emailed once its payment is confirmed (server/payments/). */}
        {order.paymentMethod === 'card' && order.paymentStatus === 'unpaid' ? (
          <>
            We will send a confirmation to <strong>{order.customer.email}</strong> once your payment
            is confirmed.
          </>
        ) : (
          <>
            We sent a confirmation to <strong>{order.customer.email}</strong>.
          </>
        )}
      </p>
      {payment}
      <OrderTracking order={order} />
      <div className="sf-confirmation__grid">
        <section aria-labelledby="confirmation-items-title">
          <h2 id="confirmation-items-title">Your items</h2>
          <ul className="sf-summary__lines">
            {order.items.map((item, i) => (
              <li key={`${item.productId}-${item.variationId}-${i}`} className="sf-summary__line">
                <span className="sf-summary__name">
                  {item.name}
                  {item.variationLabel ? (
                    <span className="sf-summary__meta">{item.variationLabel}</span>
                  ) : null}
                  <span className="sf-summary__meta">
                    {item.quantity} × {money(item.unitPrice)}
                  </span>
                </span>
                <span className="sf-summary__amount">{money(item.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="sf-summary__totals">
            <OrderTotalRows order={{ ...order, shipsNothing: !a }} testId="confirmation" />
          </dl>
        </section>
        <section aria-labelledby="confirmation-delivery-title">
          <h2 id="confirmation-delivery-title">Delivery</h2>
          {a ? (
            <address className="sf-confirmation__address">
              {[
                order.customer.name,
                a.line1,
                a.line2,
                `${a.postalCode} ${a.city}`,
                a.region,
                countryName(a.country),
              ]
                .filter((l) => l.trim())
                .map((l, i) => (
                  <span key={i}>{l}</span>
                ))}
            </address>
          ) : (
            <p data-testid="confirmation-nothing-shipped">Nothing in this order is shipped.</p>
          )}
          <p>
            Payment: <strong>{paymentMethodLabels[order.paymentMethod]}</strong>
          </p>
          <p>
            Status: <strong>{orderStatusLabels[order.status]}</strong>
          </p>
        </section>
      </div>
      {continueShopping ? <ContinueShopping /> : null}
    </div>
  );
}

export interface OrderConfirmationProps {
  orderId: string;
  token: string;
  /** How the card payment provider sent the shopper back; null for any other visit. */
  returned: PaymentReturn;
}

export function OrderConfirmation({ orderId, token, returned }: OrderConfirmationProps) {
  const { store } = useStorefront();
  const queryCache = useQueryCache();
  const key = orderQueryKey(store.storeId, orderId, token);
  const order = useQuery({
    queryKey: key,
    queryFn: () => fetchOrder(store.storeId, orderId, token),
    staleTime: 60_000,
    retry: (count, error) => !isFinalRefusal(error) && count < 2,
  });
  return (
    <section className="sf-container sf-checkout" data-testid="checkout">
      {order.data ? (
        // An order read before stays on screen when a later read fails (the card's polling).
        <OrderDetails
          order={order.data}
          continueShopping={!cardPaymentEndsOrder(order.data)}
          payment={
            order.data.paymentMethod === 'bank_transfer' ? (
              <BankTransferPayment
                order={order.data}
                storeId={store.storeId}
                token={token}
                onOrder={(next) => queryCache.setQueryData(key, next)}
                onRefresh={() => void order.refetch()}
              />
            ) : order.data.paymentMethod === 'card' ? (
              <CardPayment
                order={order.data}
                returned={returned}
                refetch={order.refetch}
                refreshing={order.isFetching}
              />
            ) : null
          }
        />
      ) : order.isError ? (
        <div className="sf-checkout__empty">
          <h1>Order not found</h1>
          <p>
            {order.error instanceof ApiError && order.error.status === 404
              ? 'We could not find an order for this link. Check that you opened the whole link.'
              : `Error: ${order.error.message}`}
          </p>
          <p>
            <a href="/shop">Back to the shop</a>
          </p>
        </div>
      ) : (
        <p className="sf-checkout__loading" aria-busy="true">
          Loading your order…
        </p>
      )}
    </section>
  );
}
