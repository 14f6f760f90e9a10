/**
 * A number input for an amount in the store's currency: its step and decimal places come from
 * the currency (shared/money.ts): 0.01 for USD, 1 for JPY, 0.001 for KWD.
 */
import type { ComponentProps } from 'react';
import { currencyExponent, moneyStep } from '../../shared';

interface MoneyInputProps extends Omit<ComponentProps<'input'>, 'type' | 'step' | 'inputMode'> {
  /** The store's currency code, e.g. `USD`. */
  currency: string;
}

/** `<input type="number">` stepping by one minor unit of `currency`; `min` defaults to `0`. */
export function MoneyInput({ currency, min = 0, ...props }: MoneyInputProps) {
  return (
    <input
      type="number"
      min={min}
      step={moneyStep(currency)}
      inputMode={currencyExponent(currency) === 0 ? 'numeric' : 'decimal'}
      {...props}
    />
  );
}
