/**
 * An order's address as lines to show (the order's screen, its print view, the shopper's invoice): empty lines left
 * out, the country code read as its name (shared `countryName`, through Intl.DisplayNames).
 */
import { countryName } from './countries';

export interface AddressParts {
  company: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
}

/** The name, then the address's lines, empty ones left out. */
export function addressLines(name: string, a: AddressParts): string[] {
  return [
    name,
    a.company,
    a.line1,
    a.line2,
    [a.postalCode, a.city].filter((p) => p.trim()).join(' '),
    a.region,
    countryName(a.country),
  ].filter((line) => line.trim() !== '');
}
