/**
 * The checkout's order summary: each line with the server's prices (a changed price, or a
 * problem from the last 409 with its fixes), the notices (prices not loaded, changed prices,
 * lines that cannot be ordered), and the totals; and the notice box the page uses too.
 */
import type { ReactNode } from 'react';
import { formatAmount, formatMoney, toMinor, type CartLine } from '../../shared';
import { ResponsiveImage } from '../images/ResponsiveImage';
import { cartPrice, type CheckoutSummary, type SummaryRow } from '../pricing/checkout-summary';
import { DiscountCodeField } from '../discounts/DiscountCodeField';
import type { DiscountCodes } from '../discounts/discount-codes';
import { DiscountTaxRows, PaymentFeeRow, TotalRow } from '../pricing/TotalRow';

export function Notice({
  tone,
  children,
  testId,
}: {
  tone: 'info' | 'warning' | 'error';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={`sf-notice sf-notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

function SummaryLine({
  row,
  currency,
  onSetQuantity,
  onRemove,
}: {
  row: SummaryRow;
  currency: string;
  onSetQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}) {
  const { line, unitPrice, regularPrice, priceChanged, problem } = row;
  const money = (n: number) => formatAmount(n, currency);
  const options = Object.entries(line.selectedAttributes ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join(' / ');
  return (
    <li
      className={`sf-summary__line${problem ? ' sf-summary__line--problem' : ''}`}
      data-testid="checkout-line"
      data-product-id={line.productId}
    >
      {line.productImage ? (
        <ResponsiveImage
          className="sf-summary__image"
          src={line.productImage}
          alt=""
          sizes="56px"
          width={56}
          height={56}
        />
      ) : null}
      <span className="sf-summary__name">
        {line.name}
        {options ? <span className="sf-summary__meta">{options}</span> : null}
        <span className="sf-summary__meta">
          {line.quantity} ×{' '}
          {unitPrice === null ? (
            '—'
          ) : (
            <>
              {regularPrice !== null ? (
                <s className="sf-summary__old">{money(regularPrice)}</s>
              ) : null}{' '}
              {money(unitPrice)}
            </>
          )}
        </span>
        {row.discount > 0 ? (
          <span className="sf-summary__discount" data-testid="line-discount">
            −{money(row.discount)} ({row.discountTitles.join(', ')})
          </span>
        ) : null}
        {priceChanged ? (
          <span className="sf-summary__changed" data-testid="price-changed">
            Price changed from {money(priceChanged.from)} to {money(priceChanged.to)}
          </span>
        ) : null}
        {problem ? (
          <span className="sf-summary__problem" data-testid="line-problem">
            {problem.message}
            {problem.kind === 'insufficient_stock' ? '. ' : '. '}
            <span className="sf-summary__fixes">
              {problem.kind === 'insufficient_stock' ? (
                <button
                  type="button"
                  className="sf-link-button"
                  onClick={() => onSetQuantity(line, problem.available)}
                >
                  Change quantity to {problem.available}
                </button>
              ) : null}
              <button type="button" className="sf-link-button" onClick={() => onRemove(line)}>
                Remove {line.name}
              </button>
            </span>
          </span>
        ) : null}
      </span>
      <span className="sf-summary__amount">
        {unitPrice === null
          ? '—'
          : formatMoney(toMinor(unitPrice, currency) * line.quantity, currency)}
      </span>
    </li>
  );
}

/** The pricing read as the summary needs it. */
export interface SummaryPricing {
  /** Server prices are in `summary` (else the cart's own prices make the subtotal). */
  loaded: boolean;
  isFetching: boolean;
  /** The failed read's error (null unless it failed), with Retry. */
  error: Error | null;
  refetch: () => unknown;
}

export function OrderSummary({
  pricing,
  priceNotice,
  summary,
  lines,
  currency,
  onSetQuantity,
  onRemove,
  codes,
  codeError,
}: {
  codes: DiscountCodes;
  /** The server's word on a code (its 409), shown at the field. */
  codeError: string | null;
  pricing: SummaryPricing;
  /** The changed-total notice of the last 409, if any. */
  priceNotice: string | null;
  summary: CheckoutSummary;
  lines: CartLine[];
  currency: string;
  onSetQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}) {
  const money = (n: number) => formatAmount(n, currency);
  return (
    <aside className="sf-checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order summary</h2>
      {pricing.error ? (
        <Notice tone="error">
          We could not load current prices and shipping: {pricing.error.message}.{' '}
          <button type="button" className="sf-link-button" onClick={() => void pricing.refetch()}>
            Retry
          </button>
        </Notice>
      ) : null}
      {priceNotice ? (
        <Notice tone="warning" testId="price-notice">
          {priceNotice}
        </Notice>
      ) : summary.hasPriceChanges ? (
        <Notice tone="warning" testId="price-notice">
          Some prices have changed since you added these items. The summary shows the prices you
          will pay.
        </Notice>
      ) : null}
      {summary.hasProblems ? (
        <Notice tone="error" testId="stock-notice">
          Some items cannot be ordered as they are. Change or remove them below to continue.
        </Notice>
      ) : null}
      <ul className="sf-summary__lines" aria-busy={pricing.isFetching || undefined}>
        {summary.rows.map((row) => (
          <SummaryLine
            key={`${row.line.productId}-${row.line.variationId ?? ''}`}
            row={row}
            currency={currency}
            onSetQuantity={onSetQuantity}
            onRemove={onRemove}
          />
        ))}
      </ul>
      <DiscountCodeField codes={codes} outcomes={summary.codes} serverError={codeError} />
      <dl className="sf-summary__totals">
        <TotalRow label="Subtotal" testId="checkout-subtotal">
          {pricing.loaded
            ? money(summary.subtotal)
            : money(lines.reduce((s, l) => s + cartPrice(l) * l.quantity, 0))}
        </TotalRow>
        {summary.needsShipping ? (
          <TotalRow label="Shipping" testId="checkout-shipping">
            {summary.shipping === null
              ? '—'
              : summary.shipping === 0
                ? 'Free'
                : money(summary.shipping)}
          </TotalRow>
        ) : null}
        <DiscountTaxRows lines={summary.discountTax} currency={currency} testId="checkout" />
        <PaymentFeeRow fee={summary.paymentFee} currency={currency} testId="checkout-payment-fee" />
        <TotalRow label="Total" testId="checkout-total" total>
          {money(summary.total)}
        </TotalRow>
      </dl>
    </aside>
  );
}
