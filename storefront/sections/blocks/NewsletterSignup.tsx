/**
 * The footer's newsletter signup block: an email field and a button. Sent to the store
 * (`endpointRefs.newsletter.signup`), it always answers the same "check your inbox" (nobody
 * learns who is subscribed); the shopper is subscribed only once they confirm from the email
 * (double opt-in, `NewsletterPage`). States: idle, sending (the button says so and waits),
 * sent (the block's message, announced), error (the server's words for the field, else a
 * retry message; nothing typed is lost). A hidden `website` field catches form-filling bots.
 * In the builder it renders but never sends.
 */
import { useId, useState, type FormEvent } from 'react';
import { ApiError, callEndpoint, endpointRefs, fetchTransport, type Block } from '../../../shared';
import { useStorefront } from '../../context/storefront-context';

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's words for the email field, else its error, else a retry message. */
function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429)
      return 'Too many tries from here. Please wait a minute and try again.';
    const field = error.details.find((d) => d.field === 'email');
    if (field) return field.message;
    if (error.status !== undefined && error.status < 500) return error.error;
  }
  return 'We could not sign you up just now. Please try again.';
}

export function NewsletterSignup({ block }: { block: Block }) {
  const { store, viewMode } = useStorefront();
  const id = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const props = block.props as Record<string, string>;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (viewMode === 'builder' || status.kind === 'sending') return;
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setStatus({ kind: 'error', message: 'Enter an email address such as name@example.com.' });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await callEndpoint(fetchTransport, endpointRefs.newsletter.signup, {
        body: { storeId: store.storeId, email: value, ...(website ? { website } : {}) },
      });
      setEmail('');
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'error', message: errorMessage(error) });
    }
  };

  const sending = status.kind === 'sending';
  const errorId = `${id}-error`;
  return (
    <form
      className="sf-newsletter"
      data-block-id={block.id}
      data-block-type={block.type}
      aria-labelledby={props.heading ? `${id}-heading` : undefined}
      aria-label={props.heading ? undefined : 'Newsletter signup'}
      noValidate
      onSubmit={onSubmit}
    >
      {props.heading ? (
        <h2 id={`${id}-heading`} className="sf-footer__heading">
          {props.heading}
        </h2>
      ) : null}
      {props.text ? <p className="sf-newsletter__text">{props.text}</p> : null}
      <div className="sf-newsletter__row">
        <label htmlFor={`${id}-email`} className="sf-visually-hidden">
          Email address
        </label>
        <input
          id={`${id}-email`}
          className="sf-newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          placeholder={props.placeholder}
          value={email}
          aria-invalid={status.kind === 'error' ? true : undefined}
          aria-describedby={status.kind === 'error' ? errorId : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            if (status.kind === 'error' || status.kind === 'sent') setStatus({ kind: 'idle' });
          }}
        />
        {/* For bots only: people never see or fill it. */}
        <input
          className="sf-newsletter__trap"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
        />
        <button
          type="submit"
          className="sf-button sf-newsletter__button"
          disabled={sending}
          aria-disabled={sending}
        >
          {sending ? 'Subscribing…' : props.buttonLabel || 'Subscribe'}
        </button>
      </div>
      <p className="sf-newsletter__status" role="status" aria-live="polite">
        {status.kind === 'sent' ? props.successText : ''}
      </p>
      {status.kind === 'error' ? (
        <p id={errorId} className="sf-newsletter__error" role="alert">
          {status.message}
        </p>
      ) : null}
      {props.note ? <p className="sf-newsletter__note">{props.note}</p> : null}
    </form>
  );
}
