import { describe, expect, it } from 'vitest';
import { shippingRateFormSchema, type AdminShippingRate } from '../../shared';
import {
  emptyRateForm,
  rateFieldPath,
  rateFormKind,
  toRateFormValues,
  toRateInput,
} from './rate-form';

const stored = (r: Partial<AdminShippingRate>): AdminShippingRate => ({
  id: 'r1',
  zoneId: 'z1',
  name: 'Post',
  description: '',
  kind: 'flat',
  price: 5,
  freeOver: null,
  minSubtotal: null,
  weightBands: [],
  active: true,
  position: 0,
  ...r,
});

describe('rate form', () => {
  it('reads a free-over rate as its own kind and sends it as a flat rate of 0', () => {
    const free = stored({ price: 0, minSubtotal: 50 });
    expect(rateFormKind(free)).toBe('free');
    expect(rateFormKind(stored({ freeOver: 50 }))).toBe('flat');
    const values = toRateFormValues(free);
    expect(values).toMatchObject({ kind: 'free', minSubtotal: 50 });
    expect(toRateInput(values)).toMatchObject({ kind: 'flat', price: 0, minSubtotal: 50 });
  });

  it('lets the shared schema refuse an empty amount and overlapping bands', () => {
    const free = toRateInput({ ...emptyRateForm(), kind: 'free', name: 'Free' });
    expect(shippingRateFormSchema.safeParse(free).error?.issues[0]?.path).toEqual(['minSubtotal']);
    const bands = toRateInput({
      ...emptyRateForm(),
      kind: 'weight',
      name: 'Parcel',
      weightBands: [
        { upToGrams: 2000, price: 5 },
        { upToGrams: 1000, price: 7 },
      ],
    });
    const issues = shippingRateFormSchema.safeParse(bands).error?.issues ?? [];
    expect(issues.map((i) => i.path.join('.'))).toEqual(['weightBands.1.upToGrams']);
    expect(rateFieldPath('weightBands.1.upToGrams')).toBe('weightBands.1.upToGrams');
    expect(rateFieldPath('weightBands')).toBe('weightBands');
    expect(rateFieldPath('zoneId')).toBeNull();
  });

  it('sends empty optional amounts as null', () => {
    const input = toRateInput({ ...emptyRateForm(), name: 'Post', price: 4 });
    expect(input).toMatchObject({
      kind: 'flat',
      price: 4,
      freeOver: null,
      minSubtotal: null,
      weightBands: [],
    });
    expect(shippingRateFormSchema.safeParse(input).success).toBe(true);
  });
});
