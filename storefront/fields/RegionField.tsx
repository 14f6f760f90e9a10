/**
 * The checkout's region as a list, where the store's tax rates depend on it (the pricing
 * answer's `taxes.regions`): the country's states or provinces by name, sending the code. A
 * region typed earlier ("California") shows as its entry. Elsewhere the region is a text field.
 */
import { matchRegion, type RegionOption } from '../../shared';
import { controlAria, FieldFrame } from './FieldFrame';

/** What a country calls its regions. */
const regionWords: Record<string, string> = {
  US: 'State',
  AU: 'State',
  BR: 'State',
  IN: 'State',
  MX: 'State',
  MY: 'State',
  NG: 'State',
  CA: 'Province',
  AR: 'Province',
  CN: 'Province',
  ZA: 'Province',
};

/** "State", "Province" or "Region" for `country`. */
export const regionLabel = (country: string) => regionWords[country] ?? 'Region';

interface RegionFieldProps {
  id: string;
  country: string;
  regions: readonly RegionOption[];
  value: string;
  error: string | undefined;
  onChange: (code: string) => void;
}

export function RegionField({ id, country, regions, value, error, onChange }: RegionFieldProps) {
  const label = regionLabel(country);
  return (
    <FieldFrame id={id} label={label} error={error} optional={false}>
      <select
        id={id}
        name="region"
        data-testid={id}
        value={matchRegion(regions, value) ?? ''}
        autoComplete="address-level1"
        {...controlAria(id, error, false)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Choose a {label.toLowerCase()}</option>
        {regions.map((r) => (
          <option key={r.code} value={r.code}>
            {r.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
