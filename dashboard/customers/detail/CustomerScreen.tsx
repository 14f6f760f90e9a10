/**
 * /dashboard/customers/{customerId}: one customer. Header with the back link, their name (or
 * email) and the email-marketing badge; their numbers (orders, spent, average order, first and
 * last order, account), their latest orders (each linked to its page, all of them in the
 * orders list by email), the merchant's note and tags (saved together; the tags link to the
 * list filtered by each), contact and consent (Unsubscribe behind a confirmation), saved
 * addresses, and "Merge with another customer". Loading, not found and an error with Retry.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  formatAmount,
  orderStatusLabels,
  paymentStateLabels,
  type CustomerDetailDto,
  type OrderStatusName,
  type PaymentStateName,
} from '../../../shared';
import {
  AddressLines,
  Card,
  ContactLinks,
  isMissing,
  ResourceNotFound,
  ResourcePage,
  ResourcePending,
  StateBadge,
  TableScroll,
  Timestamp,
} from '../../kit';
import { orderHref } from '../../orders/order-links';
import { useCurrentStore } from '../../state/use-current-store';
import { customersHref } from '../customer-links';
import { canUnsubscribe, emailMarketingWords, marketingSourceLabels } from '../customer-words';
import { customerQueries } from '../customers-queries';
import { UnsubscribeCustomerDialog } from '../list/UnsubscribeCustomerDialog';
import { MergeCustomerDialog } from './MergeCustomerDialog';
import { NotesCard } from './NotesCard';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const back = { to: customersHref, label: 'Customers' };

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="customers-fact">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function CustomerView({ storeId, customer }: { storeId: string; customer: CustomerDetailDto }) {
  const [dialog, setDialog] = useState<'unsubscribe' | 'merge' | null>(null);
  const money = (amount: number) => formatAmount(amount, customer.currency);
  const never = <span className="muted">Never</span>;
  return (
    <>
      <ResourcePage
        title={customer.name || customer.email}
        backTo={back.to}
        backLabel={back.label}
        badge={
          <StateBadge
            word={emailMarketingWords[customer.emailMarketing]}
            data-testid="customer-marketing"
          />
        }
        actions={
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setDialog('merge')}
            data-testid="customer-merge"
          >
            Merge with another customer
          </button>
        }
        main={
          <>
            <Card title="Overview" data-testid="customer-overview">
              <dl className="customers-facts">
                <Fact label="Orders" testId="customer-orders-count">
                  {customer.ordersCount}
                </Fact>
                <Fact label="Total spent" testId="customer-total-spent">
                  {money(customer.totalSpent)}
                </Fact>
                <Fact label="Average order" testId="customer-average-order">
                  {money(customer.averageOrder)}
                </Fact>
                <Fact label="Last order" testId="customer-last-order">
                  {customer.lastOrderAt ? <Timestamp at={customer.lastOrderAt} /> : never}
                </Fact>
                <Fact label="First order" testId="customer-first-order">
                  {customer.firstOrderAt ? <Timestamp at={customer.firstOrderAt} /> : never}
                </Fact>
                <Fact label="Account" testId="customer-account">
                  {customer.accountSince ? (
                    <>
                      Since <Timestamp at={customer.accountSince} />
                    </>
                  ) : (
                    <span className="muted">No account</span>
                  )}
                </Fact>
              </dl>
            </Card>
            <Card title="Orders" data-testid="customer-orders">
              {customer.orders.length === 0 ? (
                <p className="muted">No orders yet.</p>
              ) : (
                <TableScroll label="Latest orders">
                  <table className="customers-orders">
                    <caption className="visually-hidden">Latest orders</caption>
                    <thead>
                      <tr>
                        <th scope="col">Order</th>
                        <th scope="col">Date</th>
                        <th scope="col">Status</th>
                        <th scope="col">Payment</th>
                        <th scope="col" className="customers-num">
                          Total
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {customer.orders.map((o) => (
                        <tr key={o.orderId} data-testid="customer-order">
                          <th scope="row">
                            <Link to={orderHref(o.orderId)}>#{o.orderNumber}</Link>
                          </th>
                          <td>
                            <Timestamp at={o.createdAt} />
                          </td>
                          <td>{orderStatusLabels[o.status as OrderStatusName] ?? o.status}</td>
                          <td>
                            {paymentStateLabels[o.paymentStatus as PaymentStateName] ??
                              o.paymentStatus}
                          </td>
                          <td className="customers-num">{formatAmount(o.total, o.currency)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              )}
              {customer.ordersCount > customer.orders.length ? (
                <p>
                  <Link to={`/dashboard/orders?q=${encodeURIComponent(customer.email)}`}>
                    See all {customer.ordersCount} orders
                  </Link>
                </p>
              ) : null}
            </Card>
            <NotesCard key={customer.id} storeId={storeId} customer={customer} />
          </>
        }
        aside={
          <>
            <Card title="Contact" data-testid="customer-contact">
              <ContactLinks
                email={customer.email}
                phone={customer.phone}
                className="customers-contact"
              />
              <h3 className="customers-subheading">Email marketing</h3>
              <p>
                {emailMarketingWords[customer.emailMarketing].label}
                {customer.source ? (
                  <span className="muted"> · {marketingSourceLabels[customer.source]}</span>
                ) : null}
                {customer.marketingUpdatedAt ? (
                  <span className="muted">
                    {' '}
                    · <Timestamp at={customer.marketingUpdatedAt} />
                  </span>
                ) : null}
              </p>
              {canUnsubscribe(customer.emailMarketing) ? (
                <button
                  type="button"
                  className="button button-danger-outline button-small"
                  onClick={() => setDialog('unsubscribe')}
                >
                  Unsubscribe
                </button>
              ) : null}
            </Card>
            <Card title="Addresses" data-testid="customer-addresses">
              {customer.addresses.length === 0 ? (
                <p className="muted">No saved addresses.</p>
              ) : (
                customer.addresses.map((a, i) => (
                  <div key={i} className="customers-address">
                    {a.isDefault ? <p className="customers-default">Default</p> : null}
                    <AddressLines
                      lines={[
                        a.name,
                        a.line1,
                        a.line2,
                        [a.postalCode, a.city].filter(Boolean).join(' '),
                        [a.region, a.country].filter(Boolean).join(', '),
                      ].filter(Boolean)}
                    />
                  </div>
                ))
              )}
            </Card>
          </>
        }
        data-testid="customer-screen"
      />
      {dialog === 'unsubscribe' ? (
        <UnsubscribeCustomerDialog
          storeId={storeId}
          customer={customer}
          onClose={() => setDialog(null)}
        />
      ) : dialog === 'merge' ? (
        <MergeCustomerDialog
          storeId={storeId}
          customer={customer}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

export function CustomerScreen() {
  const { customerId = '' } = useParams();
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const validId = UUID.test(customerId);
  const customer = useQuery({
    ...customerQueries.detail(storeId, customerId),
    enabled: validId && Boolean(storeId),
  });

  if (!validId || isMissing(customer)) {
    return (
      <ResourceNotFound
        back={back}
        pageTitle="Customer not found"
        title="This customer does not exist"
        linkLabel="Go to customers"
        testId="customer-not-found"
      >
        It may belong to another store, have been merged into another customer, or the link is
        wrong.
      </ResourceNotFound>
    );
  }
  if (customer.isError || customer.isPending) {
    return (
      <ResourcePending
        back={back}
        query={customer}
        what="this customer"
        errorTitle="Customer"
        loadingTitle="Loading customer…"
        loadingLabel="Loading the customer…"
        testId="customer"
      />
    );
  }
  return <CustomerView storeId={storeId} customer={customer.data} />;
}
