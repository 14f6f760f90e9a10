/**
 * Formats amounts in the selected store's currency (find-current-store) through shared/money.ts,
 * so the merchant reads the text shoppers read. Until the store's details arrive, amounts show
 * in USD.
 */
import { useCallback } from 'react';
import { formatAmount } from '../../shared';
import { useCurrentStore } from './use-current-store';

/** `(amount) => '$19.99'` for the current store, and its currency code. */
export function useFormatMoney() {
  const currency = useCurrentStore().data?.currency ?? 'USD';
  const format = useCallback((amount: number) => formatAmount(amount, currency), [currency]);
  return { format, currency };
}
