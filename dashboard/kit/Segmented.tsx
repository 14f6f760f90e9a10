/**
 * A small choice of one among a few (two to four) shown as joined buttons: radio inputs
 * underneath, so arrow keys move the choice and screen readers read "1 of 2". For a form
 * field registered with react-hook-form, use the `.segmented` class around radios directly.
 */
import './kit.css';
import { useId } from 'react';

export interface SegmentedProps<V extends string> {
  /** What the choice is about, read before the options. */
  label: string;
  options: readonly (readonly [value: V, text: string])[];
  value: V;
  onChange: (value: V) => void;
  'data-testid'?: string;
}

export function Segmented<V extends string>({
  label,
  options,
  value,
  onChange,
  'data-testid': testId,
}: SegmentedProps<V>) {
  const name = useId();
  return (
    <div className="segmented" role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map(([option, text]) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {text}
        </label>
      ))}
    </div>
  );
}
