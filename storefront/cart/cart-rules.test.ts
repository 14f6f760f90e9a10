/** The cart rules of spec 3, 4 and 9 (`shared/cart.ts`), as the storefront relies on them. */
import { describe, expect, it } from 'vitest';
import {
  addCartLine,
  cartCount,
  cartTotal,
  parseStoredCart,
  removeCartLine,
  setCartLineQuantity,
  type CartLine,
  type NewCartLine,
} from '../../shared';

const makeItem = (over: Partial<NewCartLine> = {}): NewCartLine => ({
  productId: 'p1',
  variationId: null,
  storeId: 's1',
  name: 'Classic T-Shirt',
  price: 19.99,
  discountPrice: 0,
  selectedAttributes: {},
  productImage: '/media/p1.svg',
  ...over,
});

describe('cart rules', () => {
  it('adds a new line with quantity 1 and shipping 0', () => {
    const lines = addCartLine([], makeItem());
    expect(lines).toEqual([{ ...makeItem(), quantity: 1, shipping: 0 }]);
  });

  it('raises quantity by 1 when the same product and variation is added again', () => {
    const once = addCartLine([], makeItem({ variationId: 'v1' }));
    const twice = addCartLine(once, makeItem({ variationId: 'v1' }));
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(2);
  });

  it('adds a separate line for another variation of the same product', () => {
    const lines = addCartLine(
      addCartLine([], makeItem({ variationId: 'v1' })),
      makeItem({ variationId: 'v2' }),
    );
    expect(lines.map((l) => [l.variationId, l.quantity])).toEqual([
      ['v1', 1],
      ['v2', 1],
    ]);
  });

  it('adds a separate line for a product without variation beside one with', () => {
    const lines = addCartLine(addCartLine([], makeItem({ variationId: 'v1' })), makeItem());
    expect(lines).toHaveLength(2);
  });

  it('sets the line price to the discount price when above 0, else the price', () => {
    expect(addCartLine([], makeItem({ price: 89, discountPrice: 69 }))[0]?.price).toBe(69);
    expect(addCartLine([], makeItem({ price: 89, discountPrice: 0 }))[0]?.price).toBe(89);
  });

  it('ignores a quantity below 1 (and a non-whole one)', () => {
    const lines = addCartLine([], makeItem());
    expect(setCartLineQuantity(lines, lines[0]!, 0)).toBe(lines);
    expect(setCartLineQuantity(lines, lines[0]!, -2)).toBe(lines);
    expect(setCartLineQuantity(lines, lines[0]!, 1.5)).toBe(lines);
    expect(setCartLineQuantity(lines, lines[0]!, 3)[0]?.quantity).toBe(3);
  });

  it('removes only the line of that product and variation', () => {
    const lines = addCartLine(
      addCartLine([], makeItem({ variationId: 'v1' })),
      makeItem({ variationId: 'v2' }),
    );
    expect(
      removeCartLine(lines, { productId: 'p1', variationId: 'v1' }).map((l) => l.variationId),
    ).toEqual(['v2']);
  });

  it('totals (discount price if above 0, else price) × quantity with 2 decimals', () => {
    let lines: CartLine[] = addCartLine([], makeItem({ price: 19.99 }));
    lines = setCartLineQuantity(lines, lines[0]!, 3);
    lines = addCartLine(lines, makeItem({ productId: 'p2', price: 0.1, discountPrice: 0 }));
    lines = addCartLine(lines, makeItem({ productId: 'p3', price: 35, discountPrice: 28 }));
    expect(cartTotal(lines, 'USD')).toBe(88.07);
    expect(cartTotal(lines, 'USD').toFixed(2)).toBe('88.07');
    expect(cartCount(lines)).toBe(5);
  });

  it('reads an empty cart from malformed storage and drops malformed lines', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    const good = { ...makeItem(), quantity: 2, shipping: 0 };
    const raw = JSON.stringify([good, null, { productId: 1 }, { ...good, quantity: 0 }, 'x']);
    expect(parseStoredCart(raw)).toEqual([good]);
  });
});
