/**
 * Counts in words ("1 product", "2 products", "1,204 orders"): the one rule for every count
 * shown to merchants, shoppers and in emails. The plural form comes from `Intl.PluralRules`
 * (English today: `one` for exactly 1, `other` for 0 and the rest), the number from
 * `Intl.NumberFormat`, so a count never reads "1 products" or "1204 orders".
 */
const LOCALE = 'en';
const rules = new Intl.PluralRules(LOCALE);
const numbers = new Intl.NumberFormat(LOCALE);

/** `one` or `other`, as the count asks: `pluralWord(1, 'day', 'days')` is "day". */
export function pluralWord(count: number, one: string, other: string): string {
  return rules.select(count) === 'one' ? one : other;
}

/** The count and its word: `countOf(1204, 'order', 'orders')` is "1,204 orders". */
export function countOf(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${pluralWord(count, one, other)}`;
}

/** A count's digits grouped: `formatCount(1204)` is "1,204". */
export function formatCount(count: number): string {
  return numbers.format(count);
}
