/**
 * The rows of an order's totals (`dl.sf-summary__totals`), the checkout summary's and the
 * confirmation's: what is counted, then its amount.
 */
import type { ReactNode } from 'react';
import { formatAmount } from '../../shared';

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
