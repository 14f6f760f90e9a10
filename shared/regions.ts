/**
 * A country's first-level regions (US states, Canadian provinces, Indian states…) from the
 * ISO 3166-2 list of the `iso-3166` package: codes without the country (`CA` for US-CA) and
 * English names, by name. Data, not law: which of them a store taxes is its own tax rates.
 * Not exported from `shared/index.ts`: the server reads it, the dashboard loads it on demand,
 * and the storefront gets the regions it needs in the pricing answer (it never bundles the
 * list). Matching a typed region against a list is `shared/pricing/tax-regions.ts`.
 */
import { iso31662 } from 'iso-3166/2.js';
import type { RegionOption } from './pricing/tax-regions';

const byCountry = new Map<string, readonly RegionOption[]>();

/** The first-level regions of `country` (a code), by English name; [] when it has none listed. */
export function regionsOf(country: string): readonly RegionOption[] {
  const code = country.trim().toUpperCase();
  let list = byCountry.get(code);
  if (!list) {
    list = iso31662
      .filter((s) => s.parent === code)
      .map((s) => ({ code: s.code.slice(code.length + 1), name: s.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    byCountry.set(code, list);
  }
  return list;
}
