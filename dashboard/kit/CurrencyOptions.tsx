/**
 * The currencies a store can sell in, as a currency select's options (shared `currencyCodes`,
 * every ISO 4217 currency): "VND · Vietnamese Dong", by code.
 */
import { currencyCodes } from '../../shared';

const names = new Intl.DisplayNames(['en'], { type: 'currency' });
const options = [...currencyCodes]
  .sort()
  .map((code) => ({ code, label: `${code} · ${names.of(code) ?? code}` }));

export function CurrencyOptions() {
  return options.map(({ code, label }) => (
    <option key={code} value={code}>
      {label}
    </option>
  ));
}
