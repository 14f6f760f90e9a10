/**
 * /forgot-password (public): the account's email → a single-use link to choose a new password
 * (through the outbox, valid 1 hour). The answer is the same whether or not an account uses
 * the address, so the screen never tells who has an account.
 */
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '../../shared';
import { FormField } from '../kit';
import { useFormFields } from '../hooks/use-form-fields';
import { readApiError } from '../api/read-api-error';
import { fieldErrorsFromIssues } from '../lib/field-errors-from-issues';
import { profileApi } from './profile-api';

export function ForgotPasswordScreen() {
  const { values, errors, setErrors, setField, showApiError } = useFormFields({ email: '' });
  const send = useMutation({
    mutationFn: (body: ForgotPasswordBody) => profileApi.forgotPassword(body),
    onError: (error) => showApiError(readApiError(error)),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error));
      return;
    }
    send.mutate(parsed.data);
  }

  if (send.isSuccess) {
    return (
      <section className="auth-card card">
        <h1>Check your email</h1>
        <p role="status" data-testid="forgot-password-sent">
          {send.data.message}
        </p>
        <p className="muted">
          Nothing arrived? Look in your spam folder, or{' '}
          <button type="button" className="button-link" onClick={() => send.reset()}>
            ask again
          </button>
          .
        </p>
        <p className="auth-switch">
          <Link to="/login">Back to log in</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="auth-card card">
      <h1>Forgot your password?</h1>
      <p className="muted">
        Enter the email of your account. We will send it a link to choose a new password.
      </p>
      <form onSubmit={onSubmit} noValidate>
        <FormField name="email" label="Email" error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              data-testid="forgot-password-email"
              value={values.email}
              onChange={(e) => setField('email', e.target.value)}
            />
          )}
        </FormField>
        {errors._form ? (
          <p className="form-error" role="alert" data-testid="form-error">
            {errors._form}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button-primary button-block"
          data-testid="forgot-password-submit"
          disabled={send.isPending}
        >
          {send.isPending ? 'Sending…' : 'Send the link'}
        </button>
      </form>
      <p className="auth-switch">
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
