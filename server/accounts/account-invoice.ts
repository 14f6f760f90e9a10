/**
 * A signed-in customer's invoice for one of their orders: a whole, self-contained HTML document
 * (inline styles, no script, a print stylesheet) the account page downloads: the store (name,
 * address, contact), the order's number, date and payment, who it is billed and shipped to, its
 * lines (unit price, quantity, line total) and the totals as the order's page shows them
 * (shared `orderTotalRows`). Every value escaped. Another customer's order is not found.
 */
import { and, eq } from 'drizzle-orm';
import {
  addressLines,
  escapeHtml,
  formatAmount,
  formatDate,
  orderTotalRows,
  paymentMethodLabels,
  paymentState,
  paymentStateLabels,
} from '../../shared';
import type { Db } from '../db/client';
import { orders, stores } from '../db/schema';
import { notFound } from '../http/errors';
import { getOrderItems, toOrderDto } from '../orders/order-dto';
import { customerOrders } from './account-orders';

const STYLE = `body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111;margin:0;padding:32px;max-width:800px}
h1{font-size:28px;margin:0 0 4px}table{width:100%;border-collapse:collapse;margin:16px 0}
th,td{padding:8px 6px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top}
td.n,th.n{text-align:right;white-space:nowrap}.parties{display:flex;gap:32px;flex-wrap:wrap;margin:16px 0}
.muted{color:#555}.total td{font-weight:700;border-bottom:0}
@media print{body{padding:0}a{color:inherit;text-decoration:none}}`;

/** The invoice of the customer's order `orderId`: its HTML and number. */
export async function accountInvoice(
  db: Db,
  customer: { storeId: string; customerId: string },
  orderId: string,
): Promise<{ html: string; orderNumber: number }> {
  const [[order], [store]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(customerOrders(customer), eq(orders.id, orderId)))
      .limit(1),
    db
      .select({
        name: stores.name,
        contactEmail: stores.contactEmail,
        address: stores.address,
      })
      .from(stores)
      .where(eq(stores.id, customer.storeId))
      .limit(1),
  ]);
  if (!order || !store) {
    throw notFound('Order not found', 'orderId', 'This order is not on your account');
  }
  const items = (await getOrderItems(db, customer.storeId, [order.id])).get(order.id) ?? [];
  const dto = toOrderDto(order, items, { bankTransferInstructions: '', bankAccount: {} });
  const money = (n: number) => formatAmount(n, dto.currency);
  const e = escapeHtml;
  const lines = (parts: string[]) => parts.map(e).join('<br>');
  const storeAddress = store.address as Partial<Parameters<typeof addressLines>[1]>;
  const from = addressLines(store.name, {
    company: '',
    line1: storeAddress.line1 ?? '',
    line2: storeAddress.line2 ?? '',
    postalCode: storeAddress.postalCode ?? '',
    city: storeAddress.city ?? '',
    region: storeAddress.region ?? '',
    country: storeAddress.country ?? '',
  });
  const state = paymentState(dto);
  const rows = dto.items
    .map(
      (i) =>
        `<tr><td>${e(i.name)}${i.variationLabel ? `<br><span class="muted">${e(i.variationLabel)}</span>` : ''}</td>` +
        `<td class="n">${e(money(i.unitPrice))}</td><td class="n">${i.quantity}</td>` +
        `<td class="n">${e(money(i.lineTotal))}</td></tr>`,
    )
    .join('');
  const totals = orderTotalRows({ ...dto, shipsNothing: dto.address === null })
    .map(
      (r) =>
        `<tr${r.kind === 'total' ? ' class="total"' : ''}><td colspan="3">${e(r.label)}${r.note ? ` <span class="muted">(${e(r.note)})</span>` : ''}</td><td class="n">${e(r.text)}</td></tr>`,
    )
    .join('');
  const title = `Invoice for order #${dto.orderNumber} — ${store.name}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title>
<style>${STYLE}</style></head><body>
<h1>Invoice</h1>
<p class="muted">Order #${dto.orderNumber} · ${e(formatDate(dto.createdAt))} · ${e(paymentMethodLabels[dto.paymentMethod])}: ${e(paymentStateLabels[state])}</p>
<div class="parties">
<div><strong>From</strong><br>${lines(from)}${store.contactEmail ? `<br>${e(store.contactEmail)}` : ''}</div>
<div><strong>Billed to</strong><br>${lines([dto.customer.name, dto.customer.email, dto.customer.phone].filter(Boolean))}</div>
${dto.address ? `<div><strong>Shipped to</strong><br>${lines(addressLines(dto.customer.name, dto.address))}</div>` : ''}
</div>
<table><thead><tr><th>Item</th><th class="n">Price</th><th class="n">Qty</th><th class="n">Total</th></tr></thead>
<tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>
<p class="muted">Thank you for your order.</p>
</body></html>`;
  return { html, orderNumber: dto.orderNumber };
}
