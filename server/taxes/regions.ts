/**
 * Tax destinations as orders read them: the region of an address or of the store matched to
 * its code in the country's list (shared/regions.ts), and the lists the checkout asks from.
 * Where a store's rates depend on the region, an order shipped to that country needs a region
 * of the list: without one it would be taxed at the wrong rate, so it is refused (400 naming
 * address.region). Elsewhere the region is only a line of the address.
 */
import {
  countryName,
  matchRegion,
  regionalCountries,
  regionRequired,
  type RegionOption,
  type TaxRateRule,
} from '../../shared';
import { regionsOf } from '../../shared/regions';
import { HttpError } from '../http/errors';

export interface TaxDestination {
  country: string;
  region: string | null;
}

/** The region lists of the countries where `rates` depend on the region. */
export function taxRegionLists(
  rates: readonly Pick<TaxRateRule, 'country' | 'region'>[],
): Record<string, RegionOption[]> {
  return Object.fromEntries(regionalCountries(rates).map((c) => [c, [...regionsOf(c)]]));
}

/** `region` as its code in `country`'s list when it names one (by code or name); else as typed. */
export function regionCode(country: string, region: string): string | null {
  const text = region.trim();
  if (!text) return null;
  return matchRegion(regionsOf(country), text) ?? text;
}

/**
 * Where an order shipped to `address` is taxed; a 400 naming `address.region` when the
 * store's rates depend on the region there and the address names none of the country's.
 */
export function shippedTaxDestination(
  address: { country: string; region: string },
  rates: readonly TaxRateRule[],
): TaxDestination | HttpError {
  const country = address.country;
  if (!regionRequired(rates, country)) {
    return { country, region: regionCode(country, address.region) };
  }
  const code = matchRegion(regionsOf(country), address.region);
  if (code) return { country, region: code };
  const message = `Choose a state, province or region of ${countryName(country)}`;
  return new HttpError(400, message, [{ field: 'address.region', message }]);
}

/**
 * The first of `rates` naming a region its country does not have (where the country's list is
 * known), as a 400 naming `rates.<i>.region`; null when every region is one of its country's.
 */
export function unknownRateRegion(
  rates: readonly { country: string; region: string | null }[],
): HttpError | null {
  for (const [i, r] of rates.entries()) {
    if (!r.region) continue;
    const regions = regionsOf(r.country);
    if (regions.length === 0 || regions.some((x) => x.code === r.region)) continue;
    const message = `${r.region} is not a region of ${countryName(r.country)}: choose one from the list`;
    return new HttpError(400, `Invalid body: rates.${i}.region`, [
      { field: `rates.${i}.region`, message },
    ]);
  }
  return null;
}
