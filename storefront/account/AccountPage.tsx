/**
 * `/account` on a store's host: the shopper's account. Signed out, the sign-in: an email, then
 * the 6-digit code emailed to it (no password); signed in, their orders (every order of the
 * store under their email, guest orders too: status, items, tracking, the order's own page,
 * "Buy again"), saved addresses, profile, "Your data" (download, delete) and "Sign out", with
 * links to each part. States: loading, signed out, signed in, deleted, and an error with
 * Retry. Rendered in
 * the browser only (the session is an HttpOnly cookie the server HTML never reads). Its own
 * chunk: most visits never come here.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CustomerAccount } from '../../shared';
import { useStorefront } from '../context/storefront-context';
import { accountApi } from './account-api';
import { AccountAddresses } from './AccountAddresses';
import { AccountData } from './AccountData';
import { AccountOrders } from './AccountOrders';
import { AccountProfile } from './AccountProfile';
import { LoadFailed, Loading } from './LoadStates';
import { SignInForm } from './SignInForm';

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'signed-in'; account: CustomerAccount }
  | { kind: 'deleted' }
  | { kind: 'error' };

const PARTS = [
  ['orders', 'Orders'],
  ['addresses', 'Addresses'],
  ['profile', 'Profile'],
  ['your-data', 'Your data'],
] as const;

export default function AccountPage() {
  const { viewMode } = useStorefront();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [signingOut, setSigningOut] = useState(false);

  // Quietly, after a change elsewhere on the page (an address made the default).
  const refresh = useCallback(() => {
    accountApi
      .session()
      .then((account) => account && setState({ kind: 'signed-in', account }))
      .catch(() => undefined);
  }, []);

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
          <Loading what="your account" />
        </>
      ) : state.kind === 'error' ? (
        <>
          <h1>Your account</h1>
          <LoadFailed what="your account" onRetry={load} />
        </>
      ) : state.kind === 'deleted' ? (
        <div data-testid="account-deleted">
          <h1>Your data was deleted</h1>
          <p>
            Your account, addresses and profile are gone, and you are signed out. You can still shop
            here as a guest.
          </p>
          <a href="/" className="sf-button sf-account__button">
            Back to the store
          </a>
        </div>
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
          <nav className="sf-account__nav" aria-label="Your account">
            {PARTS.map(([id, label]) => (
              <a key={id} href={`#${id}`}>
                {label}
              </a>
            ))}
          </nav>
          <AccountOrders />
          <AccountAddresses accountName={state.account.name} onChanged={refresh} />
          <AccountProfile
            // Fresh fields once the account is read again.
            key={state.account.customerId}
            account={state.account}
            onSaved={(account) => setState({ kind: 'signed-in', account })}
          />
          <AccountData
            email={state.account.email}
            onDeleted={() => setState({ kind: 'deleted' })}
          />
        </>
      )}
    </section>
  );
}
