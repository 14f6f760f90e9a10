/**
 * The signed-in shopper's orders, newest first, ten at a time ("Show more"): number, date,
 * status, total, the items, tracking when shipped, a link to the order's own page (its
 * totals, address and payment), its invoice (a printable HTML file), and "Buy again": the items still sold go into the cart at
 * today's price and the cart opens; the ones that are not are named. Loading, empty ("No
 * orders yet"), and an error with Retry.
 */
import { useCallback, useEffect, useState } from 'react';
import { addItemsToCart, useCartActions, useCartUiActions } from '../cart';
import {
  formatAmount,
  formatDate,
  orderStatusLabels,
  paymentStateLabels,
  type AccountOrder,
} from '../../shared';
import { accountApi } from './account-api';
import { LoadFailed, Loading } from './LoadStates';

type State =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; orders: AccountOrder[]; page: number; more: boolean; loadingMore: boolean };

/** "Buy again" on one order: what it added, or what it could not. */
function BuyAgain({ order }: { order: AccountOrder }) {
  const { add } = useCartActions();
  const { openDrawer } = useCartUiActions();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  const buyAgain = async () => {
    setBusy(true);
    setSaid(null);
    try {
      const { added, missing } = addItemsToCart(add, await accountApi.buyAgain(order.orderId));
      if (added) openDrawer();
      setSaid(
        missing.length
          ? `${added ? 'The rest is in your cart. ' : ''}Not available now: ${missing.join(', ')}`
          : null,
      );
    } catch {
      setSaid('We could not add this order to your cart. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="sf-button sf-account__button"
        onClick={() => void buyAgain()}
        disabled={busy}
        aria-label={`Buy again: order #${order.orderNumber}`}
        data-testid="account-buy-again"
      >
        {busy ? 'Adding…' : 'Buy again'}
      </button>
      {said ? (
        <p className="sf-account__muted" role="status">
          {said}
        </p>
      ) : null}
    </>
  );
}

function OrderCard({ order }: { order: AccountOrder }) {
  return (
    <li className="sf-account__order" data-testid="account-order">
      <div className="sf-account__order-head">
        <h3>Order #{order.orderNumber}</h3>
        <span className="sf-account__muted">{formatDate(order.createdAt)}</span>
      </div>
      <p className="sf-account__order-state">
        <span className="sf-account__badge" data-testid="account-order-status">
          {orderStatusLabels[order.status]}
        </span>{' '}
        <span className="sf-account__muted">{paymentStateLabels[order.paymentStatus]}</span>
        <strong className="sf-account__order-total" data-testid="account-order-total">
          {formatAmount(order.total, order.currency)}
        </strong>
      </p>
      <ul className="sf-account__items">
        {order.items.map((item, i) => (
          <li key={`${item.productId ?? item.name}-${i}`}>
            {item.quantity} × {item.name}
            {item.variationLabel ? ` (${item.variationLabel})` : ''}
          </li>
        ))}
      </ul>
      {order.tracking ? (
        <p data-testid="account-order-tracking">
          Shipped with {order.tracking.carrier || 'the carrier'}
          {order.tracking.number ? `, tracking number ${order.tracking.number}` : ''}
          {order.tracking.url ? (
            <>
              {' · '}
              <a href={order.tracking.url} target="_blank" rel="noopener noreferrer">
                Track the parcel
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="sf-account__actions">
        <a href={order.orderPath} className="sf-account__order-link">
          View order #{order.orderNumber}
        </a>
        <a
          href={accountApi.invoiceUrl(order.orderId)}
          className="sf-account__order-link"
          download
          data-testid="account-invoice"
        >
          Invoice<span className="sf-visually-hidden"> for order #{order.orderNumber}</span>
        </a>
        <BuyAgain order={order} />
      </div>
    </li>
  );
}

export function AccountOrders() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async (page: number, before: AccountOrder[]) => {
    try {
      const reply = await accountApi.orders(page);
      setState({
        kind: 'ready',
        orders: [...before, ...reply.orders],
        page,
        more: page + 1 < reply.totalPages,
        loadingMore: false,
      });
    } catch {
      setState(
        before.length
          ? (s) => (s.kind === 'ready' ? { ...s, loadingMore: false } : s)
          : { kind: 'error' },
      );
    }
  }, []);

  useEffect(() => {
    void load(0, []);
  }, [load]);

  return (
    <div className="sf-account__orders" id="orders">
      <h2>Your orders</h2>
      {state.kind === 'loading' ? (
        <Loading what="your orders" />
      ) : state.kind === 'error' ? (
        <LoadFailed
          what="your orders"
          onRetry={() => {
            setState({ kind: 'loading' });
            void load(0, []);
          }}
        />
      ) : state.orders.length === 0 ? (
        <p data-testid="account-no-orders">
          No orders yet. <a href="/shop">Start shopping</a>
        </p>
      ) : (
        <>
          <ul className="sf-account__order-list">
            {state.orders.map((order) => (
              <OrderCard key={order.orderId} order={order} />
            ))}
          </ul>
          {state.more ? (
            <button
              type="button"
              className="sf-button sf-account__button sf-account__button--quiet"
              disabled={state.loadingMore}
              onClick={() => {
                setState({ ...state, loadingMore: true });
                void load(state.page + 1, state.orders);
              }}
            >
              {state.loadingMore ? 'Loading…' : 'Show more orders'}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
