/**
 * An on/off setting: a checkbox with the switch role, its label and hint, and its error line
 * (`field-error-<name>`) — for react-hook-form, spread `register(name)` as `input`.
 */
import { useId, type InputHTMLAttributes } from 'react';

export interface SettingSwitchProps {
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
  'data-testid'?: string;
}

export function SettingSwitch({
  name,
  label,
  hint,
  error,
  input,
  'data-testid': testId,
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
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid={`field-error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
