/**
 * Regions as taxes read them: a typed region ("California", "ca", "CA") matched to its code in
 * a country's list, and the countries where a store's rates depend on the region (there the
 * checkout asks for it from a list, and the server requires one of it). Pure: the lists come
 * from `shared/regions.ts` (server, dashboard) or the pricing answer (storefront).
 */
/** A region of a country: its code within the country (`CA`) and English name. */
export interface RegionOption {
  code: string;
  name: string;
}

/** Lower case, no accents, letters and digits only: "Québec" and "quebec" compare equal. */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The code of the region `text` names in `regions` (by code or name, any case); null: none. */
export function matchRegion(regions: readonly RegionOption[], text: string): string | null {
  const wanted = plain(text);
  if (!wanted) return null;
  const found =
    regions.find((r) => plain(r.code) === wanted) ?? regions.find((r) => plain(r.name) === wanted);
  return found ? found.code : null;
}

/** The countries (codes) where at least one of `rates` is a region's. */
export function regionalCountries(
  rates: readonly { country: string; region: string | null }[],
): string[] {
  return [...new Set(rates.filter((r) => r.region).map((r) => r.country.trim().toUpperCase()))];
}

/** Whether an order shipped to `country` must name one of its regions: `rates` depend on it. */
export function regionRequired(
  rates: readonly { country: string; region: string | null }[],
  country: string,
): boolean {
  return regionalCountries(rates).includes(country.trim().toUpperCase());
}
