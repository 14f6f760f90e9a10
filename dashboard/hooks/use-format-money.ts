/**
 * Formats amounts in the selected store's currency (find-current-store), in the browser's
 * locale. Until the store's details arrive, amounts show in USD.
 */
import { useCallback } from 'react';
import { formatMoney } from '../lib/format-money';
import { useCurrentStore } from './use-current-store';

/** `(amount) => '$19.99'` for the current store, and its currency code. */
export function useFormatMoney() {
  const currency = useCurrentStore().data?.currency ?? 'USD';
  const format = useCallback((amount: number) => formatMoney(amount, currency), [currency]);
  return { format, currency };
}
