/**
 * /forgot-password (public): the account's email → a single-use link to choose a new password
 * (through the outbox, valid 1 hour). The answer is the same whether or not an account uses
 * the address, so the screen never tells who has an account.
 */
import { Link } from 'react-router-dom';
import { forgotPasswordBodySchema } from '../../shared';
import { profileApi } from './profile-api';
import { AuthEmailField } from '../auth/AuthFormParts';
import { FormSubmit, useFieldsForm } from '../kit';

export function ForgotPasswordScreen() {
  const { values, errors, setField, mutation, onSubmit } = useFieldsForm({
    initial: { email: '' },
    schema: forgotPasswordBodySchema,
    mutationFn: profileApi.forgotPassword,
  });

  if (mutation.isSuccess) {
    return (
      <section className="auth-card card">
        <h1>Check your email</h1>
        <p role="status" data-testid="forgot-password-sent">
          {mutation.data.message}
        </p>
        <p className="muted">
          Nothing arrived? Look in your spam folder, or{' '}
          <button type="button" className="button-link" onClick={() => mutation.reset()}>
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
        <FormSubmit
          block
          formError={errors._form}
          pending={mutation.isPending}
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
