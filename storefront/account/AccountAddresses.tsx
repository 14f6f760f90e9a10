/**
 * The signed-in shopper's saved addresses: each as a card (the default marked, and first),
 * with Edit, "Make default" and Delete (asked again in place: "Delete this address?"); "Add
 * an address" opens the form, up to MAX_SAVED_ADDRESSES. The default is where the checkout
 * starts, so every change tells the page (`onChanged`) to read the account again. Loading,
 * empty, and an error with Retry; a failed change is said on its card.
 */
import { useCallback, useEffect, useState } from 'react';
import { countryName, MAX_SAVED_ADDRESSES, type SavedAddress } from '../../shared';
import { accountApi } from './account-api';
import { messageOf } from './account-errors';
import { AddressForm } from './AddressForm';
import { LoadFailed, Loading } from './LoadStates';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; addresses: SavedAddress[] };

/** The address's lines as a shopper reads them. */
function addressLines(a: SavedAddress): string[] {
  return [
    a.name,
    a.company,
    a.line1,
    a.line2,
    [a.postalCode, a.city].filter(Boolean).join(' '),
    [a.region, countryName(a.country)].filter(Boolean).join(', '),
    a.phone,
  ].filter(Boolean);
}

export function AccountAddresses({
  accountName,
  onChanged,
}: {
  accountName: string;
  onChanged: () => void;
}) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  /** The address open in the form: 'new', an id, or none. */
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [cardError, setCardError] = useState<{ id: string; message: string } | null>(null);

  const load = useCallback(async () => {
    try {
      setState({ kind: 'ready', addresses: await accountApi.addresses() });
    } catch {
      setState({ kind: 'error' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const afterChange = async () => {
    setEditing(null);
    setConfirming(null);
    await load();
    onChanged();
  };

  const act = async (id: string, work: () => Promise<unknown>) => {
    setBusy(id);
    setCardError(null);
    try {
      await work();
      await afterChange();
    } catch (error) {
      setCardError({ id, message: messageOf(error, 'addressId') });
    } finally {
      setBusy(null);
    }
  };

  const makeDefault = (a: SavedAddress) =>
    act(a.addressId, () => {
      const { addressId, ...fields } = a;
      return accountApi.updateAddress(addressId, { ...fields, isDefault: true });
    });

  return (
    <div className="sf-account__addresses" id="addresses">
      <h2>Addresses</h2>
      {state.kind === 'loading' ? (
        <Loading what="your addresses" />
      ) : state.kind === 'error' ? (
        <LoadFailed
          what="your addresses"
          onRetry={() => {
            setState({ kind: 'loading' });
            void load();
          }}
        />
      ) : (
        <>
          {state.addresses.length === 0 && editing !== 'new' ? (
            <p className="sf-account__muted" data-testid="account-no-addresses">
              No saved addresses yet. Save one and your checkout starts from it.
            </p>
          ) : null}
          <ul className="sf-account__address-list">
            {state.addresses.map((a) => (
              <li key={a.addressId} className="sf-account__address" data-testid="account-address">
                {editing === a.addressId ? (
                  <AddressForm
                    address={a}
                    defaultName={accountName}
                    onCancel={() => setEditing(null)}
                    onSave={async (values) => {
                      await accountApi.updateAddress(a.addressId, values);
                      await afterChange();
                    }}
                  />
                ) : (
                  <>
                    {a.isDefault ? (
                      <span className="sf-account__badge" data-testid="account-address-default">
                        Default address
                      </span>
                    ) : null}
                    <address>
                      {addressLines(a).map((line, i) => (
                        <span key={i}>{line}</span>
                      ))}
                    </address>
                    {confirming === a.addressId ? (
                      <div className="sf-account__confirm" role="group" aria-label="Delete address">
                        <p>Delete this address?</p>
                        <button
                          type="button"
                          className="sf-button sf-account__button"
                          disabled={busy === a.addressId}
                          onClick={() =>
                            void act(a.addressId, () => accountApi.deleteAddress(a.addressId))
                          }
                        >
                          {busy === a.addressId ? 'Deleting…' : 'Delete'}
                        </button>
                        <button
                          type="button"
                          className="sf-button sf-account__button sf-account__button--quiet"
                          onClick={() => setConfirming(null)}
                        >
                          Keep it
                        </button>
                      </div>
                    ) : (
                      <p className="sf-account__links">
                        <button
                          type="button"
                          className="sf-account__link"
                          onClick={() => setEditing(a.addressId)}
                          aria-label={`Edit the address ${a.line1}`}
                        >
                          Edit
                        </button>
                        {a.isDefault ? null : (
                          <button
                            type="button"
                            className="sf-account__link"
                            disabled={busy === a.addressId}
                            onClick={() => void makeDefault(a)}
                            aria-label={`Make ${a.line1} the default address`}
                          >
                            Make default
                          </button>
                        )}
                        <button
                          type="button"
                          className="sf-account__link"
                          onClick={() => setConfirming(a.addressId)}
                          aria-label={`Delete the address ${a.line1}`}
                        >
                          Delete
                        </button>
                      </p>
                    )}
                    {cardError?.id === a.addressId ? (
                      <p className="sf-account__error" role="alert">
                        {cardError.message}
                      </p>
                    ) : null}
                  </>
                )}
              </li>
            ))}
          </ul>
          {editing === 'new' ? (
            <AddressForm
              defaultName={accountName}
              onCancel={() => setEditing(null)}
              onSave={async (values) => {
                await accountApi.addAddress(values);
                await afterChange();
              }}
            />
          ) : state.addresses.length < MAX_SAVED_ADDRESSES ? (
            <button
              type="button"
              className="sf-button sf-account__button sf-account__button--quiet"
              onClick={() => setEditing('new')}
              data-testid="account-add-address"
            >
              Add an address
            </button>
          ) : (
            <p className="sf-account__muted">
              You keep {MAX_SAVED_ADDRESSES} addresses, the most there is room for: delete one to
              add another.
            </p>
          )}
        </>
      )}
    </div>
  );
}
