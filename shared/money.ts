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
const currencies = {
  USD: { exponent: 2 },
  EUR: { exponent: 2 },
  GBP: { exponent: 2 },
  CAD: { exponent: 2 },
  AUD: { exponent: 2 },
  INR: { exponent: 2 },
  BDT: { exponent: 2 },
  JPY: { exponent: 0 },
  KWD: { exponent: 3 },
} as const;

export type CurrencyCode = keyof typeof currencies;
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
