import { describe, expect, it } from 'vitest';
import { addressLines } from './address-lines';

const address = {
  company: '',
  line1: '1 Main Street',
  line2: '',
  postalCode: '10115',
  city: 'Berlin',
  region: '',
  country: 'DE',
};

describe('an order address as lines', () => {
  it('leaves empty lines out and names the country of a code', () => {
    expect(addressLines('Jane Buyer', address)).toEqual([
      'Jane Buyer',
      '1 Main Street',
      '10115 Berlin',
      'Germany',
    ]);
  });

  it('keeps a country written out by an older checkout as it is', () => {
    expect(addressLines('Jane Buyer', { ...address, country: 'United Kingdom' }).at(-1)).toBe(
      'United Kingdom',
    );
  });

  it('keeps the company and the second line when given', () => {
    expect(
      addressLines('Jane Buyer', { ...address, company: 'Acme GmbH', line2: 'Floor 3' }).slice(
        1,
        4,
      ),
    ).toEqual(['Acme GmbH', '1 Main Street', 'Floor 3']);
  });
});
