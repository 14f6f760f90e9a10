/**
 * An address's country as people read it: a two-letter code (`DE`) becomes its name in the
 * browser's language (`Germany`) through Intl.DisplayNames; anything else stays as written.
 */

/** The country's name for `country`, or `country` itself when it is no known code. */
export function countryName(country: string, locale?: string): string {
  const code = country.trim();
  if (!/^[A-Za-z]{2}$/.test(code)) return country;
  try {
    const names = new Intl.DisplayNames(locale ? [locale] : undefined, {
      type: 'region',
      fallback: 'none',
    });
    return names.of(code.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

/** The address's lines, empty ones left out (the order's screen, its print view). */
export function addressLines(
  name: string,
  a: {
    company: string;
    line1: string;
    line2: string;
    postalCode: string;
    city: string;
    region: string;
    country: string;
  },
  locale?: string,
): string[] {
  return [
    name,
    a.company,
    a.line1,
    a.line2,
    [a.postalCode, a.city].filter((p) => p.trim()).join(' '),
    a.region,
    countryName(a.country, locale),
  ].filter((line) => line.trim() !== '');
}
