import { describe, expect, it } from 'vitest';
import {
  currencyExponent,
  formatAmount,
  formatMoney,
  moneyStep,
  toDecimal,
  toDecimalString,
  toMinor,
} from './money';

describe('money', () => {
  it('stores decimals as integer minor units and reads them back exactly', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toDecimal(1999, 'USD')).toBe(19.99);
    expect(toMinor(500, 'JPY')).toBe(500);
  });

  it("honours each currency's exponent: JPY 0, KWD 3, EUR 2", () => {
    expect(toMinor(1999, 'JPY')).toBe(1999);
    expect(toMinor(1.25, 'KWD')).toBe(1250);
    expect(toDecimal(1250, 'KWD')).toBe(1.25);
    expect(toMinor(19.99, 'EUR')).toBe(1999);
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
