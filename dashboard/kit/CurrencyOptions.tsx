/**
 * The currencies a store can sell in, as a currency select's options (shared `currencyCodes`).
 */
import { currencyCodes } from '../../shared';

export function CurrencyOptions() {
  return currencyCodes.map((code) => (
    <option key={code} value={code}>
      {code}
    </option>
  ));
}
