/**
 * One labelled filter of an index (category, stock): a select whose first option means
 * "any". The screen stores the choice in the URL.
 */
import './kit.css';
import { useId } from 'react';

export interface FilterSelectProps {
  label: string;
  /** The chosen value, `''` for any. */
  value: string;
  /** The label of the "any" option: "All categories". */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  'data-testid'?: string;
}

export function FilterSelect({
  label,
  value,
  anyLabel,
  options,
  onChange,
  'data-testid': testId,
}: FilterSelectProps) {
  const id = useId();
  return (
    <div className="kit-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
