import { describe, expect, it } from 'vitest';
import {
  checkoutAddressSchema,
  checkoutCustomerSchema,
  defaultCheckoutSettings,
} from '../../shared';
import {
  emptyCheckoutForm,
  isFieldRequired,
  isFieldShown,
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

  it('asks no address and no shipping method when nothing in the cart is shipped', () => {
    const fields = defaultCheckoutSettings.fields;
    expect(Object.keys(validateCheckoutForm(emptyCheckoutForm, fields, false)).sort()).toEqual([
      'email',
      'name',
      'paymentMethod',
      'phone',
    ]);
    expect(isFieldShown('line1', fields, false)).toBe(false);
    expect(isFieldShown('shippingRateId', fields, false)).toBe(false);
    expect(isFieldShown('phone', fields, false)).toBe(true);
    expect(isFieldShown('note', fields, false)).toBe(true);
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

describe('validateCheckoutForm with the store checkout settings', () => {
  const fields = defaultCheckoutSettings.fields;

  it('lets an optional phone be empty but still checks one that is given', () => {
    const optionalPhone = { ...fields, phone: 'optional' as const };
    expect(validateCheckoutForm({ ...filled, phone: '' }, optionalPhone)).toEqual({});
    expect(validateCheckoutForm({ ...filled, phone: 'call me' }, optionalPhone).phone).toMatch(
      /valid phone/,
    );
    expect(validateCheckoutForm({ ...filled, phone: '' }, fields).phone).toBe('Phone is required');
  });

  it('never checks a hidden field, whatever it holds', () => {
    const hidden = { ...fields, phone: 'hidden' as const, postalCode: 'hidden' as const };
    expect(validateCheckoutForm({ ...filled, phone: 'call me', postalCode: '' }, hidden)).toEqual(
      {},
    );
  });

  it('requires company and note when the store says so', () => {
    const strict = { ...fields, company: 'required' as const, note: 'required' as const };
    const errors = validateCheckoutForm(filled, strict);
    expect(errors.company).toBe('Company is required');
    expect(errors.note).toBe('Order note is required');
    expect(
      validateCheckoutForm({ ...filled, company: 'ACME', note: 'Ring twice' }, strict),
    ).toEqual({});
  });

  it('says which fields show and which are required', () => {
    expect(isFieldShown('company', fields)).toBe(false);
    expect(isFieldShown('name', fields)).toBe(true);
    expect(isFieldRequired('name', fields)).toBe(true);
    expect(isFieldRequired('phone', fields)).toBe(true);
    expect(isFieldRequired('line2', fields)).toBe(false);
    expect(isFieldRequired('note', { ...fields, note: 'required' })).toBe(true);
  });
});

describe('toFormField', () => {
  it('maps the server field names onto the form', () => {
    expect(toFormField('customer.email')).toBe('email');
    expect(toFormField('address.postalCode')).toBe('postalCode');
    expect(toFormField('customer.phone')).toBe('phone');
    expect(toFormField('address.company')).toBe('company');
    expect(toFormField('note')).toBe('note');
    expect(toFormField('shippingRateId')).toBe('shippingRateId');
    expect(toFormField('lines[0]')).toBeNull();
  });
});

describe('validateCheckoutForm and the server schema', () => {
  // The same shared rules: where both check a value, both say the same words.
  const serverMessage = (values: CheckoutFormValues, path: string) => {
    const customer = checkoutCustomerSchema.safeParse({
      name: values.name,
      phone: values.phone,
      email: values.email,
    });
    const address = checkoutAddressSchema.safeParse({
      company: values.company,
      line1: values.line1,
      line2: values.line2,
      city: values.city,
      region: values.region,
      postalCode: values.postalCode,
      country: 'GB',
    });
    const issues = [
      ...(customer.error?.issues ?? []).map(
        (i) => ['customer', ...i.path].join('.') + '|' + i.message,
      ),
      ...(address.error?.issues ?? []).map(
        (i) => ['address', ...i.path].join('.') + '|' + i.message,
      ),
    ];
    return issues.find((i) => i.startsWith(`${path}|`))?.split('|')[1];
  };

  it.each([
    ['name', 'customer.name', ''],
    ['name', 'customer.name', 'x'.repeat(101)],
    ['phone', 'customer.phone', 'call me'],
    ['phone', 'customer.phone', '1'.repeat(31)],
    ['email', 'customer.email', ''],
    ['email', 'customer.email', 'ada@'],
    ['line1', 'address.line1', 'x'.repeat(201)],
    ['line2', 'address.line2', 'Flat\n2'],
    ['city', 'address.city', 'Lon\ndon'],
    ['region', 'address.region', 'x'.repeat(101)],
    ['postalCode', 'address.postalCode', 'x'.repeat(21)],
    ['company', 'address.company', 'x'.repeat(101)],
  ] as const)('%s: %j', (field, path, value) => {
    const values = { ...filled, [field]: value };
    const client = validateCheckoutForm(values, {
      ...defaultCheckoutSettings.fields,
      company: 'optional',
    })[field];
    expect(client).toBeDefined();
    expect(client).toBe(serverMessage(values, path));
  });
});
