/**
 * /verify-email (login guard): whether the account's address is verified, which address, and
 * "Resend" for a new link (one a minute, five an hour: the server's 429 is shown as it says).
 * The link itself lands on /verify-link.
 */
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { VERIFY_EMAIL_LINK_HOURS } from '../../shared';
import { readApiError } from '../api/read-api-error';
import { useAuthPayload } from '../guards/use-auth-payload';
import { MutationButton } from '../kit';
import { profileApi } from './profile-api';

export function VerifyEmailScreen() {
  const auth = useAuthPayload();
  const resend = useMutation({ mutationFn: () => profileApi.resendVerification() });

  if (auth.emailVerified) {
    return (
      <section className="auth-card card" data-testid="verify-email">
        <h1>Your email is verified</h1>
        <p role="status" data-testid="verify-email-state">
          <strong>{auth.email}</strong> is confirmed as the email of your account.
        </p>
        <p>
          <Link to="/dashboard" className="button button-primary">
            Go to your dashboard
          </Link>
        </p>
      </section>
    );
  }

  const problem = resend.isError ? readApiError(resend.error) : null;
  return (
    <section className="auth-card card" data-testid="verify-email">
      <h1>Verify your email</h1>
      <p data-testid="verify-email-state">
        Your email <strong>{auth.email}</strong> is not verified yet. Open the link we sent to it
        (it works for {VERIFY_EMAIL_LINK_HOURS} hours) to confirm that the address is yours.
      </p>
      {resend.isSuccess ? (
        <p role="status" data-testid="verify-email-sent">
          A new link is on its way to <strong>{resend.data.sentTo}</strong>. Only the newest link
          works.
        </p>
      ) : null}
      {problem ? (
        <p className="form-error" role="alert" data-testid="verify-email-error">
          {problem.message}
        </p>
      ) : null}
      <p>
        <MutationButton mutation={resend} pendingLabel="Sending…" data-testid="verify-email-resend">
          Resend the link
        </MutationButton>
      </p>
      <p className="muted">
        Wrong address? Change it on <Link to="/dashboard/profile">your profile</Link>.
      </p>
    </section>
  );
}
