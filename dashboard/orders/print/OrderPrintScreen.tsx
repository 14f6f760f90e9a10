/**
 * /dashboard/orders/{orderId}/print?doc=invoice|packing-slip: a printable document of the
 * order (store name, number, date, addresses, items; the invoice adds prices, totals and the
 * payment). The print stylesheet (orders.css, `@media print`) hides the dashboard around it.
 * Opened from the order's menu it calls window.print() once the order is drawn; opened by
 * its URL it waits for the Print button.
 */
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  orderTotalRows,
  countOf,
  formatAmount,
  paymentMethodLabels,
  paymentState,
  paymentStateLabels,
  type OrderDetailDto,
} from '../../../shared';
import { useCurrentStore } from '../../state/use-current-store';
import { PrintParty, PrintScreen, TableHead, Timestamp } from '../../kit';
import { formatDate } from '../../../shared';
import { addressLines } from '../../../shared';
import { orderHref, orderPrintHref, type PrintDocument } from '../order-links';
import { orderQueries } from '../orders-queries';

const titles: Record<PrintDocument, string> = {
  invoice: 'Invoice',
  'packing-slip': 'Packing slip',
};

/** The invoice or packing slip of `order`, as printed. */
export function PrintDocumentView({
  order,
  doc,
  storeName,
}: {
  order: OrderDetailDto;
  doc: PrintDocument;
  storeName: string;
}) {
  const money = (n: number) => formatAmount(n, order.currency);
  const invoice = doc === 'invoice';
  return (
    <article className="kit-print-doc" data-testid="print-document" data-doc={doc}>
      <header className="kit-print-head">
        <div>
          <p className="kit-print-brand" data-testid="print-store-name">
            {storeName}
          </p>
          <h1>
            {titles[doc]} <span className="orders-print-number">#{order.orderNumber}</span>
          </h1>
        </div>
        <dl className="orders-print-meta">
          <dt>Order</dt>
          <dd>#{order.orderNumber}</dd>
          <dt>Date</dt>
          <dd>
            <Timestamp at={order.createdAt} dateOnly />
          </dd>
          {order.shippingMethod ? (
            <>
              <dt>Shipping</dt>
              <dd>{order.shippingMethod}</dd>
            </>
          ) : null}
          {order.tracking?.number ? (
            <>
              <dt>Tracking</dt>
              <dd>
                {order.tracking.carrier} {order.tracking.number}
              </dd>
            </>
          ) : null}
        </dl>
      </header>

      <section className="orders-print-addresses" aria-label="Addresses">
        {order.address ? (
          <PrintParty
            heading="Ship to"
            lines={addressLines(order.customer.name, order.address)}
            data-testid="print-address"
          />
        ) : null}
        <PrintParty
          heading={invoice ? 'Bill to' : 'Contact'}
          lines={[order.customer.name, order.customer.email, order.customer.phone || null]}
        />
      </section>

      <table className="kit-print-lines orders-print-items" data-testid="print-items">
        <caption className="visually-hidden">Items</caption>
        <TableHead
          labels={invoice ? ['Item', 'Quantity', 'Unit price', 'Amount'] : ['Item', 'Quantity']}
          alignEnd={[1, 2, 3]}
          actions={null}
        />
        <tbody>
          {order.items.map((item, i) => (
            <tr key={`${item.productId}-${item.variationId}-${i}`}>
              <td>
                {item.name}
                {item.variationLabel ? (
                  <span className="orders-print-variation">{item.variationLabel}</span>
                ) : null}
              </td>
              <td className="kit-align-end">{item.quantity}</td>
              {invoice ? (
                <>
                  <td className="kit-align-end">{money(item.unitPrice)}</td>
                  <td className="kit-align-end">{money(item.lineTotal)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>

      {invoice ? (
        <>
          <dl className="orders-print-totals" data-testid="print-totals">
            {orderTotalRows({ ...order, shipsNothing: order.address === null }).map((row) => (
              <Fragment key={row.key}>
                <dt
                  className={row.kind === 'total' ? 'kit-print-total' : undefined}
                  data-testid={`print-row-${row.kind}`}
                >
                  {row.label}
                  {row.note ? ` (${row.note})` : ''}
                </dt>
                <dd
                  className={row.kind === 'total' ? 'kit-print-total' : undefined}
                  data-testid={row.kind === 'total' ? 'print-total' : `print-amount-${row.kind}`}
                >
                  {row.text}
                </dd>
              </Fragment>
            ))}
            {order.refunded > 0 ? (
              <>
                <dt>Refunded</dt>
                <dd>−{money(order.refunded)}</dd>
              </>
            ) : null}
          </dl>
          <p className="orders-print-payment" data-testid="print-payment">
            Payment: {paymentMethodLabels[order.paymentMethod]} —{' '}
            {paymentStateLabels[paymentState(order)]}
            {order.paidAt ? `, paid ${formatDate(order.paidAt)}` : ''}
          </p>
        </>
      ) : (
        <p className="orders-print-count">{countOf(order.itemCount, 'item', 'items')}</p>
      )}
      {order.note ? (
        <p className="orders-print-note">
          <strong>Note:</strong> {order.note}
        </p>
      ) : null}
    </article>
  );
}

export function OrderPrintScreen() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const doc: PrintDocument = params.get('doc') === 'packing-slip' ? 'packing-slip' : 'invoice';
  const location = useLocation();
  const navigate = useNavigate();
  const store = useCurrentStore();
  const order = useQuery(orderQueries.detail(orderId));
  const autoPrint = (location.state as { autoPrint?: boolean } | null)?.autoPrint === true;
  const printed = useRef(false);

  useEffect(() => {
    if (!autoPrint || !order.data || !store.data || printed.current) return;
    printed.current = true;
    // Printing once: a reload or Back to this entry shows the view without the dialog.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    window.print();
  }, [autoPrint, order.data, store.data, navigate, location.pathname, location.search]);

  return (
    <PrintScreen
      back={{ to: orderHref(orderId), label: 'Back to the order' }}
      query={order}
      what="this order"
      loadingLabel="Loading the order…"
      controls={
        <nav aria-label="Document" className="orders-print-switch">
          {(['packing-slip', 'invoice'] as const).map((d) => (
            <Link
              key={d}
              to={orderPrintHref(orderId, d)}
              replace
              aria-current={d === doc ? 'page' : undefined}
              className={d === doc ? 'kit-tab kit-tab-active' : 'kit-tab'}
            >
              {titles[d]}
            </Link>
          ))}
        </nav>
      }
      data-testid="order-print-screen"
    >
      {(data) => <PrintDocumentView order={data} doc={doc} storeName={store.data?.name ?? ''} />}
    </PrintScreen>
  );
}
