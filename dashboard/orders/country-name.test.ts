import { describe, expect, it } from 'vitest';
import { addressLines, countryName } from './country-name';

describe('country names', () => {
  it('reads a two-letter code as the country name', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('us', 'en')).toBe('United States');
  });

  it('leaves a written country or an unknown code as it is', () => {
    expect(countryName('United States', 'en')).toBe('United States');
    expect(countryName('QQ', 'en')).toBe('QQ');
  });

  it('leaves empty address lines out', () => {
    expect(
      addressLines(
        'Jane Buyer',
        {
          company: '',
          line1: '1 Main Street',
          line2: '',
          postalCode: '10115',
          city: 'Berlin',
          region: '',
          country: 'DE',
        },
        'en',
      ),
    ).toEqual(['Jane Buyer', '1 Main Street', '10115 Berlin', 'Germany']);
  });
});
