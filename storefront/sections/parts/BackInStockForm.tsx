/**
 * "Email me when available" under a sold-out product's buttons (or its sold-out variation's):
 * an email field and a button that asks the store to write once it is back
 * (`endpointRefs.stockAlerts.subscribe`). States: ready, sending, done ("We'll email …"), an
 * error under the field (the server's words, or a retry message). Nothing in the builder.
 */
import { useId, useState } from 'react';
import { ApiError, callEndpoint, endpointRefs, fetchTransport } from '../../../shared';
import { useStorefront } from '../../context/storefront-context';

export function BackInStockForm({
  productId,
  variationId,
}: {
  productId: string;
  variationId: string | null;
}) {
  const { store, viewMode } = useStorefront();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'ready' | 'sending' | 'done'>('ready');
  const [error, setError] = useState<string | null>(null);
  if (viewMode === 'builder') return null;
  if (state === 'done') {
    return (
      <p className="sf-restock__done" role="status" data-testid="restock-done">
        Thanks! We&apos;ll email {email.trim()} once it&apos;s back in stock.
      </p>
    );
  }
  const send = async () => {
    if (!email.trim()) {
      setError('Enter your email');
      return;
    }
    setState('sending');
    setError(null);
    try {
      await callEndpoint(fetchTransport, endpointRefs.stockAlerts.subscribe, {
        body: { storeId: store.storeId, productId, variationId, email },
      });
      setState('done');
    } catch (failure) {
      setState('ready');
      setError(
        failure instanceof ApiError && failure.status !== undefined && failure.status < 500
          ? (failure.details[0]?.message ?? failure.error)
          : 'Something went wrong. Please try again.',
      );
    }
  };
  return (
    <form
      className="sf-restock"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      data-testid="restock-form"
    >
      <label htmlFor={id} className="sf-restock__label">
        Sold out. Get an email when it&apos;s back:
      </label>
      <div className="sf-restock__row">
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className="sf-restock__input"
        />
        <button type="submit" className="sf-btn sf-restock__button" disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending…' : 'Email me when available'}
        </button>
      </div>
      {error ? (
        <p className="sf-restock__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
