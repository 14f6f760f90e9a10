/**
 * What a discount is, as the pricing engine reads it (the API's decimals and the dashboard's
 * form live in shared/api/discounts.ts): its kind, what it is worth, what it applies to, when
 * and for whom it holds, and what it combines with. Amounts in minor units, rates in PPM.
 *
 * Classes, as Shopify's: an `order` discount (amount off the order), `product` discounts
 * (amount off chosen products or categories, or off each item; buy X get Y) and a `shipping`
 * discount (free shipping). An order carries at most one order discount, one shipping discount
 * and any number of product discounts that all combine with each other.
 */

/** What a discount's products part applies to. */
export type DiscountTarget =
  | { kind: 'all' }
  | { kind: 'products'; productIds: readonly string[] }
  | { kind: 'categories'; categoryIds: readonly string[] };

/** A percentage (PPM) or a fixed amount (minor units). */
export type DiscountValue =
  | { kind: 'percentage'; ratePpm: number }
  | {
      kind: 'fixed';
      amountMinor: number;
      /** Products only: the amount off each unit (else once, spread over the items it applies to). */
      perItem?: boolean;
    };

export type DiscountMinimum =
  | { kind: 'none' }
  | { kind: 'subtotal'; amountMinor: number }
  | { kind: 'quantity'; count: number };

export type DiscountEffect =
  | { type: 'order'; value: DiscountValue }
  | { type: 'products'; value: DiscountValue; target: DiscountTarget }
  | {
      type: 'buy_x_get_y';
      buy: { quantity: number; target: DiscountTarget };
      /** `ratePpm` off each of the `quantity` items got (1_000_000: free), cheapest first. */
      get: { quantity: number; target: DiscountTarget; ratePpm: number };
      /** How many times one order may use it; null: as often as its items allow. */
      usesPerOrder: number | null;
    }
  | {
      type: 'free_shipping';
      /** Only to these shipping zones; null: to every zone. */
      zoneIds: readonly string[] | null;
    };

export type DiscountClass = 'order' | 'product' | 'shipping';

export interface CombinesWith {
  order: boolean;
  product: boolean;
  shipping: boolean;
}

/** One discount the engine may apply. */
export interface DiscountRule {
  id: string;
  /** What the shopper and the merchant read ("Summer sale", or the code). */
  title: string;
  /** The code that brought it (as the shopper typed it, normalised); null: automatic. */
  code: string | null;
  effect: DiscountEffect;
  minimum: DiscountMinimum;
  combinesWith: CombinesWith;
  /** Epoch milliseconds; null: no start / no end. */
  startsAt: number | null;
  endsAt: number | null;
  /**
   * What the caller knows and the engine cannot: the total uses are all taken
   * (`used_up`), or this shopper's are (`customer_limit`); null: neither.
   */
  exhausted: 'used_up' | 'customer_limit' | null;
}

export const discountClass = (rule: Pick<DiscountRule, 'effect'>): DiscountClass =>
  rule.effect.type === 'order'
    ? 'order'
    : rule.effect.type === 'free_shipping'
      ? 'shipping'
      : 'product';

/** Two discounts may be on one order: each says it combines with the other's class. */
export function canCombine(a: DiscountRule, b: DiscountRule): boolean {
  const ca = discountClass(a);
  const cb = discountClass(b);
  if (ca === cb && ca !== 'product') return false;
  return a.combinesWith[cb] && b.combinesWith[ca];
}

/** Codes compare case-insensitively, without surrounding spaces. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/** Whether a line (its product and categories) is one `target` applies to. */
export function inTarget(
  target: DiscountTarget,
  line: { productId: string | null; categoryIds: readonly string[] },
): boolean {
  switch (target.kind) {
    case 'all':
      return true;
    case 'products':
      return line.productId !== null && target.productIds.includes(line.productId);
    case 'categories':
      return line.categoryIds.some((c) => target.categoryIds.includes(c));
  }
}
