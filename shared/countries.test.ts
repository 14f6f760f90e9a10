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

  it('turns codes and typed names into codes', () => {
    expect(toCountryCode('US')).toBe('US');
    expect(toCountryCode(' gb ')).toBe('GB');
    expect(toCountryCode('United Kingdom')).toBe('GB');
    expect(toCountryCode('united states')).toBe('US');
    expect(toCountryCode('USA')).toBe('US');
    expect(toCountryCode('UK')).toBe('GB');
    expect(toCountryCode('Côte d’Ivoire')).toBe('CI');
    expect(toCountryCode('Cote dIvoire')).toBeUndefined();
    expect(toCountryCode('Turkey')).toBe('TR');
    expect(toCountryCode('Czech Republic')).toBe('CZ');
    expect(toCountryCode('Hong Kong')).toBe('HK');
    expect(toCountryCode('Bosnia & Herzegovina')).toBe('BA');
    expect(toCountryCode('Bosnia and Herzegovina')).toBe('BA');
  });

  it('answers undefined for what is no country', () => {
    expect(toCountryCode('Atlantis')).toBeUndefined();
    expect(toCountryCode('XX')).toBeUndefined();
    expect(toCountryCode('')).toBeUndefined();
  });

  it('sorts the options by name', () => {
    const names = countryOptions().map((o) => o.name);
    expect(names).toHaveLength(249);
    expect(names.indexOf('Germany')).toBeLessThan(names.indexOf('Peru'));
    expect(countryOptions()[0]?.name).toBe('Afghanistan');
  });
});
