/**
 * The rows of an order's totals (`dl.sf-summary__totals`), the checkout summary's and the
 * confirmation's: what is counted, then its amount.
 */
import type { ReactNode } from 'react';
import { formatAmount } from '../../shared';
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

/**
 * Its discount rows (each with its code, minus its amount) and its tax: a row per rate when
 * added to the prices, one "Including … tax" row when part of them.
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
  const money = (n: number) => formatAmount(n, currency);
  const percent = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 4 })}%`;
  return (
    <>
      {lines.discounts.map((d) => (
        <TotalRow
          key={`${d.kind}:${d.title}:${d.code ?? ''}`}
          label={
            <>
              {d.kind === 'shipping' ? 'Shipping discount' : 'Discount'}
              {d.code ? (
                <span className="sf-summary__code"> ({d.code})</span>
              ) : (
                <span className="sf-summary__code"> ({d.title})</span>
              )}
            </>
          }
          testId={`${testId}-discount`}
        >
          {d.amount > 0 ? `−${money(d.amount)}` : d.kind === 'shipping' ? 'Free' : money(0)}
        </TotalRow>
      ))}
      {lines.taxIncluded
        ? lines.tax > 0 && (
            <TotalRow label="Including tax" testId={`${testId}-tax`}>
              {money(lines.tax)}
            </TotalRow>
          )
        : lines.taxLines.map((t) => (
            <TotalRow
              key={`${t.name}:${t.percent}`}
              label={`${t.name} ${percent(t.percent)}`}
              testId={`${testId}-tax`}
            >
              {money(t.amount)}
            </TotalRow>
          ))}
    </>
  );
}
