/**
 * How number inputs feed the product form: the typed number, or `''` while the input is
 * empty (product-form.ts decides what empty means for each field).
 */
import type { NumberValue } from './product-form';

export const numberInput = {
  setValueAs: (v: unknown): NumberValue =>
    v === '' || v === null || v === undefined ? '' : Number(v),
};
