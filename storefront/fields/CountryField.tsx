/**
 * The checkout's country: a select of every country by its English name, sending the code.
 * Shipping methods follow it, so a change re-quotes the order.
 */
import { countryOptions } from '../../shared';
import { controlAria, FieldFrame } from './FieldFrame';

interface CountryFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (code: string) => void;
}

export function CountryField({ id, value, error, onChange }: CountryFieldProps) {
  return (
    <FieldFrame id={id} label="Country" error={error} optional={false}>
      <select
        id={id}
        name="country"
        data-testid={id}
        value={value}
        autoComplete="country"
        {...controlAria(id, error, false)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Choose a country</option>
        {countryOptions().map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
