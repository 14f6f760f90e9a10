import { describe, expect, it } from 'vitest';
import {
  emptyCheckoutForm,
  toFormField,
  validateCheckoutForm,
  type CheckoutFormValues,
} from './validate-checkout-form';

const filled: CheckoutFormValues = {
  ...emptyCheckoutForm,
  name: 'Ada Lovelace',
  phone: '+44 20 7946 0958',
  email: 'ada@example.com',
  line1: '12 Analytical Way',
  city: 'London',
  postalCode: 'N1 9GU',
  country: 'United Kingdom',
  shippingRateId: 'rate-1',
  paymentMethod: 'cod',
};

describe('validateCheckoutForm', () => {
  it('accepts a complete form', () => {
    expect(validateCheckoutForm(filled)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(Object.keys(validateCheckoutForm(emptyCheckoutForm)).sort()).toEqual(
      [
        'city',
        'country',
        'email',
        'line1',
        'name',
        'paymentMethod',
        'phone',
        'postalCode',
        'shippingRateId',
      ].sort(),
    );
  });

  it('explains a bad email and a bad phone number', () => {
    const errors = validateCheckoutForm({ ...filled, email: 'ada@', phone: 'call me' });
    expect(errors.email).toBe('Enter a valid email');
    expect(errors.phone).toMatch(/valid phone/);
  });

  it('refuses a line break in a one-line field', () => {
    expect(validateCheckoutForm({ ...filled, city: 'Lon\ndon' }).city).toBe(
      'City must be one line',
    );
  });
});

describe('toFormField', () => {
  it('maps the server field names onto the form', () => {
    expect(toFormField('customer.email')).toBe('email');
    expect(toFormField('address.postalCode')).toBe('postalCode');
    expect(toFormField('shippingRateId')).toBe('shippingRateId');
    expect(toFormField('lines[0]')).toBeNull();
  });
});
