/**
 * The links of a store's emails that change a choice: `/newsletter/confirm` confirms a
 * newsletter signup (double opt-in), `/newsletter/unsubscribe` ends a subscription,
 * `/checkout/stop-reminders` stops an abandoned checkout's reminders. Opening the link changes
 * nothing (mail scanners open links too): the shopper presses the button, which sends the id
 * and token the link carries (`endpointRefs.newsletter.confirm` / `.unsubscribe`,
 * `endpointRefs.checkouts.unsubscribe`). States: ready, sending, done (what changed, for which
 * email), error (the server's words: a link not valid any more; a retry message otherwise).
 * Its own chunk: few shoppers come here.
 */
import { useState } from 'react';
import { ApiError, callEndpoint, endpointRefs, fetchTransport } from '../../shared';
import { useStorefront } from '../context/storefront-context';
import type { EmailLinkAction } from './match-route';

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
  'stop-reminders': {
    title: 'Unsubscribe',
    lead: (store: string) =>
      `Press the button to stop getting ${store}'s reminders about carts left at checkout.`,
    button: 'Unsubscribe',
    sending: 'Unsubscribing…',
    done: (email: string) => `${email} will get no more cart reminders from this store.`,
  },
} as const;

/** Sends the link's id and token to its action's endpoint; answers the email it was for. */
async function sendLink(
  action: EmailLinkAction,
  storeId: string,
  id: string,
  token: string,
): Promise<{ email: string }> {
  if (action === 'stop-reminders') {
    return callEndpoint(fetchTransport, endpointRefs.checkouts.unsubscribe, {
      body: { storeId, checkoutId: id, token },
    });
  }
  return callEndpoint(fetchTransport, endpointRefs.newsletter[action], {
    body: { storeId, customerId: id, token },
  });
}

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

export default function EmailLinkScreen({
  action,
  id,
  token,
}: {
  action: EmailLinkAction;
  id: string;
  token: string;
}) {
  const { store, viewMode } = useStorefront();
  const [status, setStatus] = useState<Status>({ kind: 'ready' });
  const text = words[action];

  const send = async () => {
    if (viewMode === 'builder') return;
    setStatus({ kind: 'sending' });
    try {
      const reply = await sendLink(action, store.storeId, id, token);
      setStatus({ kind: 'done', email: reply.email });
    } catch (error) {
      setStatus(errorStatus(error));
    }
  };

  return (
    <section className="sf-container sf-newsletter-page" data-testid="newsletter-page">
      <h1>{text.title}</h1>
      {!id ? (
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
