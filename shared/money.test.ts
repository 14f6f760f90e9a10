import { describe, expect, it } from 'vitest';
import {
  currencyCodes,
  currencyExponent,
  formatAmount,
  formatMoney,
  moneyStep,
  toDecimal,
  toDecimalString,
  toMinor,
} from './money';

describe('money', () => {
  /** Each `[convert, amount, currency, expected]`: `convert(amount, currency)` is `expected`. */
  const expectConversions = (cases: [typeof toMinor, number, string, number][]) => {
    for (const [convert, amount, currency, expected] of cases) {
      expect(convert(amount, currency), `${convert.name}(${amount}, ${currency})`).toBe(expected);
    }
  };

  it('stores decimals as integer minor units and reads them back exactly', () => {
    expectConversions([
      [toMinor, 19.99, 'USD', 1999],
      [toMinor, 0.1 + 0.2, 'USD', 30],
      [toDecimal, 1999, 'USD', 19.99],
      [toMinor, 500, 'JPY', 500],
    ]);
  });

  it("honours each currency's exponent: JPY 0, KWD 3, EUR 2", () => {
    expectConversions([
      [toMinor, 1999, 'JPY', 1999],
      [toMinor, 1.25, 'KWD', 1250],
      [toDecimal, 1250, 'KWD', 1.25],
      [toMinor, 19.99, 'EUR', 1999],
    ]);
  });

  it('knows every ISO 4217 currency in use with its exponent (issue 27)', () => {
    expect(currencyCodes.length).toBeGreaterThan(150);
    for (const code of ['VND', 'CLP', 'KRW', 'ISK', 'XOF']) expect(currencyExponent(code)).toBe(0);
    for (const code of ['BHD', 'OMR', 'TND', 'JOD']) expect(currencyExponent(code)).toBe(3);
    for (const code of ['MXN', 'BRL', 'ZAR', 'PLN']) expect(currencyExponent(code)).toBe(2);
    expect(formatMoney(14_000_000, 'VND')).toBe('₫14,000,000');
    expect(formatMoney(32_000, 'CLP')).toBe('CLP\u00a032,000');
    // Every code is one Intl formats, and none is listed twice.
    expect(new Set(currencyCodes).size).toBe(currencyCodes.length);
    for (const code of currencyCodes) expect(formatMoney(100, code)).toMatch(/\d/);
  });

  it('treats an unknown currency as exponent 2 everywhere', () => {
    expect(currencyExponent('XYZ')).toBe(2);
    expect(toMinor(19.99, 'XYZ')).toBe(1999);
    expect(toDecimal(1999, 'XYZ')).toBe(19.99);
    expect(formatMoney(1999, 'XYZ')).toBe('XYZ\u00a019.99');
  });

  it("writes the plain decimal string with the currency's digits", () => {
    expect(toDecimalString(1990, 'USD')).toBe('19.90');
    expect(toDecimalString(5, 'USD')).toBe('0.05');
    expect(toDecimalString(-5, 'USD')).toBe('-0.05');
    expect(toDecimalString(1999, 'JPY')).toBe('1999');
    expect(toDecimalString(1250, 'KWD')).toBe('1.250');
    expect(toDecimalString(0, 'EUR')).toBe('0.00');
  });

  it('gives a money input the step of one minor unit', () => {
    expect(moneyStep('USD')).toBe('0.01');
    expect(moneyStep('JPY')).toBe('1');
    expect(moneyStep('KWD')).toBe('0.001');
  });

  it('formats with the store currency symbol and 2 decimals', () => {
    expect(formatMoney(1950, 'USD')).toBe('$19.50');
    expect(formatMoney(300, 'EUR')).toBe('€3.00');
  });

  it('[regression] prints JPY without decimals and KWD with three, as the dashboard does', () => {
    expect(formatMoney(1999, 'JPY')).toBe('¥1,999');
    expect(formatMoney(1250, 'KWD')).toBe('KWD\u00a01.250');
    expect(formatMoney(199999, 'EUR')).toBe('€1,999.99');
  });

  it("formats in the store's currency for the given locale", () => {
    expect(formatMoney(1990, 'USD', 'en-US')).toBe('$19.90');
    expect(formatMoney(1999, 'JPY', 'en-US')).toBe('¥1,999');
    expect(formatMoney(1999, 'EUR', 'de-DE')).toBe('19,99\u00a0€');
  });

  it('falls back to the amount and the code for a code Intl refuses', () => {
    expect(formatMoney(500, 'not-a-code', 'en-US')).toBe('5.00 not-a-code');
  });

  it('shows a decimal amount from the API as its minor units', () => {
    expect(formatAmount(19.99, 'USD')).toBe('$19.99');
    expect(formatAmount(1999, 'JPY')).toBe('¥1,999');
    expect(formatAmount(1.25, 'KWD')).toBe('KWD\u00a01.250');
  });
});
