/**
 * Writing CSV (issue 24): the one home of the cell rules every export uses. A text cell that
 * a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return: OWASP's list) is written with a leading `'`, which spreadsheets show as text; then
 * RFC 4180 quoting. Numbers the app writes itself (amounts, counts, a stock below 0) are
 * passed as numbers and written as they are: a number is no formula.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell: text (guarded) or a number the app computed (written as it is). */
export type CsvValue = string | number;

/** `text` with a leading `'` when a spreadsheet would read it as a formula. */
export const guardFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** Takes the guard's `'` off again (an import of our own export). */
export const unguardFormula = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/** One CSV cell (RFC 4180): quoted when it holds a quote, comma, line break or edge spaces. */
export function csvCell(value: CsvValue): string {
  const text = typeof value === 'number' ? String(value) : guardFormula(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, `\r\n` ended; every text cell guarded. */
export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
