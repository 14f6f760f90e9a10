import { describe, expect, it } from 'vitest';
import { regionsOf } from '../regions';
import { matchRegion, regionalCountries, regionRequired } from './tax-regions';

describe('tax regions', () => {
  it("lists a country's first-level regions by name, codes without the country", () => {
    const us = regionsOf('us');
    expect(us).toContainEqual({ code: 'CA', name: 'California' });
    expect(us.find((r) => r.code === 'NY')?.name).toBe('New York');
    expect(regionsOf('CA')).toHaveLength(13);
    expect(regionsOf('CA')[0]!.name).toBe('Alberta');
    // Sub-regions (France's departments under its regions) are not first-level.
    expect(regionsOf('FR').some((r) => r.code === '75C' || r.code === '69')).toBe(false);
    expect(regionsOf('XX')).toEqual([]);
  });

  it('matches a typed region by code or name, any case, accents or spaces', () => {
    const ca = regionsOf('CA');
    expect(matchRegion(ca, 'bc')).toBe('BC');
    expect(matchRegion(ca, ' British  Columbia ')).toBe('BC');
    expect(matchRegion(ca, 'quebec')).toBe('QC');
    expect(matchRegion(ca, 'Québec')).toBe('QC');
    expect(matchRegion(ca, 'Narnia')).toBeNull();
    expect(matchRegion(ca, '')).toBeNull();
  });

  it('a region is required where a rate is a region’s', () => {
    const rates = [
      { country: 'CA', region: null },
      { country: 'CA', region: 'BC' },
      { country: 'US', region: null },
    ];
    expect(regionalCountries(rates)).toEqual(['CA']);
    expect(regionRequired(rates, 'ca')).toBe(true);
    expect(regionRequired(rates, 'US')).toBe(false);
  });
});
