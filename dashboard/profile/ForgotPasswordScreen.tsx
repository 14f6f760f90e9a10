/**
 * /forgot-password (public): the account's email → a single-use link to choose a new password
 * (through the outbox, valid 1 hour). The answer is the same whether or not an account uses
 * the address, so the screen never tells who has an account.
 */
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '../../shared';
import { readApiError } from '../api/read-api-error';
import { fieldErrorsFromIssues } from '../lib/field-errors-from-issues';
import { profileApi } from './profile-api';
import { AuthEmailField, AuthFormSubmit } from '../auth/AuthFormParts';
import { useFormFields } from '../kit';

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
        <AuthEmailField
          value={values.email}
          error={errors.email}
          onChange={(value) => setField('email', value)}
          testId="forgot-password-email"
        />
        <AuthFormSubmit
          formError={errors._form}
          pending={send.isPending}
          label="Send the link"
          pendingLabel="Sending…"
          testId="forgot-password-submit"
        />
      </form>
      <p className="auth-switch">
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
