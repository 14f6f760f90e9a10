/**
 * The dashboard's reminder until the account's address is verified (in the main chunk: the
 * dashboard frame shows it on every screen). Links to /verify-email.
 */
import { Link } from 'react-router-dom';

export function EmailVerifyBanner({ email, verified }: { email: string; verified: boolean }) {
  if (verified) return null;
  return (
    <div className="email-verify-banner" role="note" data-testid="email-verify-banner">
      <p>
        Please verify your email <strong>{email}</strong>: open the link we sent you.{' '}
        <Link to="/verify-email">Verify or resend the link</Link>
      </p>
    </div>
  );
}
