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
  return (
    <fieldset className="orders-date-range" aria-describedby={reversed ? `${id}-error` : undefined}>
      <legend className="visually-hidden">Order date</legend>
      <div className="kit-filter">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
          aria-invalid={reversed || undefined}
          data-testid="filter-from"
        />
      </div>
      <div className="kit-filter">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          aria-invalid={reversed || undefined}
          data-testid="filter-to"
        />
      </div>
      {reversed ? (
        <p id={`${id}-error`} className="field-error orders-range-error" role="alert">
          The start date is after the end date: the range is not applied.
        </p>
      ) : null}
    </fieldset>
  );
}
