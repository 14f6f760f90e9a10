/**
 * Which store subdomains the platform keeps for itself, and the look-alike rule (issue 24).
 * Owns: the reserved list (fixed names plus the first label of the platform's own hosts:
 * PRODUCT_HOST and DOMAIN_CNAME_TARGET, passed in) and `confusableSkeleton`, the form two
 * labels that read alike share. Not: punycode decoding (node's `url.domainToUnicode`, on the
 * server), the database lookups (server/stores/subdomains.ts).
 */

/**
 * Names of the platform's own services and hosts: the CNAME target every custom domain points
 * at (`stores`), the product's pages (`login`, `billing`, `support`…), mail and DNS hosts.
 */
export const PLATFORM_SUBDOMAINS: readonly string[] = [
  'www',
  'api',
  'app',
  'admin',
  'dashboard',
  'mail',
  'static',
  'stores',
  'store',
  'login',
  'logout',
  'signup',
  'register',
  'account',
  'accounts',
  'auth',
  'billing',
  'support',
  'help',
  'status',
  'docs',
  'blog',
  'assets',
  'media',
  'cdn',
  'smtp',
  'imap',
  'pop',
  'webmail',
  'ns1',
  'ns2',
  'mx',
];

export const SUBDOMAIN_RESERVED_MESSAGE = 'This subdomain is reserved';
export const SUBDOMAIN_LOOK_ALIKE_MESSAGE = 'This subdomain looks like another store’s';

/** The first label of a host (`stores.example.com:443` -> `stores`), lower-case. */
function firstLabel(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').split('.', 1)[0] ?? '';
}

/**
 * Whether `label` is reserved: one of `PLATFORM_SUBDOMAINS`, or the first label of one of
 * `platformHosts` (the server passes PRODUCT_HOST and DOMAIN_CNAME_TARGET).
 */
export function isReservedSubdomain(label: string, platformHosts: readonly string[] = []) {
  const name = label.toLowerCase();
  return PLATFORM_SUBDOMAINS.includes(name) || platformHosts.some((h) => firstLabel(h) === name);
}

/**
 * Letters that render like an ASCII letter or digit in the fonts browsers use for addresses
 * (after NFKD and dropping accents, so `é` is already `e`): Cyrillic, Greek, a few Latin
 * variants, and the digits 0 and 1. A small table of the usual homograph letters (Unicode's
 * confusables.txt, UTS #39, holds thousands: these are the ones seen in phishing domains).
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  с: 'c',
  ѕ: 's',
  т: 't',
  у: 'y',
  ԝ: 'w',
  х: 'x',
  ԁ: 'd',
  ɡ: 'g',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  // Latin variants
  ı: 'i',
  ɑ: 'a',
  ł: 'l',
  ø: 'o',
  // Digits read as letters
  '0': 'o',
  '1': 'l',
};

/**
 * The skeleton of a (decoded) label: NFKD, accents dropped, lower case, each look-alike
 * letter replaced by the ASCII letter it reads as. Two labels with one skeleton read alike.
 */
export function confusableSkeleton(label: string): string {
  const plain = label.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFKC');
  let out = '';
  for (const ch of plain) out += LOOK_ALIKES[ch] ?? ch;
  return out;
}
