/**
 * The newsletter links of a store's emails (double opt-in): `/newsletter/confirm` confirms a
 * signup, `/newsletter/unsubscribe` ends a subscription. Opening the link changes nothing
 * (mail scanners open links too): the shopper presses the button, which sends the customer
 * and token the link carries (`endpointRefs.newsletter.confirm` / `.unsubscribe`). States:
 * ready, sending, done (what changed, for which email), error (the server's words: a link
 * not valid any more; a retry message otherwise). Its own chunk: few shoppers come here.
 */
import { useState } from 'react';
import { ApiError, callEndpoint, endpointRefs, fetchTransport } from '../../shared';
import { useStorefront } from '../context/storefront-context';
import type { NewsletterAction } from './match-route';

type Status =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'done'; email: string }
  /** `final`: the link itself was refused (pressing again cannot help). */
  | { kind: 'error'; message: string; final: boolean };

const words = {
  confirm: {
    title: 'Confirm your subscription',
    lead: (store: string) => `Press the button to get ${store}'s emails: new arrivals and offers.`,
    button: 'Confirm subscription',
    sending: 'Confirming…',
    done: (email: string) => `Thank you! ${email} is subscribed.`,
  },
  unsubscribe: {
    title: 'Unsubscribe',
    lead: (store: string) => `Press the button to stop getting ${store}'s marketing emails.`,
    button: 'Unsubscribe',
    sending: 'Unsubscribing…',
    done: (email: string) => `${email} is unsubscribed. You will get no more marketing emails.`,
  },
} as const;

function errorStatus(error: unknown): Status {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) {
    const message = error.details.find((d) => d.field === 'token')?.message ?? error.error;
    return { kind: 'error', message, final: error.status !== 429 };
  }
  return {
    kind: 'error',
    message: 'Something went wrong on our side. Please try again in a moment.',
    final: false,
  };
}

export default function NewsletterScreen({
  action,
  customerId,
  token,
}: {
  action: NewsletterAction;
  customerId: string;
  token: string;
}) {
  const { store, viewMode } = useStorefront();
  const [status, setStatus] = useState<Status>({ kind: 'ready' });
  const text = words[action];

  const send = async () => {
    if (viewMode === 'builder') return;
    setStatus({ kind: 'sending' });
    try {
      const reply = await callEndpoint(fetchTransport, endpointRefs.newsletter[action], {
        body: { storeId: store.storeId, customerId, token },
      });
      setStatus({ kind: 'done', email: reply.email });
    } catch (error) {
      setStatus(errorStatus(error));
    }
  };

  return (
    <section className="sf-container sf-newsletter-page" data-testid="newsletter-page">
      <h1>{text.title}</h1>
      {!customerId ? (
        <p role="alert">
          This link is not complete. Open it again from the email, or sign up again from the store.
        </p>
      ) : status.kind === 'done' ? (
        <p role="status">{text.done(status.email)}</p>
      ) : status.kind === 'error' && status.final ? (
        <p className="sf-newsletter__error" role="alert">
          {status.message}
        </p>
      ) : (
        <>
          <p>{text.lead(store.name)}</p>
          <button
            type="button"
            className="sf-button sf-newsletter__button"
            disabled={status.kind === 'sending'}
            onClick={() => void send()}
          >
            {status.kind === 'sending' ? text.sending : text.button}
          </button>
          {status.kind === 'error' ? (
            <p className="sf-newsletter__error" role="alert">
              {status.message}
            </p>
          ) : null}
        </>
      )}
      <p>
        <a href="/">Back to the store</a>
      </p>
    </section>
  );
}
