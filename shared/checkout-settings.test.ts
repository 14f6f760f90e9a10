import { describe, expect, it } from 'vitest';
import {
  applyCheckoutFieldSettings,
  defaultCheckoutSettings,
  type CheckoutFieldValues,
} from './checkout-fields';
import { checkoutSettingsSchema, readCheckoutSettings } from './checkout-settings';

const body: CheckoutFieldValues = {
  customer: { phone: '+44 20 7946 0958' },
  address: {
    company: 'Analytical Engines Ltd',
    line2: 'Flat 2',
    region: 'Greater London',
    postalCode: 'N1 9GU',
  },
  note: 'Leave at the door',
};

describe('checkoutSettingsSchema', () => {
  it("parses {} to today's checkout", () => {
    expect(checkoutSettingsSchema.parse({})).toEqual(defaultCheckoutSettings);
    expect(defaultCheckoutSettings.fields).toEqual({
      phone: 'required',
      company: 'hidden',
      line2: 'optional',
      region: 'optional',
      postalCode: 'required',
      note: 'optional',
    });
    expect(defaultCheckoutSettings.texts.heading).toBe('Checkout');
    expect(defaultCheckoutSettings.texts.placeOrderLabel).toBe('Place order');
    expect(defaultCheckoutSettings.texts.thankYouTitle).toBe('Thank you for your order!');
  });

  it('fills what is missing and keeps what is given', () => {
    const parsed = checkoutSettingsSchema.parse({
      fields: { phone: 'hidden' },
      texts: { placeOrderLabel: '  Buy now  ' },
    });
    expect(parsed.fields.phone).toBe('hidden');
    expect(parsed.fields.postalCode).toBe('required');
    expect(parsed.texts.placeOrderLabel).toBe('Buy now');
    expect(parsed.texts.heading).toBe('Checkout');
  });

  it('refuses unknown visibilities, unknown keys, empty labels and over-long texts, naming them', () => {
    const paths = (input: unknown) => {
      const result = checkoutSettingsSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    };
    expect(paths({ fields: { phone: 'sometimes' } })).toEqual(['fields.phone']);
    expect(paths({ fields: { name: 'hidden' } })).toEqual(['fields']);
    expect(paths({ texts: { heading: '   ' } })).toEqual(['texts.heading']);
    expect(paths({ texts: { placeOrderLabel: 'x'.repeat(41) } })).toEqual([
      'texts.placeOrderLabel',
    ]);
    expect(paths({ texts: { heading: 'Pay\nnow' } })).toEqual(['texts.heading']);
    expect(paths({ texts: { thankYouMessage: 'x'.repeat(501) } })).toEqual([
      'texts.thankYouMessage',
    ]);
  });

  it('lets the thank-you message be empty or span lines', () => {
    expect(
      checkoutSettingsSchema.parse({ texts: { thankYouMessage: 'Line one\nLine two' } }).texts
        .thankYouMessage,
    ).toBe('Line one\nLine two');
    expect(
      checkoutSettingsSchema.parse({ texts: { thankYouMessage: '' } }).texts.thankYouMessage,
    ).toBe('');
  });
});

describe('readCheckoutSettings', () => {
  it('takes the default for each stored value that is missing or no longer valid', () => {
    const read = readCheckoutSettings({
      fields: { phone: 'optional', company: 'bogus' },
      texts: { heading: 'Secure checkout', contactHeading: 42 },
      extra: true,
    });
    expect(read.fields.phone).toBe('optional');
    expect(read.fields.company).toBe('hidden');
    expect(read.texts.heading).toBe('Secure checkout');
    expect(read.texts.contactHeading).toBe('Contact');
    expect(readCheckoutSettings(null)).toEqual(defaultCheckoutSettings);
    expect(readCheckoutSettings('nonsense')).toEqual(defaultCheckoutSettings);
  });
});

describe('applyCheckoutFieldSettings', () => {
  it('drops the values of hidden fields and never requires them', () => {
    const fields = {
      ...defaultCheckoutSettings.fields,
      phone: 'hidden' as const,
      postalCode: 'hidden' as const,
      note: 'hidden' as const,
    };
    const { body: out, missing } = applyCheckoutFieldSettings(
      { ...body, customer: { phone: '' } },
      fields,
    );
    expect(missing).toEqual([]);
    expect(out.customer.phone).toBe('');
    expect(out.address?.postalCode).toBe('');
    expect(out.address?.company).toBe('');
    expect(out.note).toBe('');
    expect(out.address?.line2).toBe('Flat 2');
  });

  it('names each required field left empty by its body path', () => {
    const fields = {
      ...defaultCheckoutSettings.fields,
      company: 'required' as const,
      note: 'required' as const,
    };
    const { missing } = applyCheckoutFieldSettings(
      {
        customer: { phone: ' ' },
        address: { company: '', line2: '', region: '', postalCode: '' },
        note: '',
      },
      fields,
    );
    expect(missing).toEqual([
      { field: 'customer.phone', message: 'Phone is required' },
      { field: 'address.company', message: 'Company is required' },
      { field: 'address.postalCode', message: 'Postal code is required' },
      { field: 'note', message: 'Order note is required' },
    ]);
  });

  it('accepts optional fields left empty', () => {
    const fields = { ...defaultCheckoutSettings.fields, phone: 'optional' as const };
    expect(
      applyCheckoutFieldSettings({ ...body, customer: { phone: '' } }, fields).missing,
    ).toEqual([]);
  });
});
