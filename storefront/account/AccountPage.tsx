/**
 * `/account` on a store's host: the shopper's account. Signed out, the sign-in: an email, then
 * the 6-digit code emailed to it (no password); signed in, their orders (every order of the
 * store under their email, guest orders too: status, items, tracking, the order's own page)
 * and "Sign out". States: loading, signed out, signed in, and an error with Retry. Rendered in
 * the browser only (the session is an HttpOnly cookie the server HTML never reads). Its own
 * chunk: most visits never come here.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CustomerAccount } from '../../shared';
import { useStorefront } from '../context/storefront-context';
import { accountApi } from './account-api';
import { AccountOrders } from './AccountOrders';
import { SignInForm } from './SignInForm';

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'signed-in'; account: CustomerAccount }
  | { kind: 'error' };

export default function AccountPage() {
  const { viewMode } = useStorefront();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [signingOut, setSigningOut] = useState(false);

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    accountApi
      .session()
      .then((account) =>
        setState(account ? { kind: 'signed-in', account } : { kind: 'signed-out' }),
      )
      .catch(() => setState({ kind: 'error' }));
  }, []);

  useEffect(() => {
    // The builder's preview shows the sign-in as a shopper first sees it.
    if (viewMode === 'builder') setState({ kind: 'signed-out' });
    else load();
  }, [load, viewMode]);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await accountApi.signOut();
    } catch {
      // Signed out already (an ended session): the page says signed out either way.
    }
    setSigningOut(false);
    setState({ kind: 'signed-out' });
  };

  return (
    <section className="sf-container sf-account" data-testid="account-page">
      {state.kind === 'loading' ? (
        <>
          <h1>Your account</h1>
          <p className="sf-account__muted" aria-busy="true">
            Loading your account…
          </p>
        </>
      ) : state.kind === 'error' ? (
        <>
          <h1>Your account</h1>
          <p role="alert">We could not load your account. Check your connection and try again.</p>
          <button type="button" className="sf-button sf-account__button" onClick={load}>
            Try again
          </button>
        </>
      ) : state.kind === 'signed-out' ? (
        <SignInForm onSignedIn={(account) => setState({ kind: 'signed-in', account })} />
      ) : (
        <>
          <div className="sf-account__head">
            <div>
              <h1>Your account</h1>
              <p className="sf-account__muted" data-testid="account-email">
                {state.account.name ? `${state.account.name} · ` : ''}
                {state.account.email}
              </p>
            </div>
            <button
              type="button"
              className="sf-button sf-account__button sf-account__button--quiet"
              onClick={() => void signOut()}
              disabled={signingOut}
              data-testid="account-sign-out"
            >
              {signingOut ? 'Signing out…' : 'Sign out'}
            </button>
          </div>
          <AccountOrders />
        </>
      )}
    </section>
  );
}
