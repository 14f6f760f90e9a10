/**
 * The sale badge rule (spec 3): a product or variant is on sale when its sale price is above
 * 0 and below its price (the API refuses a sale price at or above the price).
 */
import { marginPercent } from '../../shared';

/** Whether `discountPrice` makes a sale of `price`. */
export function isOnSale(price: number, discountPrice: number): boolean {
  return Number.isFinite(price) && discountPrice > 0 && discountPrice < price;
}

/** The whole-percent saving of a sale ("20% off"), or `null` when not on sale. */
export function salePercent(price: number, discountPrice: number): number | null {
  if (!isOnSale(price, discountPrice)) return null;
  return Math.round(((price - discountPrice) / price) * 100);
}

/**
 * What a unit earns at the price a shopper pays (the sale price while on sale): profit and
 * margin (whole percent of that price); `null` without a cost or a price.
 */
export function unitMargin(
  price: number,
  discountPrice: number,
  cost: number | null,
): { profit: number; percent: number } | null {
  const paid = isOnSale(price, discountPrice) ? discountPrice : price;
  const percent = marginPercent(paid, cost);
  if (percent === null || cost === null) return null;
  return { profit: Math.round((paid - cost) * 1000) / 1000, percent };
}
