/** Product page rules (spec 4, 5): options, the variation, prices, stock, the new line. */
import { describe, expect, it } from 'vitest';
import type { ProductDto, ProductVariationDto } from '../../shared';
import {
  addCartLines,
  findVariation,
  getPurchaseBlock,
  getPurchasePrices,
  toNewCartLine,
  toQuantity,
  toggleOption,
} from './purchase-rules';
import { makeProduct as baseProduct, makeVariation } from '../test-support';

const makeProduct = (over: Partial<ProductDto> = {}): ProductDto =>
  baseProduct({
    name: 'Classic T-Shirt',
    slug: 'classic-t-shirt',
    price: 19.99,
    productImage: '/media/shirt.svg',
    ...over,
  });

const variation = (colour: string, size: string, over: Partial<ProductVariationDto> = {}) =>
  makeVariation(
    `v-${colour}-${size}`,
    { Colour: colour, Size: size },
    { image: `/media/shirt-${colour}.svg`, ...over },
  );

const shirt = (over: Partial<ProductDto> = {}) =>
  makeProduct({
    attributeGroups: [
      { name: 'Colour', type: 'color', values: ['Red', 'Navy'] },
      { name: 'Size', type: 'select', values: ['S', 'M'] },
    ],
    variations: [
      variation('Red', 'S'),
      variation('Red', 'M'),
      variation('Navy', 'S'),
      variation('Navy', 'M', { stockStatus: false }),
    ],
    ...over,
  });

describe('option selection', () => {
  it('chooses an option, switches to another, and unselects the chosen one when chosen again', () => {
    const a = toggleOption({}, 'Colour', 'Red');
    expect(a).toEqual({ Colour: 'Red' });
    expect(toggleOption(a, 'Colour', 'Navy')).toEqual({ Colour: 'Navy' });
    expect(toggleOption(a, 'Colour', 'Red')).toEqual({});
    expect(toggleOption(a, 'Size', 'M')).toEqual({ Colour: 'Red', Size: 'M' });
  });

  it('finds the variation only when every attribute group has a choice', () => {
    const product = shirt();
    expect(findVariation(product, {})).toBeNull();
    expect(findVariation(product, { Colour: 'Red' })).toBeNull();
    expect(findVariation(product, { Colour: 'Red', Size: 'M' })?.id).toBe('v-Red-M');
  });

  it('finds nothing for a product without variations', () => {
    expect(findVariation(makeProduct(), {})).toBeNull();
  });
});

describe('prices shown', () => {
  it("shows the variation's price when above 0, else the product's", () => {
    const product = makeProduct({ price: 20, discountPrice: 15 });
    expect(getPurchasePrices(product, null)).toEqual({ price: 20, discountPrice: 15 });
    expect(getPurchasePrices(product, variation('Red', 'S'))).toEqual({
      price: 20,
      discountPrice: 15,
    });
    expect(
      getPurchasePrices(product, variation('Red', 'S', { price: 25, discountPrice: 0 })),
    ).toEqual({
      price: 25,
      discountPrice: 0,
    });
  });

  it('shows a discount only when above 0', () => {
    expect(
      getPurchasePrices(makeProduct({ price: 20, discountPrice: -1 }), null).discountPrice,
    ).toBe(0);
  });
});

describe('whether adding is allowed', () => {
  it('asks for every option when the product has variations and the choice is partial', () => {
    expect(getPurchaseBlock(shirt(), {})).toBe('selectOptions');
    expect(getPurchaseBlock(shirt(), { Size: 'S' })).toBe('selectOptions');
    expect(getPurchaseBlock(shirt(), { Colour: 'Red', Size: 'S' })).toBeNull();
  });

  it('adds nothing when the product is out of stock (with or without variations)', () => {
    expect(getPurchaseBlock(makeProduct({ stockStatus: false }), {})).toBe('outOfStock');
    expect(getPurchaseBlock(shirt({ stockStatus: false }), { Colour: 'Red', Size: 'S' })).toBe(
      'outOfStock',
    );
  });

  it('adds nothing when the chosen variation is out of stock', () => {
    expect(getPurchaseBlock(shirt(), { Colour: 'Navy', Size: 'M' })).toBe('outOfStock');
  });

  it('calls a full choice that no variation offers unavailable', () => {
    const product = shirt({ variations: [variation('Red', 'S')] });
    expect(getPurchaseBlock(product, { Colour: 'Navy', Size: 'S' })).toBe('unavailable');
  });

  it('allows a product without variations in stock', () => {
    expect(getPurchaseBlock(makeProduct(), {})).toBeNull();
  });
});

describe('the cart line an add makes', () => {
  it('carries the variation id, its attributes and image', () => {
    const v = variation('Navy', 'S');
    expect(toNewCartLine(shirt(), v, 's1')).toEqual({
      productId: 'p1',
      variationId: 'v-Navy-S',
      storeId: 's1',
      name: 'Classic T-Shirt',
      price: 19.99,
      discountPrice: 0,
      selectedAttributes: { Colour: 'Navy', Size: 'S' },
      productImage: '/media/shirt-Navy.svg',
    });
  });

  it("lists the chosen attributes in the order of the product's groups", () => {
    const v = { ...variation('Navy', 'S'), attributes: { Size: 'S', Colour: 'Navy' } };
    expect(Object.keys(toNewCartLine(shirt(), v, 's1').selectedAttributes)).toEqual([
      'Colour',
      'Size',
    ]);
  });

  it('has a null variation id and empty attributes without a variation', () => {
    const line = toNewCartLine(makeProduct({ price: 35, discountPrice: 28 }), null, 's1');
    expect(line).toMatchObject({
      variationId: null,
      selectedAttributes: {},
      productImage: '/media/shirt.svg',
    });
    expect(addCartLines([], line, 1)[0]?.price).toBe(28);
  });

  it('adds a quantity as that many successive adds', () => {
    const line = toNewCartLine(makeProduct(), null, 's1');
    const three = addCartLines([], line, 3);
    expect(three[0]?.quantity).toBe(3);
    expect(addCartLines(three, line, 2)[0]?.quantity).toBe(5);
    expect(addCartLines([], line, 0)[0]?.quantity).toBe(1);
  });

  it('reads a typed quantity as a whole number of at least 1', () => {
    expect(toQuantity('3')).toBe(3);
    expect(toQuantity('2.7')).toBe(2);
    expect(toQuantity('0')).toBe(1);
    expect(toQuantity('-4')).toBe(1);
    expect(toQuantity('')).toBe(1);
    expect(toQuantity('abc')).toBe(1);
  });
});
