/**
 * An on/off setting: a checkbox with the switch role, its label and hint, and its error line
 * (`field-error-<name>`) — for react-hook-form, spread a kit `field(name)` (its registration
 * and error) on it.
 */
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError } from '../kit';

export interface SettingSwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'id'
> {
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  'data-testid'?: string;
}

export function SettingSwitch({
  name,
  label,
  hint,
  error,
  'data-testid': testId,
  ...input
}: SettingSwitchProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="settings-switch-field">
      <label className="settings-switch" htmlFor={id}>
        <input
          {...input}
          name={name}
          id={id}
          type="checkbox"
          role="switch"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
          data-testid={testId}
        />
        <span className="settings-switch-track" aria-hidden="true" />
        <span className="settings-switch-label">{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} name={name} error={error} />
    </div>
  );
}
