/**
 * A labelled form control with its hint and its error line underneath (`field-error-<name>`),
 * wired for screen readers through `aria-invalid`, `aria-required` and `aria-describedby`.
 * Works with react-hook-form: spread `register(name)` beside the control props.
 */
import './kit.css';
import { useId } from 'react';
import { FieldError } from './FieldError';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  /** The field name as the API names it in `details` (e.g. `email`, `variations.0.price`). */
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the label with an asterisk and the control with `aria-required`. */
  required?: boolean;
  /** Shown at the end of the label row (a character counter). */
  aside?: ReactNode;
  /** Renders the control with the ids and aria props it must carry. */
  children: (control: {
    id: string;
    name: string;
    'aria-invalid': boolean;
    'aria-required': boolean | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

export function FormField({ name, label, error, hint, required, aside, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <div className="field-label-row">
        <span className="field-label-text">
          <label htmlFor={id}>{label}</label>
          {/* Outside the label, so the field's name stays its label; aria-required says it. */}
          {required ? (
            <span className="field-required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </span>
        {aside}
      </div>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-required': required || undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} name={name} error={error} />
    </div>
  );
}
