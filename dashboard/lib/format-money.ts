/**
 * Shows a decimal amount (the API's 19.99) in the store's currency and the browser's
 * locale through Intl: `$19.99`, `19,99 €`, `¥1,999`.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string | undefined): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `amount` in `currency`; an unknown currency code falls back to `19.99 XYZ`. */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  try {
    return formatterFor(currency, locale).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
