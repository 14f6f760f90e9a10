import { describe, expect, it } from 'vitest';
import {
  countryCodes,
  countryName,
  countryOptions,
  isCountryCode,
  toCountryCode,
} from './countries';

describe('countries', () => {
  it('lists every ISO 3166-1 alpha-2 code once, each with an English name', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    for (const code of countryCodes) expect(countryName(code), code).not.toBe(code);
  });

  it('reads a code as its name and leaves other text as written', () => {
    expect(countryName('PE')).toBe('Peru');
    expect(countryName('de')).toBe('Germany');
    expect(countryName('United Kingdom')).toBe('United Kingdom');
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('gb')).toBe(false);
  });

  /** Each `[typed, code]`: `toCountryCode(typed)` is `code`. */
  const expectCodes = (cases: [string, string | undefined][]) => {
    for (const [typed, code] of cases) expect(toCountryCode(typed), typed).toBe(code);
  };

  it('turns codes and typed names into codes', () => {
    expectCodes([
      ['US', 'US'],
      [' gb ', 'GB'],
      ['United Kingdom', 'GB'],
      ['united states', 'US'],
      ['USA', 'US'],
      ['UK', 'GB'],
      ['Côte d’Ivoire', 'CI'],
      ['Cote dIvoire', undefined],
      ['Turkey', 'TR'],
      ['Czech Republic', 'CZ'],
      ['Hong Kong', 'HK'],
      ['Bosnia & Herzegovina', 'BA'],
      ['Bosnia and Herzegovina', 'BA'],
    ]);
  });

  it('answers undefined for what is no country', () => {
    expectCodes([
      ['Atlantis', undefined],
      ['XX', undefined],
      ['', undefined],
    ]);
  });

  it('sorts the options by name', () => {
    const names = countryOptions().map((o) => o.name);
    expect(names).toHaveLength(249);
    expect(names.indexOf('Germany')).toBeLessThan(names.indexOf('Peru'));
    expect(countryOptions()[0]?.name).toBe('Afghanistan');
  });
});
