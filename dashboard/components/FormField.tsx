/**
 * A labelled form control with its error line underneath (`field-error-<name>`), wired for
 * screen readers through `aria-invalid` and `aria-describedby`.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  /** The field name as the API names it in `details` (e.g. `email`). */
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Renders the control with the ids and aria props it must carry. */
  children: (control: {
    id: string;
    name: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

export function FormField({ name, label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" data-testid={`field-error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
