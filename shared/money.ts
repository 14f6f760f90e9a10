/**
 * Money: stored as integer minor units, spoken by the API as the spec's decimals.
 * Owns: conversions and the currency table. Not: formatting for a locale beyond the symbol.
 */
export const currencies = {
  USD: { symbol: '$', exponent: 2 },
  EUR: { symbol: '€', exponent: 2 },
  GBP: { symbol: '£', exponent: 2 },
  CAD: { symbol: 'CA$', exponent: 2 },
  AUD: { symbol: 'A$', exponent: 2 },
  INR: { symbol: '₹', exponent: 2 },
  BDT: { symbol: '৳', exponent: 2 },
  JPY: { symbol: '¥', exponent: 0 },
} as const;

export type CurrencyCode = keyof typeof currencies;
export const currencyCodes = Object.keys(currencies) as [CurrencyCode, ...CurrencyCode[]];

/** Converts a decimal amount (19.99) to integer minor units (1999) for `currency`. */
export function toMinorUnits(amount: number, currency: CurrencyCode): number {
  const factor = 10 ** currencies[currency].exponent;
  return Math.round(amount * factor);
}

/** Converts integer minor units (1999) back to the API's decimal amount (19.99). */
export function fromMinorUnits(minor: number, currency: CurrencyCode): number {
  const factor = 10 ** currencies[currency].exponent;
  return minor / factor;
}

/** The symbol shown before prices, e.g. `$`. */
export function currencySymbol(currency: string): string {
  return (currencies as Record<string, { symbol: string }>)[currency]?.symbol ?? currency;
}

/** Formats an amount with the store's symbol and 2 decimals, e.g. `$19.99`. */
export function formatMoney(amount: number, currency: string): string {
  return `${currencySymbol(currency)}${amount.toFixed(2)}`;
}
