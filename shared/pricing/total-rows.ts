/**
 * An order's totals as rows, in one order everywhere they are shown (the confirmation page,
 * the merchant's order and invoice, the emails): subtotal, each discount (with its code, or
 * its title), shipping and its discount, the tax per rate (or the tax the prices include), the
 * cash-on-delivery fee, the total. Renderers only lay the rows out.
 */
import { formatAmount } from '../money';

export interface OrderTotals {
  currency: string;
  subtotal: number;
  discounts: readonly { title: string; code: string | null; kind: string; amount: number }[];
  shipping: number;
  shippingMethod: string;
  /** Nothing was shipped (no address): no shipping row. */
  shipsNothing?: boolean;
  tax: number;
  taxIncluded: boolean;
  taxLines: readonly { name: string; percent: number; amount: number }[];
  paymentFee: number;
  total: number;
}

export interface TotalRowView {
  key: string;
  kind: 'subtotal' | 'discount' | 'shipping' | 'shipping_discount' | 'tax' | 'fee' | 'total';
  label: string;
  /** The code or title after the label, in parentheses. */
  note: string | null;
  /** The amount as shown: `$5.00`, `−$5.00`, `Free`. */
  text: string;
}

const percentText = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 4 })}%`;

/** The rows of `o` (see the header). */
export function orderTotalRows(o: OrderTotals): TotalRowView[] {
  const money = (n: number) => formatAmount(n, o.currency);
  const rows: TotalRowView[] = [
    { key: 'subtotal', kind: 'subtotal', label: 'Subtotal', note: null, text: money(o.subtotal) },
  ];
  for (const d of o.discounts.filter((d) => d.kind !== 'shipping')) {
    rows.push({
      key: `discount:${d.title}:${d.code ?? ''}`,
      kind: 'discount',
      label: 'Discount',
      note: d.code ?? d.title,
      text: `−${money(d.amount)}`,
    });
  }
  if (!o.shipsNothing) {
    rows.push({
      key: 'shipping',
      kind: 'shipping',
      label: 'Shipping',
      note: o.shippingMethod || null,
      text: o.shipping === 0 ? 'Free' : money(o.shipping),
    });
  }
  for (const d of o.discounts.filter((d) => d.kind === 'shipping')) {
    rows.push({
      key: `shipping-discount:${d.title}`,
      kind: 'shipping_discount',
      label: 'Shipping discount',
      note: d.code ?? d.title,
      text: d.amount > 0 ? `−${money(d.amount)}` : 'Free',
    });
  }
  if (o.taxIncluded) {
    if (o.tax > 0) {
      rows.push({
        key: 'tax',
        kind: 'tax',
        label: 'Including tax',
        note: null,
        text: money(o.tax),
      });
    }
  } else {
    for (const t of o.taxLines) {
      rows.push({
        key: `tax:${t.name}:${t.percent}`,
        kind: 'tax',
        label: `${t.name} ${percentText(t.percent)}`,
        note: null,
        text: money(t.amount),
      });
    }
  }
  if (o.paymentFee > 0) {
    rows.push({
      key: 'fee',
      kind: 'fee',
      label: 'Cash on delivery fee',
      note: null,
      text: money(o.paymentFee),
    });
  }
  rows.push({ key: 'total', kind: 'total', label: 'Total', note: null, text: money(o.total) });
  return rows;
}

/** A row as one line of text: `Discount (SAVE10): −$5.00`. */
export const totalRowLine = (r: TotalRowView): string =>
  `${r.label}${r.note ? ` (${r.note})` : ''}: ${r.text}`;
