/**
 * Money, in one home: stored as integer minor units, spoken by the API as decimals, shown to
 * shoppers and merchants through one Intl formatter. Owns: the currency table (exponents),
 * minor <-> decimal, the decimal string (CSV, schema.org), the displayed text. Not: tax rules.
 *
 * Unknown currency (a code missing from `currencies`, e.g. an old row): exponent 2, ISO 4217's
 * usual one, in every conversion and in the text (`XYZ 19.99`; a code Intl refuses prints as
 * `19.99 not-a-code`). Nothing guesses another exponent or falls back to USD.
 *
 * Locale: a store has no locale setting yet, so every text uses `MONEY_LOCALE` and a shopper
 * and the store's merchant read the same text whatever their browser's language. Pass a
 * store's locale as `locale` once stores have one.
 */
/**
 * Every currency of ISO 4217 in use (its list A, without fund and precious-metal codes) with
 * its minor-unit exponent: 0 for JPY, KRW, VND, CLP and the other whole-unit currencies, 3
 * for BHD, IQD, JOD, KWD, LYD, OMR and TND, 2 for the rest.
 */
const currencies = {
  AED: { exponent: 2 },
  AFN: { exponent: 2 },
  ALL: { exponent: 2 },
  AMD: { exponent: 2 },
  ANG: { exponent: 2 },
  AOA: { exponent: 2 },
  ARS: { exponent: 2 },
  AUD: { exponent: 2 },
  AWG: { exponent: 2 },
  AZN: { exponent: 2 },
  BAM: { exponent: 2 },
  BBD: { exponent: 2 },
  BDT: { exponent: 2 },
  BGN: { exponent: 2 },
  BHD: { exponent: 3 },
  BIF: { exponent: 0 },
  BMD: { exponent: 2 },
  BND: { exponent: 2 },
  BOB: { exponent: 2 },
  BRL: { exponent: 2 },
  BSD: { exponent: 2 },
  BTN: { exponent: 2 },
  BWP: { exponent: 2 },
  BYN: { exponent: 2 },
  BZD: { exponent: 2 },
  CAD: { exponent: 2 },
  CDF: { exponent: 2 },
  CHF: { exponent: 2 },
  CLP: { exponent: 0 },
  CNY: { exponent: 2 },
  COP: { exponent: 2 },
  CRC: { exponent: 2 },
  CUP: { exponent: 2 },
  CVE: { exponent: 2 },
  CZK: { exponent: 2 },
  DJF: { exponent: 0 },
  DKK: { exponent: 2 },
  DOP: { exponent: 2 },
  DZD: { exponent: 2 },
  EGP: { exponent: 2 },
  ERN: { exponent: 2 },
  ETB: { exponent: 2 },
  EUR: { exponent: 2 },
  FJD: { exponent: 2 },
  FKP: { exponent: 2 },
  GBP: { exponent: 2 },
  GEL: { exponent: 2 },
  GHS: { exponent: 2 },
  GIP: { exponent: 2 },
  GMD: { exponent: 2 },
  GNF: { exponent: 0 },
  GTQ: { exponent: 2 },
  GYD: { exponent: 2 },
  HKD: { exponent: 2 },
  HNL: { exponent: 2 },
  HTG: { exponent: 2 },
  HUF: { exponent: 2 },
  IDR: { exponent: 2 },
  ILS: { exponent: 2 },
  INR: { exponent: 2 },
  IQD: { exponent: 3 },
  IRR: { exponent: 2 },
  ISK: { exponent: 0 },
  JMD: { exponent: 2 },
  JOD: { exponent: 3 },
  JPY: { exponent: 0 },
  KES: { exponent: 2 },
  KGS: { exponent: 2 },
  KHR: { exponent: 2 },
  KMF: { exponent: 0 },
  KPW: { exponent: 2 },
  KRW: { exponent: 0 },
  KWD: { exponent: 3 },
  KYD: { exponent: 2 },
  KZT: { exponent: 2 },
  LAK: { exponent: 2 },
  LBP: { exponent: 2 },
  LKR: { exponent: 2 },
  LRD: { exponent: 2 },
  LSL: { exponent: 2 },
  LYD: { exponent: 3 },
  MAD: { exponent: 2 },
  MDL: { exponent: 2 },
  MGA: { exponent: 2 },
  MKD: { exponent: 2 },
  MMK: { exponent: 2 },
  MNT: { exponent: 2 },
  MOP: { exponent: 2 },
  MRU: { exponent: 2 },
  MUR: { exponent: 2 },
  MVR: { exponent: 2 },
  MWK: { exponent: 2 },
  MXN: { exponent: 2 },
  MYR: { exponent: 2 },
  MZN: { exponent: 2 },
  NAD: { exponent: 2 },
  NGN: { exponent: 2 },
  NIO: { exponent: 2 },
  NOK: { exponent: 2 },
  NPR: { exponent: 2 },
  NZD: { exponent: 2 },
  OMR: { exponent: 3 },
  PAB: { exponent: 2 },
  PEN: { exponent: 2 },
  PGK: { exponent: 2 },
  PHP: { exponent: 2 },
  PKR: { exponent: 2 },
  PLN: { exponent: 2 },
  PYG: { exponent: 0 },
  QAR: { exponent: 2 },
  RON: { exponent: 2 },
  RSD: { exponent: 2 },
  RUB: { exponent: 2 },
  RWF: { exponent: 0 },
  SAR: { exponent: 2 },
  SBD: { exponent: 2 },
  SCR: { exponent: 2 },
  SDG: { exponent: 2 },
  SEK: { exponent: 2 },
  SGD: { exponent: 2 },
  SHP: { exponent: 2 },
  SLE: { exponent: 2 },
  SOS: { exponent: 2 },
  SRD: { exponent: 2 },
  SSP: { exponent: 2 },
  STN: { exponent: 2 },
  SVC: { exponent: 2 },
  SYP: { exponent: 2 },
  SZL: { exponent: 2 },
  THB: { exponent: 2 },
  TJS: { exponent: 2 },
  TMT: { exponent: 2 },
  TND: { exponent: 3 },
  TOP: { exponent: 2 },
  TRY: { exponent: 2 },
  TTD: { exponent: 2 },
  TWD: { exponent: 2 },
  TZS: { exponent: 2 },
  UAH: { exponent: 2 },
  UGX: { exponent: 0 },
  USD: { exponent: 2 },
  UYU: { exponent: 2 },
  UZS: { exponent: 2 },
  VES: { exponent: 2 },
  VND: { exponent: 0 },
  VUV: { exponent: 0 },
  WST: { exponent: 2 },
  XAF: { exponent: 0 },
  XCD: { exponent: 2 },
  XCG: { exponent: 2 },
  XOF: { exponent: 0 },
  XPF: { exponent: 0 },
  YER: { exponent: 2 },
  ZAR: { exponent: 2 },
  ZMW: { exponent: 2 },
  ZWG: { exponent: 2 },
} as const;

export type CurrencyCode = keyof typeof currencies;

/**
 * The highest price of one item in minor units, whatever the currency: 10,000,000.00 USD,
 * 1,000,000,000 VND, 1,000,000.000 KWD. Prices and order totals are 32-bit integers of
 * minor units, so the cap is a count of minor units, not of a currency's units.
 */
export const MAX_PRICE_MINOR = 1_000_000_000;

/** The highest order total in minor units (the columns' range, with a margin). */
export const MAX_ORDER_TOTAL_MINOR = 2_000_000_000;
export const currencyCodes = Object.keys(currencies) as [CurrencyCode, ...CurrencyCode[]];

/** The locale of every money text until stores carry their own. */
const MONEY_LOCALE = 'en-US';

const UNKNOWN_CURRENCY_EXPONENT = 2;

/** Digits after the decimal point in `currency` (JPY 0, USD 2, KWD 3); unknown codes 2. */
export function currencyExponent(currency: string): number {
  return Object.hasOwn(currencies, currency)
    ? currencies[currency as CurrencyCode].exponent
    : UNKNOWN_CURRENCY_EXPONENT;
}

/** Converts a decimal amount (19.99) to integer minor units (1999) for `currency`. */
export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyExponent(currency));
}

/** Converts integer minor units (1999) back to the API's decimal amount (19.99). */
export function toDecimal(minor: number, currency: string): number {
  return minor / 10 ** currencyExponent(currency);
}

/** Whether a decimal `amount` is a whole number of `currency`'s minor units (1.5 yen is not). */
export function fitsCurrency(amount: number, currency: string): boolean {
  return Math.abs(toDecimal(toMinor(amount, currency), currency) - amount) <= 1e-9;
}

/** Minor units as a plain decimal string with the currency's digits: `19.90`, `1999`, `1.250`. */
export function toDecimalString(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const whole = Math.round(Math.abs(minor));
  const sign = minor < 0 && whole > 0 ? '-' : '';
  if (exponent === 0) return `${sign}${whole}`;
  const digits = String(whole).padStart(exponent + 1, '0');
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** The step of a money input in `currency`: `0.01`, `1` for JPY, `0.001` for KWD. */
export function moneyStep(currency: string): string {
  return toDecimalString(1, currency);
}

const formatters = new Map<string, Intl.NumberFormat | null>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    const digits = currencyExponent(currency);
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Minor units as the text shoppers and merchants read: `$19.99`, `¥1,999`, `KWD 1.250`,
 * `€19.99`. `locale` defaults to `MONEY_LOCALE`.
 */
export function formatMoney(minor: number, currency: string, locale = MONEY_LOCALE): string {
  const formatter = formatterFor(currency, locale);
  const decimal = toDecimal(Math.round(minor), currency);
  return formatter ? formatter.format(decimal) : `${toDecimalString(minor, currency)} ${currency}`;
}

/** A decimal amount as the API speaks it (19.99), shown as `formatMoney` shows its minor units. */
export function formatAmount(amount: number, currency: string, locale = MONEY_LOCALE): string {
  return formatMoney(toMinor(amount, currency), currency, locale);
}
