/**
 * The orders index's date range: two day inputs (`from`, `to`, both included) in the kit's
 * filter look. A range whose start is after its end says so and is not applied.
 */
import { useId } from 'react';

export interface DateRangeFilterProps {
  from: string;
  to: string;
  reversed: boolean;
  onChange: (patch: { from?: string; to?: string }) => void;
}

export function DateRangeFilter({ from, to, reversed, onChange }: DateRangeFilterProps) {
  const id = useId();
  // Each end keeps the other side of the range out of its picker.
  const ends = [
    { end: 'from', label: 'From', value: from, bound: { max: to || undefined } },
    { end: 'to', label: 'To', value: to, bound: { min: from || undefined } },
  ] as const;
  return (
    <fieldset className="orders-date-range" aria-describedby={reversed ? `${id}-error` : undefined}>
      <legend className="visually-hidden">Order date</legend>
      {ends.map(({ end, label, value, bound }) => (
        <div key={end} className="kit-filter">
          <label htmlFor={`${id}-${end}`}>{label}</label>
          <input
            id={`${id}-${end}`}
            type="date"
            value={value}
            {...bound}
            onChange={(e) => onChange({ [end]: e.target.value })}
            aria-invalid={reversed || undefined}
            data-testid={`filter-${end}`}
          />
        </div>
      ))}
      {reversed ? (
        <p id={`${id}-error`} className="field-error orders-range-error" role="alert">
          The start date is after the end date: the range is not applied.
        </p>
      ) : null}
    </fieldset>
  );
}
