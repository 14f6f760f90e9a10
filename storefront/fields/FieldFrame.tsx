/**
 * A checkout field's frame (text inputs, the order note, the country select): the label, with
 * "(optional)" when the field may stay empty, the control, and its error below it. The control
 * takes `controlAria`: required or not, invalid, and described by the error's `${id}-error`.
 */
import type { ReactNode } from 'react';

export function controlAria(id: string, error: string | undefined, optional: boolean) {
  return {
    required: !optional,
    'aria-required': !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

interface FieldFrameProps {
  /** The control's id. */
  id: string;
  label: string;
  error: string | undefined;
  optional: boolean;
  children: ReactNode;
}

export function FieldFrame({ id, label, error, optional, children }: FieldFrameProps) {
  return (
    <div className={`sf-field${error ? ' sf-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="sf-field__optional"> (optional)</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="sf-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
