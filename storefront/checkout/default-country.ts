/**
 * The country a checkout starts with: the region of the browser's language (`en-GB` → `GB`,
 * `de` → `DE`), when it is a country; '' otherwise, and the shopper chooses.
 */
import { isCountryCode } from '../../shared';

/** The browser's likely country code, or ''. */
export function defaultCountry(languages: readonly string[]): string {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region ?? '';
      if (isCountryCode(region)) return region;
    } catch {
      // not a language tag: try the next one
    }
  }
  return '';
}
