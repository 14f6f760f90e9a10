/**
 * The signed-in shopper's profile: name, phone (the checkout starts from both) and "Email me
 * news and offers" (the store's marketing consent: ticking it subscribes at once, the email
 * being theirs; unticking unsubscribes). The email is shown, not edited: it is how they sign
 * in. "Saved" once stored; a refused field says why under it; nothing typed is lost.
 */
import { useId, useState, type FormEvent } from 'react';
import type { CustomerAccount } from '../../shared';
import { controlAria, FieldFrame } from '../fields/FieldFrame';
import { accountApi } from './account-api';
import { formErrorsOf } from './account-errors';

export function AccountProfile({
  account,
  onSaved,
}: {
  account: CustomerAccount;
  onSaved: (account: CustomerAccount) => void;
}) {
  const id = useId();
  const [name, setName] = useState(account.name);
  const [phone, setPhone] = useState(account.phone);
  const [acceptsMarketing, setAcceptsMarketing] = useState(account.acceptsMarketing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    if (!name.trim()) {
      setErrors({ name: 'Enter your name' });
      return;
    }
    setErrors({});
    setStatus('saving');
    try {
      onSaved(await accountApi.updateProfile({ name, phone, acceptsMarketing }));
      setStatus('saved');
    } catch (error) {
      const found = formErrorsOf(error, ['name', 'phone', 'acceptsMarketing']);
      setErrors(found.byField);
      setGeneral(found.general);
      setStatus('idle');
    }
  };

  const edited = () => status === 'saved' && setStatus('idle');

  return (
    <div className="sf-account__profile" id="profile">
      <h2>Profile</h2>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label="Profile"
        data-testid="account-profile"
      >
        <p className="sf-account__muted">
          Signed in as <strong>{account.email}</strong>
        </p>
        <FieldFrame id={`${id}-name`} label="Name" error={errors.name} optional={false}>
          <input
            id={`${id}-name`}
            value={name}
            autoComplete="name"
            onChange={(e) => (setName(e.target.value), edited())}
            {...controlAria(`${id}-name`, errors.name, false)}
          />
        </FieldFrame>
        <FieldFrame id={`${id}-phone`} label="Phone" error={errors.phone} optional>
          <input
            id={`${id}-phone`}
            type="tel"
            value={phone}
            autoComplete="tel"
            onChange={(e) => (setPhone(e.target.value), edited())}
            {...controlAria(`${id}-phone`, errors.phone, true)}
          />
        </FieldFrame>
        <label className="sf-account__check">
          <input
            type="checkbox"
            checked={acceptsMarketing}
            onChange={(e) => (setAcceptsMarketing(e.target.checked), edited())}
            data-testid="account-marketing"
          />
          Email me news and offers
        </label>
        {general ? (
          <p className="sf-account__error" role="alert">
            {general}
          </p>
        ) : null}
        <div className="sf-account__actions">
          <button
            type="submit"
            className="sf-button sf-account__button"
            disabled={status === 'saving'}
          >
            {status === 'saving' ? 'Saving…' : 'Save profile'}
          </button>
          <span role="status" className="sf-account__muted">
            {status === 'saved' ? 'Saved' : ''}
          </span>
        </div>
      </form>
    </div>
  );
}
