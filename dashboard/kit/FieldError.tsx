/**
 * A field's error line under it (`field-error-<name>`), nothing without an error; `id` is what
 * the control's `aria-describedby` names.
 */
export interface FieldErrorProps {
  /** The field name as the API names it (`email`, `fields.phone`). */
  name: string;
  error: string | undefined;
  id?: string;
}

export function FieldError({ name, error, id }: FieldErrorProps) {
  return error ? (
    <p id={id} className="field-error" data-testid={`field-error-${name}`}>
      {error}
    </p>
  ) : null;
}
