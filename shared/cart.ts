/**
 * The cart of spec 3 and 4, as pure rules: the browser keeps the lines under the storage key
 * `cart`; these functions decide what a change does. Prices are the API's decimals.
 */
import { toDecimal, toMinor } from './money';

export const CART_STORAGE_KEY = 'cart';

export interface CartLine {
  productId: string;
  /** null when the product has no variations. */
  variationId: string | null;
  storeId: string;
  name: string;
  /** Set when added: the discount price when above 0, else the price. */
  price: number;
  discountPrice: number;
  quantity: number;
  /** `{ Colour: 'Red' }`; an empty object when none. */
  selectedAttributes: Record<string, string>;
  productImage: string;
  shipping: number;
}

export type NewCartLine = Omit<CartLine, 'quantity' | 'price' | 'shipping'> & {
  price: number;
  shipping?: number;
};

const sameLine = (
  a: Pick<CartLine, 'productId' | 'variationId'>,
  b: Pick<CartLine, 'productId' | 'variationId'>,
) => a.productId === b.productId && (a.variationId ?? null) === (b.variationId ?? null);

/** Adds a line: the same product and variation raises its quantity by 1, else a new line with quantity 1. */
export function addCartLine(lines: CartLine[], item: NewCartLine): CartLine[] {
  const existing = lines.find((l) => sameLine(l, item));
  if (existing) return lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + 1 } : l));
  const price = item.discountPrice > 0 ? item.discountPrice : item.price;
  return [...lines, { ...item, price, shipping: item.shipping ?? 0, quantity: 1 }];
}

/** Sets a line's quantity; a change below 1 is ignored (spec 2.3). */
export function setCartLineQuantity(
  lines: CartLine[],
  key: Pick<CartLine, 'productId' | 'variationId'>,
  quantity: number,
): CartLine[] {
  if (!Number.isInteger(quantity) || quantity < 1) return lines;
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity } : l));
}

export function removeCartLine(
  lines: CartLine[],
  key: Pick<CartLine, 'productId' | 'variationId'>,
): CartLine[] {
  return lines.filter((l) => !sameLine(l, key));
}

/** Sum of (discount price if above 0, else price) × quantity in `currency` (spec 9). */
export function cartTotal(lines: CartLine[], currency: string): number {
  const minor = lines.reduce(
    (sum, l) =>
      sum + toMinor(l.discountPrice > 0 ? l.discountPrice : l.price, currency) * l.quantity,
    0,
  );
  return toDecimal(minor, currency);
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** Reads stored lines defensively: anything malformed is dropped, never thrown. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (l): l is CartLine =>
        typeof l === 'object' &&
        l !== null &&
        typeof (l as CartLine).productId === 'string' &&
        typeof (l as CartLine).name === 'string' &&
        typeof (l as CartLine).price === 'number' &&
        Number.isInteger((l as CartLine).quantity) &&
        (l as CartLine).quantity >= 1,
    );
  } catch {
    return [];
  }
}
