/**
 * Parts of the public account forms (log in, sign up, forgot password): the email field, and
 * their end: the form-level error line (`form-error`) and the full-width submit button with
 * its busy label.
 */
import { TextField } from '../kit';

/** The account's email, labelled "Email", its error under it. */
export function AuthEmailField({
  value,
  error,
  onChange,
  testId,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <TextField
      name="email"
      label="Email"
      error={error}
      type="email"
      autoComplete="email"
      data-testid={testId}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The form-level error and the submit button. */
export function AuthFormSubmit({
  formError,
  pending,
  label,
  pendingLabel,
  testId,
}: {
  formError: string | undefined;
  pending: boolean;
  label: string;
  pendingLabel: string;
  testId: string;
}) {
  return (
    <>
      {formError ? (
        <p className="form-error" role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button-primary button-block"
        data-testid={testId}
        disabled={pending}
      >
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}
