import { describe, expect, it } from 'vitest';
import type { OptionGroupValues, VariantValues } from './product-form';
import {
  addOption,
  addValue,
  countCombinations,
  countMissing,
  fillColumn,
  generateMissing,
  parseFillValue,
  removeOption,
  removeValue,
  variantLabel,
} from './variant-rules';

const group = (name: string, values: string[]): OptionGroupValues => ({
  name,
  type: 'select',
  values,
  swatches: {},
});
const variant = (options: string[], price = 10): VariantValues => ({
  options,
  price,
  discountPrice: 0,
  sku: '',
  stock: 0,
  inventoryPolicy: 'deny',
  image: '',
  weight: '',
  requiresShipping: true,
  barcode: '',
  cost: '',
});

describe('generateMissing', () => {
  it("makes every combination of two options (3 × 2 = 6), at the product's price", () => {
    const groups = [group('Colour', ['Red', 'Blue', 'Green']), group('Size', ['S', 'M'])];
    expect(countCombinations(groups)).toBe(6);
    const made = generateMissing(groups, []);
    expect(made.map((v) => v.options)).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
      ['Green', 'S'],
      ['Green', 'M'],
    ]);
    // An empty price sells at the product's price (spec 4) until one is set.
    expect(made.every((v) => v.price === '' && v.id === undefined)).toBe(true);
  });

  it('adds only the missing combinations after a new value, keeping edited variants', () => {
    const groups = [group('Colour', ['Red', 'Blue']), group('Size', ['S'])];
    const existing = [variant(['Red', 'S'], 99), variant(['Blue', 'S'], 98)];
    const withL = addValue({ groups, variations: existing }, 1, 'L');
    if (!withL.ok) throw new Error(withL.message);
    expect(countMissing(withL.groups, withL.variations)).toBe(2);
    const made = generateMissing(withL.groups, withL.variations);
    expect(made.map((v) => [v.options.join('/'), v.price])).toEqual([
      ['Red/S', 99],
      ['Blue/S', 98],
      ['Red/L', ''],
      ['Blue/L', ''],
    ]);
  });

  it('generates nothing while an option has no value', () => {
    const groups = [group('Colour', ['Red']), group('Size', [])];
    expect(countMissing(groups, [])).toBe(0);
    expect(generateMissing(groups, [])).toEqual([]);
  });
});

describe('options and values', () => {
  it("gives an option's first value to every existing variant", () => {
    const start = addOption({ groups: [group('Colour', ['Red'])], variations: [variant(['Red'])] });
    expect(start.variations[0]?.options).toEqual(['Red', '']);
    const result = addValue(start, 1, ' Cotton ');
    expect(result.ok && result.variations[0]?.options).toEqual(['Red', 'Cotton']);
  });

  it('refuses a value the option already has, whatever its case', () => {
    const result = addValue({ groups: [group('Size', ['M'])], variations: [] }, 0, 'm');
    expect(result).toEqual({ ok: false, message: "'m' is already a value of this option" });
  });

  it('removes a value with its swatch and the variants that use it', () => {
    const colour = { ...group('Colour', ['Red', 'Blue']), swatches: { Red: '#ff0000' } };
    const next = removeValue(
      { groups: [colour], variations: [variant(['Red']), variant(['Blue'])] },
      0,
      'Red',
    );
    expect(next.groups[0]).toMatchObject({ values: ['Blue'], swatches: {} });
    expect(next.variations.map((v) => v.options)).toEqual([['Blue']]);
  });

  it('merges variants that become the same after an option is removed (first kept)', () => {
    const next = removeOption(
      {
        groups: [group('Colour', ['Red', 'Blue']), group('Size', ['S'])],
        variations: [variant(['Red', 'S'], 1), variant(['Blue', 'S'], 2)],
      },
      0,
    );
    expect(next.variations).toEqual([variant(['S'], 1)]);
  });

  it('removes every variant with the last option', () => {
    expect(
      removeOption({ groups: [group('Size', ['S'])], variations: [variant(['S'])] }, 0),
    ).toEqual({ groups: [], variations: [] });
  });
});

describe('bulk fill', () => {
  it('sets one column of every variant', () => {
    const filled = fillColumn([variant(['S']), variant(['M'])], 'price', 12.5);
    expect(filled.map((v) => v.price)).toEqual([12.5, 12.5]);
  });

  it('reads prices as decimals and stock as whole numbers', () => {
    expect(parseFillValue('price', '9.99')).toEqual({ ok: true, value: 9.99 });
    expect(parseFillValue('stock', '2.5')).toEqual({
      ok: false,
      message: 'Stock is a whole number',
    });
    expect(parseFillValue('discountPrice', '')).toEqual({ ok: false, message: 'Enter a value' });
    expect(parseFillValue('sku', ' AB-1 ')).toEqual({ ok: true, value: 'AB-1' });
  });
});

describe('variantLabel', () => {
  it('joins the values in option order', () => {
    expect(variantLabel(['Red', 'M'])).toBe('Red / M');
    expect(variantLabel(['Red', ''])).toBe('Red');
  });
});
