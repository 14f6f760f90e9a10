/**
 * What the variants editor does to options and variants, as pure functions of the form's
 * values: add and remove options and values, generate every combination (or the missing
 * ones, with shared/catalogue.ts's generator), label a variant, fill a column. A variant
 * holds its values by option position (see product-form.ts).
 */
import { attributeCombinations, missingCombinations } from '../../../shared';
import type { OptionGroupValues, VariantValues } from './product-form';

/** At most this many options (the API's limit). */
export const MAX_OPTIONS = 3;
/** At most this many variants (the API's limit). */
export const MAX_VARIANTS = 250;

interface Editable {
  groups: OptionGroupValues[];
  variations: VariantValues[];
}

/** The option values as records keyed by position, for the shared generator. */
const byPosition = (groups: readonly OptionGroupValues[]) =>
  groups.map((g, i) => ({ name: String(i), values: g.values }));
const toRecord = (options: readonly string[]) =>
  Object.fromEntries(options.map((value, i) => [String(i), value]));
const toOptions = (record: Record<string, string>, count: number) =>
  Array.from({ length: count }, (_, i) => record[String(i)] ?? '');

/** "Red / M" (values in option order). */
export function variantLabel(options: readonly string[]): string {
  return options.filter((v) => v !== '').join(' / ') || 'Variant';
}

/** How many combinations of the options no variant has yet. */
export function countMissing(groups: OptionGroupValues[], variations: VariantValues[]): number {
  if (!groups.length || groups.some((g) => g.values.length === 0)) return 0;
  return missingCombinations(
    byPosition(groups),
    variations.map((v) => toRecord(v.options)),
  ).length;
}

/** How many variants every combination makes (0 while an option has no value). */
export function countCombinations(groups: OptionGroupValues[]): number {
  if (!groups.length || groups.some((g) => g.values.length === 0)) return 0;
  return attributeCombinations(byPosition(groups)).length;
}

/**
 * The variants plus one new variant per missing combination; a new variant's price is
 * empty (it sells at the product's price until one is set), and it ships when the product
 * does (`requiresShipping`).
 */
export function generateMissing(
  groups: OptionGroupValues[],
  variations: VariantValues[],
  requiresShipping = true,
): VariantValues[] {
  if (groups.some((g) => g.values.length === 0)) return variations;
  const missing = missingCombinations(
    byPosition(groups),
    variations.map((v) => toRecord(v.options)),
  );
  return [
    ...variations,
    ...missing.map((combo) => ({
      options: toOptions(combo, groups.length),
      price: '' as const,
      discountPrice: '' as const,
      sku: '',
      stock: 0,
      inventoryPolicy: 'deny' as const,
      image: '',
      weight: '' as const,
      requiresShipping,
      barcode: '',
      cost: '' as const,
    })),
  ];
}

/** Adds an empty option (variants get `''` for it until it has a value). */
export function addOption({ groups, variations }: Editable): Editable {
  return {
    groups: [...groups, { name: '', type: 'select', values: [], swatches: {} }],
    variations: variations.map((v) => ({ ...v, options: [...v.options, ''] })),
  };
}

/** Removes option `index`; variants that become the same combination are merged (first kept). */
export function removeOption({ groups, variations }: Editable, index: number): Editable {
  const nextGroups = groups.filter((_, i) => i !== index);
  if (!nextGroups.length) return { groups: [], variations: [] };
  const seen = new Set<string>();
  const nextVariations = variations.flatMap((v) => {
    const options = v.options.filter((_, i) => i !== index);
    const key = JSON.stringify(options);
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ ...v, options }];
  });
  return { groups: nextGroups, variations: nextVariations };
}

export type AddValueResult = ({ ok: true } & Editable) | { ok: false; message: string };

/**
 * Adds `value` to option `index`. The option's first value is also given to every existing
 * variant (as a new option does in Shopify); later values wait for "Generate missing".
 */
export function addValue(
  { groups, variations }: Editable,
  index: number,
  raw: string,
): AddValueResult {
  const value = raw.trim();
  const group = groups[index];
  if (!group) return { ok: false, message: 'No such option' };
  if (!value) return { ok: false, message: 'Type a value first' };
  if (value.length > 60) return { ok: false, message: 'A value is at most 60 characters' };
  if (group.values.some((v) => v.toLowerCase() === value.toLowerCase())) {
    return { ok: false, message: `'${value}' is already a value of this option` };
  }
  if (group.values.length >= 50) return { ok: false, message: 'At most 50 values' };
  const first = group.values.length === 0;
  return {
    ok: true,
    groups: groups.map((g, i) => (i === index ? { ...g, values: [...g.values, value] } : g)),
    variations: first
      ? variations.map((v) => ({
          ...v,
          options: v.options.map((o, i) => (i === index && o === '' ? value : o)),
        }))
      : variations,
  };
}

/** Removes `value` from option `index`, with its swatch and every variant that uses it. */
export function removeValue(
  { groups, variations }: Editable,
  index: number,
  value: string,
): Editable {
  return {
    groups: groups.map((g, i) => {
      if (i !== index) return g;
      const { [value]: _dropped, ...swatches } = g.swatches;
      return { ...g, values: g.values.filter((v) => v !== value), swatches };
    }),
    variations: variations.filter((v) => v.options[index] !== value),
  };
}

export type FillColumn =
  'price' | 'discountPrice' | 'sku' | 'stock' | 'weight' | 'barcode' | 'cost' | 'image';

/** Every variant with `column` set to `value` (a number for prices and stock). */
export function fillColumn(
  variations: VariantValues[],
  column: FillColumn,
  value: string | number,
): VariantValues[] {
  return variations.map((v) => ({ ...v, [column]: value }));
}

/**
 * Reads a bulk-fill entry for `column`: prices are decimals of at least 0, stock a whole
 * number of at least 0, SKU and image any text.
 */
export function parseFillValue(
  column: FillColumn,
  raw: string,
): { ok: true; value: string | number } | { ok: false; message: string } {
  const text = raw.trim();
  if (column === 'sku' || column === 'barcode' || column === 'image') {
    return { ok: true, value: text };
  }
  if (text === '') return { ok: false, message: 'Enter a value' };
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) return { ok: false, message: 'Enter a number of at least 0' };
  if (column === 'stock' && !Number.isInteger(n)) {
    return { ok: false, message: 'Stock is a whole number' };
  }
  return { ok: true, value: n };
}
