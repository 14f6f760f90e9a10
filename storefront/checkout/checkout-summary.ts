/**
 * The order summary as a pure function of the cart, the server's current prices and stock,
 * and the last checkout conflict: each line's verified price, any price change since it was
 * added, any stock problem, and the totals with the chosen shipping rate (free over its limit).
 */
import type { CartLine } from '../../shared';
import type { CheckoutLineState, ProductPricingShippingDto, ShippingRateDto } from '../../shared';

export type LineProblem =
  | { kind: 'unavailable'; message: string }
  | { kind: 'out_of_stock'; message: string }
  | { kind: 'insufficient_stock'; message: string; available: number };

export interface SummaryRow {
  line: CartLine;
  /** The server's unit price; null while unknown or when the product is gone. */
  unitPrice: number | null;
  /** The price before a discount, when discounted. */
  regularPrice: number | null;
  /** The price in the cart differs from the server's. */
  priceChanged: { from: number; to: number } | null;
  problem: LineProblem | null;
}

export interface CheckoutSummary {
  rows: SummaryRow[];
  subtotal: number;
  shipping: number | null;
  total: number;
  hasProblems: boolean;
  hasPriceChanges: boolean;
}

const cents = (n: number) => Math.round(n * 100);
const sameLine = (a: { productId: string; variationId: string | null }, b: typeof a) =>
  a.productId === b.productId && (a.variationId ?? null) === (b.variationId ?? null);

/** What the cart showed per unit (spec 9: the discount price when above 0, else the price). */
export const cartPrice = (line: CartLine) =>
  line.discountPrice > 0 ? line.discountPrice : line.price;

/** The shipping a rate costs for `subtotal`. */
export function shippingFor(rate: ShippingRateDto, subtotal: number): number {
  return rate.freeOver !== null && cents(subtotal) >= cents(rate.freeOver) ? 0 : rate.price;
}

function problemOf(
  line: CartLine,
  title: string,
  stockStatus: boolean,
  available: number,
): LineProblem | null {
  if (!stockStatus || available <= 0)
    return { kind: 'out_of_stock', message: `${title} is out of stock` };
  if (available < line.quantity) {
    return {
      kind: 'insufficient_stock',
      message: `Only ${available} of ${title} left`,
      available,
    };
  }
  return null;
}

/** Summarises `lines` against `pricing` (undefined while loading) and the last 409's lines. */
export function buildCheckoutSummary(
  lines: CartLine[],
  pricing: ProductPricingShippingDto | undefined,
  conflictLines: CheckoutLineState[],
  shippingRateId: string,
): CheckoutSummary {
  const rows = lines.map((line): SummaryRow => {
    const title = line.name;
    const conflict = conflictLines.find((c) => sameLine(c, line));
    if (!pricing) {
      return { line, unitPrice: null, regularPrice: null, priceChanged: null, problem: null };
    }
    const product = pricing.products.find((p) => p.id === line.productId);
    const variation = line.variationId
      ? product?.variations.find((v) => v.id === line.variationId)
      : undefined;
    const gone =
      !product ||
      (line.variationId ? !variation : product.variations.length > 0) ||
      conflict?.status === 'unavailable';
    if (gone) {
      return {
        line,
        unitPrice: null,
        regularPrice: null,
        priceChanged: null,
        problem: { kind: 'unavailable', message: `${title} is no longer available` },
      };
    }
    const unitPrice = variation ? variation.unitPrice : product.unitPrice;
    const regular = variation ? variation.price : product.price;
    const available = Math.min(
      variation ? variation.available : product.available,
      conflict ? conflict.available : Number.POSITIVE_INFINITY,
    );
    const stockStatus = variation ? variation.stockStatus : product.stockStatus;
    return {
      line,
      unitPrice,
      regularPrice: regular > unitPrice ? regular : null,
      priceChanged:
        cents(cartPrice(line)) !== cents(unitPrice)
          ? { from: cartPrice(line), to: unitPrice }
          : null,
      problem: problemOf(line, title, stockStatus, available),
    };
  });
  const subtotalCents = rows.reduce(
    (sum, r) => sum + (r.unitPrice === null ? 0 : cents(r.unitPrice) * r.line.quantity),
    0,
  );
  const subtotal = subtotalCents / 100;
  const rate = pricing?.shippingRates.find((r) => r.id === shippingRateId);
  const shipping = rate ? shippingFor(rate, subtotal) : null;
  return {
    rows,
    subtotal,
    shipping,
    total: (subtotalCents + cents(shipping ?? 0)) / 100,
    hasProblems: rows.some((r) => r.problem !== null),
    hasPriceChanges: rows.some((r) => r.priceChanged !== null),
  };
}
