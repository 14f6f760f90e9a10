/**
 * The public account forms' (log in, sign up, forgot password) email field; they end with
 * the kit's FormSubmit, full width.
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
