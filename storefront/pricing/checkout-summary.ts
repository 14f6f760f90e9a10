/**
 * The order summary as a pure function of the cart, the server's current prices and stock,
 * and the last checkout conflict: each line's verified price, any price change since it was
 * added, any stock problem, the shipping rates offered for the shopper's country (the shared
 * quote: zone, subtotal, cart weight) and the totals with the chosen one, priced by the one
 * pricing function (shared/pricing/: the automatic discounts, the entered codes, taxes by
 * destination), as the server will price the order. A cart with nothing to send (services,
 * downloads) has no shipping at all: no address, no rate, nothing to pay.
 */
import {
  cartWeightGrams,
  codeRefusalMessage,
  ppmToPercent,
  priceOrder,
  quoteShipping,
  toDecimal,
  toDiscountRule,
  toTaxSettings,
  toMinor,
  type AppliedDiscount,
  type CartLine,
  type CheckoutDiscountDto,
  type PricedOrderAmounts,
  type PricingInput,
  type ShippingOption,
  type TaxLine,
} from '../../shared';
import type {
  CheckoutLineState,
  PaymentMethodName,
  ProductPricingShippingDto,
  ShippingRateDto,
} from '../../shared';

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
  /** Its discounts (product, and its share of the order's), and their titles. */
  discount: number;
  discountTitles: string[];
}

/** An order's discounts and taxes as its totals show them (the checkout's and an order's). */
export interface DiscountTaxLines {
  discounts: { title: string; code: string | null; kind: string; amount: number }[];
  taxLines: { name: string; percent: number; amount: number }[];
  tax: number;
  taxIncluded: boolean;
}

/** An entered code and what became of it. */
export interface CodeOutcome {
  code: string;
  applied: boolean;
  /** Why it does not apply (null when it does, or while unknown). */
  message: string | null;
}

export interface CheckoutSummary {
  rows: SummaryRow[];
  subtotal: number;
  /** Whether anything in the cart is sent by post (true until prices load). */
  needsShipping: boolean;
  /** The chosen rate's cost; null while there is none; 0 when nothing is shipped. */
  shipping: number | null;
  /** The rates offered for the country and this cart, in the zone's order, with their cost. */
  shippingOptions: ShippingOption<ShippingRateDto>[];
  /** The rate the order is sent with: the one asked for when offered, else the first offered. */
  shippingRateId: string;
  /** False when the store ships nothing to the country (or nothing that fits this cart); null before a country is chosen or prices load. */
  shipsToCountry: boolean | null;
  /** The cart's shipping weight in grams. */
  weightGrams: number;
  /** The store's cash-on-delivery fee when that is the chosen method; else 0. */
  paymentFee: number;
  /** Product and order discounts; the shipping's. */
  discount: number;
  shippingDiscount: number;
  /** The discounts applied, with what each took off (minor units). */
  applied: AppliedDiscount[];
  codes: CodeOutcome[];
  tax: number;
  /** Part of the prices (not added to the total). */
  taxIncluded: boolean;
  taxLines: TaxLine[];
  /** The discount and tax rows of the totals (decimals, as an order's). */
  discountTax: DiscountTaxLines;
  total: number;
  hasProblems: boolean;
  hasPriceChanges: boolean;
}

const sameLine = (a: { productId: string; variationId: string | null }, b: typeof a) =>
  a.productId === b.productId && (a.variationId ?? null) === (b.variationId ?? null);

/** What the cart showed per unit (spec 9: the discount price when above 0, else the price). */
export const cartPrice = (line: CartLine) =>
  line.discountPrice > 0 ? line.discountPrice : line.price;

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

/**
 * Summarises `lines` against `pricing` (undefined while loading) and the last 409's lines,
 * shipping to `country` (a code; '' while not chosen) by `shippingRateId` when offered, paid
 * by `paymentMethod` (cash on delivery adds the store's fee).
 */
export function buildCheckoutSummary(
  lines: CartLine[],
  pricing: ProductPricingShippingDto | undefined,
  conflictLines: CheckoutLineState[],
  shippingRateId: string,
  country: string,
  paymentMethod: '' | PaymentMethodName = '',
  /** The entered codes and the discounts they name (looked up: storefront/discounts/). */
  entered: { codes: string[]; discounts: CheckoutDiscountDto[] } = { codes: [], discounts: [] },
  region = '',
): CheckoutSummary {
  // Without pricing no row has a price, so every amount below is 0.
  const cents = (n: number) => (pricing ? toMinor(n, pricing.currency) : 0);
  const decimal = (minor: number) => (pricing ? toDecimal(minor, pricing.currency) : 0);
  const rows = lines.map((line): SummaryRow => {
    const title = line.name;
    const conflict = conflictLines.find((c) => sameLine(c, line));
    const none = { discount: 0, discountTitles: [] };
    if (!pricing) {
      return {
        line,
        unitPrice: null,
        regularPrice: null,
        priceChanged: null,
        problem: null,
        ...none,
      };
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
        ...none,
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
      ...none,
    };
  });
  const subtotalCents = rows.reduce(
    (sum, r) => sum + (r.unitPrice === null ? 0 : cents(r.unitPrice) * r.line.quantity),
    0,
  );
  const subtotal = decimal(subtotalCents);
  const weighed = lines.map((line) => {
    const product = pricing?.products.find((p) => p.id === line.productId);
    const variation = line.variationId
      ? product?.variations.find((v) => v.id === line.variationId)
      : undefined;
    return {
      quantity: line.quantity,
      variationWeightGrams: variation?.weightGrams,
      productWeightGrams: product?.weightGrams,
      // A line not priced (yet, or gone) counts as shipped: the address stays asked for.
      requiresShipping: variation?.requiresShipping ?? product?.requiresShipping ?? true,
    };
  });
  const needsShipping = weighed.some((l) => l.requiresShipping);
  const weightGrams = cartWeightGrams(weighed);
  const quote =
    pricing && country && needsShipping
      ? quoteShipping(pricing.shippingZones, country, { subtotal, weightGrams })
      : undefined;
  const options = quote?.options ?? [];
  const chosen = options.find((o) => o.rate.id === shippingRateId) ?? options[0];
  const shipping = !needsShipping ? 0 : chosen ? chosen.cost : null;
  const paymentFee = paymentMethod === 'cod' && pricing ? pricing.codFee : 0;
  const amounts = pricing
    ? priceCart(rows, pricing, entered, {
        shipping: !needsShipping
          ? null
          : chosen
            ? { costMinor: cents(chosen.cost), zoneId: quote?.zone?.id ?? null }
            : 'later',
        feeMinor: cents(paymentFee),
        destination:
          needsShipping && country
            ? { country, region: region.trim() || null }
            : needsShipping
              ? null
              : pricing.taxes.origin,
      })
    : null;
  const titles = new Map(amounts?.applied.map((a) => [a.id, a.title]));
  amounts?.lines.forEach((l) => {
    const row = rows[Number(l.key)]!;
    row.discount = decimal(l.discountMinor);
    row.discountTitles = l.discounts.map((d) => titles.get(d.discountId) ?? '');
  });
  return {
    rows,
    subtotal,
    needsShipping,
    shipping,
    shippingOptions: options,
    shippingRateId: chosen?.rate.id ?? '',
    shipsToCountry: quote ? options.length > 0 : null,
    weightGrams,
    paymentFee,
    discount: decimal(amounts?.discountMinor ?? 0),
    shippingDiscount: decimal(amounts?.shippingDiscountMinor ?? 0),
    applied: amounts?.applied ?? [],
    codes: entered.codes.map((code) => {
      const result = amounts?.codes.find((c) => c.code === code);
      return {
        code,
        applied: result?.status === 'applied',
        message: result && pricing ? codeRefusalMessage(result, pricing.currency) : null,
      };
    }),
    tax: decimal(amounts?.taxMinor ?? 0),
    taxIncluded: amounts?.taxIncluded ?? false,
    taxLines: amounts?.taxLines ?? [],
    discountTax: {
      discounts: (amounts?.applied ?? []).map((a) => ({
        title: a.title,
        code: a.code,
        kind: a.class,
        amount: decimal(a.amountMinor),
      })),
      taxLines: (amounts?.taxLines ?? []).map((t) => ({
        name: t.name,
        percent: ppmToPercent(t.ratePpm),
        amount: decimal(t.amountMinor),
      })),
      tax: decimal(amounts?.taxMinor ?? 0),
      taxIncluded: amounts?.taxIncluded ?? false,
    },
    total: amounts
      ? decimal(amounts.totalMinor)
      : decimal(subtotalCents + cents(shipping ?? 0) + cents(paymentFee)),
    hasProblems: rows.some((r) => r.problem !== null),
    hasPriceChanges: rows.some((r) => r.priceChanged !== null),
  };
}

/**
 * The priced rows through the one pricing function: the automatic discounts of the pricing
 * answer and the entered codes' discounts, the store's taxes. Rows without a price (gone)
 * count for nothing. Line keys are the rows' indexes.
 */
export function priceCart(
  rows: Pick<SummaryRow, 'line' | 'unitPrice'>[],
  pricing: ProductPricingShippingDto,
  entered: { codes: string[]; discounts: CheckoutDiscountDto[] },
  rest: Pick<PricingInput, 'shipping' | 'feeMinor' | 'destination'>,
): PricedOrderAmounts {
  const currency = pricing.currency;
  return priceOrder({
    lines: rows.flatMap((r, i) => {
      if (r.unitPrice === null) return [];
      const product = pricing.products.find((p) => p.id === r.line.productId);
      return [
        {
          key: String(i),
          productId: r.line.productId,
          categoryIds: product?.categoryIds ?? [],
          unitPriceMinor: toMinor(r.unitPrice, currency),
          quantity: r.line.quantity,
          taxExempt: product?.taxExempt ?? false,
        },
      ];
    }),
    discounts: [...pricing.discounts, ...entered.discounts].map((d) => toDiscountRule(d, currency)),
    codes: entered.codes,
    tax: toTaxSettings(pricing.taxes),
    now: Date.now(),
    ...rest,
  });
}
