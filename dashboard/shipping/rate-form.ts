/**
 * The rate dialog's values and their translation into the API's rate (and back). The form
 * offers three kinds where the API has two: "free over an amount" is a flat rate of price 0
 * offered from that subtotal. Number inputs may be empty (`''`); what empty means is decided
 * here. Pure.
 */
import type { AdminShippingRate, ShippingRateInput } from '../../shared';

export type RateFormKind = 'flat' | 'free' | 'weight';
export type NumberValue = number | '';

export interface RateFormValues {
  kind: RateFormKind;
  name: string;
  description: string;
  /** Flat: the price. */
  price: NumberValue;
  /** Flat: free from this subtotal; empty: never. */
  freeOver: NumberValue;
  /** Free: the order amount from which it is offered. Flat and weight: offered from; empty: always. */
  minSubtotal: NumberValue;
  weightBands: { upToGrams: NumberValue; price: NumberValue }[];
  active: boolean;
}

export const emptyRateForm = (): RateFormValues => ({
  kind: 'flat',
  name: '',
  description: '',
  price: '',
  freeOver: '',
  minSubtotal: '',
  weightBands: [{ upToGrams: 1000, price: '' }],
  active: true,
});

/** A free rate is a flat rate of 0 that is offered only from an order amount. */
export function rateFormKind(
  rate: Pick<AdminShippingRate, 'kind' | 'price' | 'minSubtotal' | 'freeOver'>,
): RateFormKind {
  if (rate.kind === 'weight') return 'weight';
  return rate.price === 0 && rate.minSubtotal !== null && rate.freeOver === null ? 'free' : 'flat';
}

const orEmpty = (n: number | null): NumberValue => (n === null ? '' : n);

export function toRateFormValues(rate: AdminShippingRate): RateFormValues {
  return {
    kind: rateFormKind(rate),
    name: rate.name,
    description: rate.description,
    price: rate.kind === 'weight' ? '' : rate.price,
    freeOver: orEmpty(rate.freeOver),
    minSubtotal: orEmpty(rate.minSubtotal),
    weightBands: rate.weightBands.length
      ? rate.weightBands.map((b) => ({ upToGrams: b.upToGrams, price: b.price }))
      : emptyRateForm().weightBands,
    active: rate.active,
  };
}

/** Empty is refused by the schema ("… must be a number"). */
const required = (n: NumberValue) => (n === '' ? Number.NaN : n);
const orNull = (n: NumberValue) => (n === '' ? null : n);

/** The API's rate fields for the form's values (the body without its ids). */
export function toRateInput(values: RateFormValues): ShippingRateInput {
  const common = {
    name: values.name,
    description: values.description,
    active: values.active,
  };
  switch (values.kind) {
    case 'free':
      return {
        ...common,
        kind: 'flat',
        price: 0,
        freeOver: null,
        minSubtotal: required(values.minSubtotal),
        weightBands: [],
      };
    case 'weight':
      return {
        ...common,
        kind: 'weight',
        price: 0,
        freeOver: null,
        minSubtotal: orNull(values.minSubtotal),
        weightBands: values.weightBands.map((b) => ({
          upToGrams: required(b.upToGrams),
          price: required(b.price),
        })),
      };
    default:
      return {
        ...common,
        kind: 'flat',
        price: required(values.price),
        freeOver: orNull(values.freeOver),
        minSubtotal: orNull(values.minSubtotal),
        weightBands: [],
      };
  }
}

/** Where the dialog shows an API field's message (`weightBands.1.price` is its own cell). */
export function rateFieldPath(path: string): string | null {
  const head = path.split('.')[0] ?? '';
  if (['name', 'description', 'price', 'freeOver', 'minSubtotal', 'active'].includes(head)) {
    return head;
  }
  if (head === 'weightBands') {
    return /^weightBands\.\d+\.(upToGrams|price)$/.test(path) ? path : 'weightBands';
  }
  if (head === 'kind') return 'kind';
  return null;
}
