/**
 * The checkout's country: a select of every country by its English name, sending the code.
 * Shipping methods follow it, so a change re-quotes the order.
 */
import { countryOptions } from '../../shared';

interface CountryFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (code: string) => void;
}

export function CountryField({ id, value, error, onChange }: CountryFieldProps) {
  return (
    <div className={`sf-field${error ? ' sf-field--invalid' : ''}`}>
      <label htmlFor={id}>Country</label>
      <select
        id={id}
        name="country"
        data-testid={id}
        value={value}
        autoComplete="country"
        required
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Choose a country</option>
        {countryOptions().map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="sf-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
