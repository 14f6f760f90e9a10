/**
 * The two emails of a new order: the confirmation to the shopper and the notice to the
 * merchant, each as plain text plus simple HTML (every shopper-typed value escaped).
 * Owns: their wording. Not: delivery (the outbox worker), the transaction (the caller's).
 */
import {
  countryName,
  escapeHtml,
  formatAmount,
  orderTotalRows,
  paymentMethodLabels,
  totalRowLine,
} from '../../shared';
import type { OrderDto } from '../../shared';
import type { OutgoingEmail } from '../email/outbox';
import { storeEmailHeader } from '../email/store-header';

const paymentLabel = (order: OrderDto) => paymentMethodLabels[order.paymentMethod];

/** What happens next, after "Thank you for your order": it ships, or there is nothing to send. */
const shipsNote = (order: OrderDto) =>
  order.address
    ? 'We have received it and will let you know when it ships.'
    : 'We have received it.';

/** The lines of the order's address; none when nothing in it is shipped. */
function addressLines(order: OrderDto): string[] {
  const a = order.address;
  if (!a) return [];
  return [
    order.customer.name,
    a.company,
    a.line1,
    a.line2,
    [a.postalCode, a.city].filter(Boolean).join(' '),
    a.region,
    // Orders store a country code (GB); the email says United Kingdom.
    countryName(a.country),
  ].filter((l) => l.trim() !== '');
}

/** The order's totals as the shared rows read them (nothing shipped: no shipping row). */
const totalsOf = (order: OrderDto) => ({ ...order, shipsNothing: order.address === null });

function textSummary(order: OrderDto): string[] {
  const money = (n: number) => formatAmount(n, order.currency);
  return [
    ...order.items.map(
      (i) =>
        `${i.quantity} x ${i.name}${i.variationLabel ? ` (${i.variationLabel})` : ''} — ${money(i.lineTotal)}`,
    ),
    '',
    ...orderTotalRows(totalsOf(order)).map(totalRowLine),
    `Payment: ${paymentLabel(order)}`,
  ];
}

function htmlSummary(order: OrderDto): string {
  const money = (n: number) => escapeHtml(formatAmount(n, order.currency));
  const rows = order.items
    .map(
      (i) =>
        `<tr><td>${i.quantity} × ${escapeHtml(i.name)}${i.variationLabel ? ` <small>(${escapeHtml(i.variationLabel)})</small>` : ''}</td><td align="right">${money(i.lineTotal)}</td></tr>`,
    )
    .join('');
  return (
    `<table cellpadding="4" style="border-collapse:collapse">${rows}` +
    orderTotalRows(totalsOf(order))
      .map((r) => {
        const label = escapeHtml(`${r.label}${r.note ? ` (${r.note})` : ''}`);
        const text = escapeHtml(r.text);
        return r.kind === 'total'
          ? `<tr><td><strong>${label}</strong></td><td align="right"><strong>${text}</strong></td></tr>`
          : `<tr><td>${label}</td><td align="right">${text}</td></tr>`;
      })
      .join('') +
    `</table>` +
    `<p>Payment: ${escapeHtml(paymentLabel(order))}</p>`
  );
}

const htmlLines = (lines: string[]) => lines.map(escapeHtml).join('<br>');

/** The store's transfer account as labelled lines (only the details it has). */
export function bankAccountLines(order: Pick<OrderDto, 'bankAccount'>): string[] {
  const b = order.bankAccount;
  if (!b) return [];
  return [
    ['Account holder', b.accountName],
    ['Bank', b.bankName],
    ['Account number / IBAN', b.accountNumber],
    ['BIC / sort code', b.bankCode],
  ]
    .filter(([, v]) => v?.trim())
    .map(([k, v]) => `${k}: ${v}`);
}

/** The confirmation the shopper receives; `origin` (the store's) makes a logo path absolute. */
export function orderCustomerEmail(
  order: OrderDto,
  store: { id: string; name: string; contactEmail: string; logoUrl?: string },
  origin?: string,
): OutgoingEmail {
  const bank = order.bankTransferInstructions?.trim();
  const account = bankAccountLines(order);
  const text = [
    `Hello ${order.customer.name},`,
    '',
    `Thank you for your order #${order.orderNumber} at ${store.name}. ${shipsNote(order)}`,
    '',
    ...textSummary(order),
    ...(bank || account.length
      ? ['', 'How to pay:', ...account, ...(bank ? [bank] : []), `Reference: #${order.orderNumber}`]
      : []),
    '',
    ...(order.address
      ? ['Shipping to:', ...addressLines(order)]
      : ['Nothing in this order is shipped.']),
    '',
    `— ${store.name}`,
  ].join('\n');
  const html =
    storeEmailHeader(store, origin) +
    `<p>Hello ${escapeHtml(order.customer.name)},</p>` +
    `<p>Thank you for your order <strong>#${order.orderNumber}</strong> at ${escapeHtml(store.name)}. ${shipsNote(order)}</p>` +
    htmlSummary(order) +
    (bank || account.length
      ? `<h3>How to pay</h3>` +
        (account.length ? `<p>${htmlLines(account)}</p>` : '') +
        (bank ? `<p>${htmlLines(bank.split('\n'))}</p>` : '') +
        `<p>Reference: #${order.orderNumber}</p>`
      : '') +
    (order.address
      ? `<h3>Shipping to</h3><p>${htmlLines(addressLines(order))}</p>`
      : '<p>Nothing in this order is shipped.</p>') +
    `<p>— ${escapeHtml(store.name)}</p>`;
  return {
    storeId: store.id,
    kind: 'order-customer',
    to: order.customer.email,
    ...(store.contactEmail ? { replyTo: store.contactEmail } : {}),
    subject: `Your order #${order.orderNumber} at ${store.name}`,
    text,
    html,
  };
}

/** The new-order notice the merchant receives at `to`. */
export function orderMerchantEmail(
  order: OrderDto,
  store: { id: string; name: string },
  to: string,
): OutgoingEmail {
  const contact = [order.customer.name, order.customer.email, order.customer.phone].filter(
    (l) => l.trim() !== '',
  );
  const text = [
    `New order #${order.orderNumber} at ${store.name}.`,
    '',
    ...textSummary(order),
    '',
    'Customer:',
    ...contact,
    '',
    ...(order.address ? ['Ship to:', ...addressLines(order)] : ['Nothing to ship.']),
    ...(order.note ? ['', 'Note from the customer:', order.note] : []),
  ].join('\n');
  const html =
    `<p>New order <strong>#${order.orderNumber}</strong> at ${escapeHtml(store.name)}.</p>` +
    htmlSummary(order) +
    `<h3>Customer</h3><p>${htmlLines(contact)}</p>` +
    (order.address
      ? `<h3>Ship to</h3><p>${htmlLines(addressLines(order))}</p>`
      : '<p>Nothing to ship.</p>') +
    (order.note
      ? `<h3>Note from the customer</h3><p>${htmlLines(order.note.split('\n'))}</p>`
      : '');
  return {
    storeId: store.id,
    kind: 'order-merchant',
    to,
    replyTo: order.customer.email,
    subject: `New order #${order.orderNumber}: ${formatAmount(order.total, order.currency)} from ${order.customer.name}`,
    text,
    html,
  };
}
