/**
 * The customer (name, email as a mailto link, phone as a tel link), the shipping address
 * (a country code read as its name) and the shopper's note.
 */
import type { OrderDetailDto } from '../../../shared';
import { AddressLines, Card, ContactLinks } from '../../kit';
import { addressLines } from '../../../shared';

export function CustomerCard({ order }: { order: OrderDetailDto }) {
  const { customer } = order;
  return (
    <Card title="Customer" data-testid="order-customer-card">
      <p className="orders-customer-name">{customer.name}</p>
      <ContactLinks email={customer.email} phone={customer.phone} className="orders-contact" />
      <h3 className="orders-subheading">Shipping address</h3>
      {order.address ? (
        <AddressLines
          lines={addressLines(customer.name, order.address)}
          className="orders-address"
          data-testid="shipping-address"
        />
      ) : (
        <p className="muted" data-testid="shipping-address">
          None: nothing in this order is shipped.
        </p>
      )}
      {order.note ? (
        <>
          <h3 className="orders-subheading">Note from the customer</h3>
          <p className="orders-note" data-testid="customer-note">
            {order.note}
          </p>
        </>
      ) : null}
    </Card>
  );
}
