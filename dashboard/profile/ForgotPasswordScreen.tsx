/**
 * /forgot-password (public): the account's email → a single-use link to choose a new password
 * (through the outbox, valid 1 hour). The answer is the same whether or not an account uses
 * the address, so the screen never tells who has an account.
 */
import { Link } from 'react-router-dom';
import { forgotPasswordBodySchema } from '../../shared';
import { profileApi } from './profile-api';
import { AuthEmailField, AuthFormCard } from '../auth/AuthFormParts';
import { useFieldsForm } from '../kit';

export function ForgotPasswordScreen() {
  const form = useFieldsForm({
    initial: { email: '' },
    schema: forgotPasswordBodySchema,
    mutationFn: profileApi.forgotPassword,
  });

  const { mutation } = form;
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
    <AuthFormCard
      title="Forgot your password?"
      intro="Enter the email of your account. We will send it a link to choose a new password."
      form={form}
      submit={{
        label: 'Send the link',
        pendingLabel: 'Sending…',
        testId: 'forgot-password-submit',
      }}
      links={
        <p className="auth-switch">
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <AuthEmailField data-testid="forgot-password-email" {...form.bind('email')} />
    </AuthFormCard>
  );
}
