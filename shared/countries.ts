/**
 * Countries as shipping zones and addresses name them: the ISO 3166-1 alpha-2 codes, their
 * English names (Intl.DisplayNames), and the reverse lookup that turns a typed name ("United
 * Kingdom", "usa", "Côte d'Ivoire") into its code. Orders store codes; names are for people.
 */

/** Every officially assigned ISO 3166-1 alpha-2 code (249). */
export const countryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const; // prettier-ignore
export type CountryCode = (typeof countryCodes)[number];

const codeSet: ReadonlySet<string> = new Set(countryCodes);

/** True for an assigned alpha-2 code in capitals (`GB`, not `gb` or `UK`). */
export function isCountryCode(value: string): value is CountryCode {
  return codeSet.has(value);
}

/**
 * Other names people type, besides the English long and short names Intl gives (which vary a
 * little between ICU versions: `Türkiye`/`Turkey`, `Czechia`/`Czech Republic`).
 */
const aliases: Record<string, CountryCode> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'united kingdom of great britain and northern ireland': 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
  turkey: 'TR',
  turkiye: 'TR',
  'czech republic': 'CZ',
  czechia: 'CZ',
  'ivory coast': 'CI',
  "cote d'ivoire": 'CI',
  swaziland: 'SZ',
  macedonia: 'MK',
  burma: 'MM',
  myanmar: 'MM',
  'cabo verde': 'CV',
  'hong kong': 'HK',
  macau: 'MO',
  macao: 'MO',
  palestine: 'PS',
  'south korea': 'KR',
  'republic of korea': 'KR',
  korea: 'KR',
  'north korea': 'KP',
  russia: 'RU',
  'russian federation': 'RU',
  vietnam: 'VN',
  'viet nam': 'VN',
  'dr congo': 'CD',
  'democratic republic of the congo': 'CD',
  'republic of the congo': 'CG',
  congo: 'CG',
  'vatican city': 'VA',
  vatican: 'VA',
  'east timor': 'TL',
  uae: 'AE',
  'st. lucia': 'LC',
};

/** Lower case, no accents, one kind of apostrophe, single spaces. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/&/g, 'and')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

let englishNames: Intl.DisplayNames | null | undefined;
function displayNames(): Intl.DisplayNames | null {
  if (englishNames === undefined) {
    try {
      englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    } catch {
      englishNames = null;
    }
  }
  return englishNames;
}

/** The English name of `code` (`PE` → `Peru`); the code itself when Intl does not know it. */
function englishName(code: CountryCode): string {
  return displayNames()?.of(code) ?? code;
}

/**
 * A country as people read it: a code (`DE`, `de`) becomes its English name (`Germany`);
 * anything else (an old order's typed "United Kingdom") stays as written.
 */
export function countryName(codeOrText: string): string {
  const code = codeOrText.trim().toUpperCase();
  return isCountryCode(code) ? englishName(code) : codeOrText;
}

let byName: Map<string, CountryCode> | undefined;
function nameIndex(): Map<string, CountryCode> {
  if (byName) return byName;
  byName = new Map();
  let short: Intl.DisplayNames | null;
  try {
    short = new Intl.DisplayNames(['en'], { type: 'region', style: 'short', fallback: 'none' });
  } catch {
    short = null;
  }
  for (const code of countryCodes) {
    const names = [englishName(code), short?.of(code)];
    for (const name of names) {
      if (!name) continue;
      byName.set(normalise(name), code);
      // "Congo - Kinshasa", "Myanmar (Burma)", "Hong Kong SAR China": the plain part too.
      const plain = name.replace(/\s*\(.*\)$/, '').replace(/ SAR China$/, '');
      if (plain !== name) byName.set(normalise(plain), code);
    }
  }
  for (const [alias, code] of Object.entries(aliases)) byName.set(normalise(alias), code);
  return byName;
}

/**
 * The code of a country given as a code (any case: `gb`) or a typed English name (`United
 * Kingdom`, `usa`, `Cote d'Ivoire`); undefined when it is neither.
 */
export function toCountryCode(codeOrName: string): CountryCode | undefined {
  const text = codeOrName.trim();
  if (/^[A-Za-z]{2}$/.test(text)) {
    const code = text.toUpperCase();
    if (isCountryCode(code)) return code;
  }
  return nameIndex().get(normalise(text));
}

export interface CountryOption {
  code: CountryCode;
  name: string;
}

let options: CountryOption[] | undefined;
/** Every country with its English name, sorted by name (a select's options). */
export function countryOptions(): readonly CountryOption[] {
  options ??= countryCodes
    .map((code) => ({ code, name: englishName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return options;
}
