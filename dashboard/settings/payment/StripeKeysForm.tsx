/**
 * The Stripe keys form of the "Card payments" card: the secret (or restricted) key and the
 * publishable key, checked by the shared connect schema first (the server's messages), then by
 * Stripe itself through the server ("Checking keys…"); a refusal shows under the key it names,
 * anything else (Stripe unreachable) in a banner. Cancel only when replacing keys.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import { connectPaymentProviderBodySchema, type PaymentProviderDto } from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import {
  applyServerErrors,
  Banner,
  bindFields,
  CancelButton,
  schemaResolver,
  SubmitButton,
  TextField,
} from '../../kit';
import { settingsApi } from '../settings-api';
import {
  emptyStripeKeys,
  stripeFieldPath,
  toConnectStripeBody,
  type StripeKeysValues,
} from './stripe-connection';

/** Password managers offer to save a password field's value: a key is not the merchant's password. */
const notAPassword = { 'data-1p-ignore': true, 'data-lpignore': 'true', 'data-bwignore': true };

export interface StripeKeysFormProps {
  storeId: string;
  onConnected: (provider: PaymentProviderDto) => void;
  /** Replacing keys: a Cancel button, and the secret key field focused on opening. */
  onCancel?: () => void;
}

export function StripeKeysForm({ storeId, onConnected, onCancel }: StripeKeysFormProps) {
  const formId = useId();
  /** What both key fields are: pasted, never corrected or remembered, tied to this form. */
  const keyInput = {
    required: true,
    form: formId,
    autoComplete: 'off',
    autoCapitalize: 'none',
    autoCorrect: 'off',
    spellCheck: false,
    maxLength: 300,
  } as const;
  const [failure, setFailure] = useState<string | null>(null);
  const toBody = useCallback((v: StripeKeysValues) => toConnectStripeBody(v, storeId), [storeId]);
  const resolver = useMemo(
    () =>
      schemaResolver<StripeKeysValues>(
        connectPaymentProviderBodySchema,
        toBody,
        () => stripeFieldPath,
      ),
    [toBody],
  );
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<StripeKeysValues>({ defaultValues: emptyStripeKeys, resolver });
  const field = bindFields(register, errors);
  const connect = useMutation({
    mutationFn: (values: StripeKeysValues) => settingsApi.connectPaymentProvider(toBody(values)),
    onSuccess: (connected) => {
      setFailure(null);
      onConnected(connected);
    },
    onError: (error) => {
      const info = readApiError(error);
      const unshown = applyServerErrors(info, setError, stripeFieldPath);
      const noField = Object.keys(info.fieldErrors).length === 0;
      setFailure(noField ? info.message : unshown.length ? unshown.join(' ') : null);
    },
  });

  const replacing = onCancel !== undefined;
  useEffect(() => {
    if (replacing) setFocus('secretKey');
  }, [replacing, setFocus]);

  // The card sits inside the payment settings' own <form> (saved by the save bar), and forms
  // do not nest: this form's element lives outside it, in <body>, its fields and button tied
  // to it by `form`. React still bubbles its submit to the settings form: stopped here.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    setFailure(null);
    void handleSubmit((values) => connect.mutate(values))(event);
  };
  const rootError = errors.root?.message;

  return (
    <div className="settings-card-body" data-testid="stripe-keys-form">
      {createPortal(
        <form id={formId} noValidate onSubmit={onSubmit} data-testid="stripe-keys-form-element" />,
        document.body,
      )}
      {failure || rootError ? (
        <Banner
          tone="critical"
          title={replacing ? 'The keys were not replaced' : 'Stripe was not connected'}
          data-testid="stripe-connect-error"
        >
          <p>{failure ?? rootError}</p>
        </Banner>
      ) : null}
      <TextField
        label="Secret key"
        type="password"
        {...keyInput}
        hint="From Stripe's dashboard: Developers → API keys. A restricted key (rk_…) works if it may read the account and manage webhook endpoints."
        data-testid="stripe-secret-key-input"
        {...notAPassword}
        {...field('secretKey')}
      />
      <TextField
        label="Publishable key"
        {...keyInput}
        hint="Starts with pk_test_ or pk_live_: from the same page, in the same mode as the secret key."
        data-testid="stripe-publishable-key-input"
        {...field('publishableKey')}
      />
      <div className="card-payments-actions">
        <SubmitButton
          form={formId}
          pending={connect.isPending}
          pendingLabel="Checking keys…"
          className="button button-secondary"
          data-testid="stripe-connect"
        >
          Connect Stripe
        </SubmitButton>
        {onCancel ? (
          <CancelButton
            onCancel={onCancel}
            pending={connect.isPending}
            data-testid="stripe-replace-cancel"
          />
        ) : null}
        <p className="card-payments-note" role="status">
          {connect.isPending
            ? 'Stripe is checking your keys…'
            : 'Saved at once, as soon as Stripe accepts them.'}
        </p>
      </div>
    </div>
  );
}
