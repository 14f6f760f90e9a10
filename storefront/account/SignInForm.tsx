/**
 * Passwordless sign-in: the email, then the 6-digit code emailed to it. Every email gets the
 * same "check your inbox" (nobody learns who has an account here); a wrong code says how many
 * tries are left, a spent or expired one asks for a new code. Errors sit under their field
 * and are announced; the code field fills from the email on phones (`one-time-code`).
 */
import { useId, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { SIGN_IN_CODE_MINUTES, type CustomerAccount } from '../../shared';
import { useStorefront } from '../context/storefront-context';
import { accountApi } from './account-api';
import { messageOf } from './account-errors';

/** A labelled input with its error under it (announced, and described by it). */
function Field({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error: string | null } & ComponentPropsWithoutRef<'input'>) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="sf-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="sf-account__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function SignInForm({ onSignedIn }: { onSignedIn: (account: CustomerAccount) => void }) {
  const { store, viewMode } = useStorefront();
  const id = useId();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    if (viewMode === 'builder') return;
    if (!email.trim()) {
      setError('Enter your email');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await accountApi.requestCode(store.storeId, email.trim());
      setStep('code');
      setCode('');
      setNotice(
        `We emailed a 6-digit code to ${email.trim()}. It works for ${SIGN_IN_CODE_MINUTES} minutes.`,
      );
    } catch (e) {
      setError(messageOf(e, 'email'));
    } finally {
      setBusy(false);
    }
  };

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the 6-digit code we emailed you');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await accountApi.signIn(store.storeId, email.trim(), code.trim()));
    } catch (e) {
      setError(messageOf(e, 'code'));
      setBusy(false);
    }
  };

  return (
    <div className="sf-account__sign-in" data-testid="account-sign-in">
      <h1>Sign in</h1>
      <p className="sf-account__muted">
        {step === 'email'
          ? `See your orders at ${store.name}. No password: we email you a code.`
          : notice}
      </p>
      {step === 'email' ? (
        <form onSubmit={(e) => void sendCode(e)} noValidate>
          <Field
            id={`${id}-email`}
            label="Email"
            error={error}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="account-email-input"
          />
          <button type="submit" className="sf-button sf-account__button" disabled={busy}>
            {busy ? 'Sending…' : 'Email me a code'}
          </button>
        </form>
      ) : (
        <form onSubmit={(e) => void signIn(e)} noValidate>
          <Field
            id={`${id}-code`}
            label="Code"
            error={error}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            data-testid="account-code-input"
          />
          <button type="submit" className="sf-button sf-account__button" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          <p className="sf-account__links">
            <button
              type="button"
              className="sf-account__link"
              onClick={() => void sendCode()}
              disabled={busy}
            >
              Send a new code
            </button>
            <button
              type="button"
              className="sf-account__link"
              onClick={() => {
                setStep('email');
                setError(null);
              }}
            >
              Use another email
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
