import { describe, expect, it } from 'vitest';
import { defaultCountry } from './default-country';

describe('defaultCountry', () => {
  it("takes the region of the browser's first language that names a country", () => {
    expect(defaultCountry(['en-GB', 'en'])).toBe('GB');
    expect(defaultCountry(['de'])).toBe('DE');
    expect(defaultCountry(['es-419', 'fr-CA'])).toBe('CA');
  });

  it('answers nothing for what names no country', () => {
    expect(defaultCountry([])).toBe('');
    expect(defaultCountry(['not a tag'])).toBe('');
  });
});
