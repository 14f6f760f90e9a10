/**
 * "Your data": "Download my data" (a JSON file of the profile, consent, addresses and orders,
 * by link: the session cookie goes along) and "Delete my data", asked again in place: the
 * shopper types their email to confirm, and is told what stays (their orders, for the store's
 * books, without their name, email, phone, address or note). After it they are signed out,
 * and the page says so.
 */
import { useId, useState, type FormEvent } from 'react';
import { controlAria, FieldFrame } from '../fields/FieldFrame';
import { accountApi } from './account-api';
import { messageOf } from './account-errors';

export function AccountData({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email) {
      setError('Type the email of your account to confirm');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await accountApi.deleteAccount(typed.trim());
      onDeleted();
    } catch (e) {
      setError(messageOf(e, 'email'));
      setBusy(false);
    }
  };

  return (
    <div className="sf-account__data" id="your-data">
      <h2>Your data</h2>
      <p className="sf-account__muted">
        Everything this store keeps about you: your profile, addresses and orders.
      </p>
      <p className="sf-account__links">
        <a href={accountApi.dataUrl()} download data-testid="account-download-data">
          Download my data
        </a>
        {open ? null : (
          <button
            type="button"
            className="sf-account__link sf-account__link--danger"
            onClick={() => setOpen(true)}
            data-testid="account-delete-data"
          >
            Delete my data
          </button>
        )}
      </p>
      {open ? (
        <form
          className="sf-account__confirm"
          onSubmit={(e) => void confirm(e)}
          noValidate
          aria-label="Delete my data"
        >
          <p>
            This deletes your account, saved addresses and profile, and signs you out. Your orders
            stay in the store&apos;s books for its accounts, without your name, email, phone,
            address or note. It cannot be undone.
          </p>
          <FieldFrame
            id={`${id}-email`}
            label={`Type ${email} to confirm`}
            error={error ?? undefined}
            optional={false}
          >
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              {...controlAria(`${id}-email`, error ?? undefined, false)}
            />
          </FieldFrame>
          <div className="sf-account__actions">
            <button
              type="submit"
              className="sf-button sf-account__button sf-account__button--danger"
              disabled={busy}
            >
              {busy ? 'Deleting…' : 'Delete my data'}
            </button>
            <button
              type="button"
              className="sf-button sf-account__button sf-account__button--quiet"
              onClick={() => {
                setOpen(false);
                setTyped('');
                setError(null);
              }}
              disabled={busy}
            >
              Keep my account
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
