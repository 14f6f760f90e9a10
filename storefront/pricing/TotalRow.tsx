/**
 * The rows of an order's totals (`dl.sf-summary__totals`), the checkout summary's and the
 * confirmation's: what is counted, then its amount.
 */
import type { ReactNode } from 'react';
import { formatAmount, orderTotalRows, type OrderTotals, type TotalRowView } from '../../shared';
import type { DiscountTaxLines } from './checkout-summary';

/** One row: its label, then its amount. */
export function TotalRow({
  label,
  testId,
  total = false,
  children,
}: {
  label: ReactNode;
  testId?: string;
  /** The grand total's row (`sf-summary__total`). Defaults to `false`. */
  total?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={total ? 'sf-summary__total' : undefined}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The cash-on-delivery fee's row, shown only when there is a fee. */
export function PaymentFeeRow({
  fee,
  currency,
  testId,
}: {
  fee: number;
  currency: string;
  testId: string;
}) {
  return fee > 0 ? (
    <TotalRow label="Cash on delivery fee" testId={testId}>
      {formatAmount(fee, currency)}
    </TotalRow>
  ) : null;
}

/** The row's test id: `<prefix>-discount`, `-tax`, `-payment-fee`, `-total`… */
const rowTestId = (prefix: string, kind: TotalRowView['kind']) =>
  `${prefix}-${kind === 'shipping_discount' ? 'discount' : kind === 'fee' ? 'payment-fee' : kind}`;

/** One row of shared/pricing's `orderTotalRows`. */
export function SharedTotalRow({ row, testId }: { row: TotalRowView; testId: string }) {
  return (
    <TotalRow
      label={
        <>
          {row.label}
          {row.note ? <span className="sf-summary__code"> ({row.note})</span> : null}
        </>
      }
      testId={rowTestId(testId, row.kind)}
      total={row.kind === 'total'}
    >
      {row.text}
    </TotalRow>
  );
}

/** Every row of an order's totals (the confirmation page). */
export function OrderTotalRows({ order, testId }: { order: OrderTotals; testId: string }) {
  return (
    <>
      {orderTotalRows(order).map((row) => (
        <SharedTotalRow key={row.key} row={row} testId={testId} />
      ))}
    </>
  );
}

/**
 * The discount and tax rows of the checkout's summary (its subtotal, shipping and total rows
 * are its own: shipping may not be chosen yet), as every order renderer says them.
 */
export function DiscountTaxRows({
  lines,
  currency,
  testId,
}: {
  lines: DiscountTaxLines;
  currency: string;
  /** Prefix of the rows' test ids (`checkout`: `checkout-discount`, `checkout-tax`). */
  testId: string;
}) {
  const rows = orderTotalRows({
    ...lines,
    currency,
    subtotal: 0,
    shipping: 0,
    shippingMethod: '',
    paymentFee: 0,
    total: 0,
  }).filter((r) => r.kind === 'discount' || r.kind === 'shipping_discount' || r.kind === 'tax');
  return (
    <>
      {rows.map((row) => (
        <SharedTotalRow key={row.key} row={row} testId={testId} />
      ))}
    </>
  );
}
