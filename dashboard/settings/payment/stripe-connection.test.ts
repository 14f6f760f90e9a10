import { describe, expect, it } from 'vitest';
import { connectPaymentProviderBodySchema, type PaymentProviderDto } from '../../../shared';
import {
  accountLabel,
  connectedMessage,
  connectionBadge,
  emptyStripeKeys,
  maskedSecret,
  notConnected,
  providerOf,
  stripeFieldPath,
  toConnectStripeBody,
  withProvider,
} from './stripe-connection';

const storeId = '0b9f3a52-6f0e-4c51-9a3b-7d2f8e1c4a10';
const connected: PaymentProviderDto = {
  provider: 'stripe',
  label: 'Stripe',
  connected: true,
  mode: 'test',
  accountId: 'acct_1Abc',
  accountName: 'Lamp Shop',
  publishableKey: 'pk_test_abcdefgh1234',
  secretKeyLast4: 'wxyz',
  webhookUrl: 'http://lamp.localhost/api/storefront/payments/stripe/webhook/x',
  connectedAt: '2025-05-01T10:00:00.000Z',
};

/** Where the client shows the shared schema's messages for `values`: `{ field: message }`. */
function clientErrors(values: { secretKey: string; publishableKey: string }) {
  const parsed = connectPaymentProviderBodySchema.safeParse(toConnectStripeBody(values, storeId));
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((i) => [stripeFieldPath(i.path.join('.')) ?? 'banner', i.message]),
  );
}

describe('the Stripe keys form', () => {
  it('sends the pasted keys trimmed, for Stripe and the store', () => {
    const body = toConnectStripeBody(
      { secretKey: ' sk_test_abcdefgh1234\n', publishableKey: 'pk_test_abcdefgh1234 ' },
      storeId,
    );
    expect(body).toEqual({
      storeId,
      provider: 'stripe',
      secretKey: 'sk_test_abcdefgh1234',
      publishableKey: 'pk_test_abcdefgh1234',
    });
    expect(connectPaymentProviderBodySchema.safeParse(body).success).toBe(true);
  });

  it('shows the shared schema’s message under each empty key', () => {
    expect(clientErrors(emptyStripeKeys)).toEqual({
      secretKey: expect.stringMatching(/^Paste a secret or restricted key/),
      publishableKey: expect.stringMatching(/^Paste the publishable key/),
    });
  });

  it('shows keys of different modes under the publishable key', () => {
    expect(
      clientErrors({ secretKey: 'sk_test_abcdefgh1234', publishableKey: 'pk_live_abcdefgh1234' }),
    ).toEqual({
      publishableKey: expect.stringMatching(/live key but the secret key is a test key/),
    });
  });

  it('puts the server’s key messages under their fields and anything else in the banner', () => {
    expect(stripeFieldPath('secretKey')).toBe('secretKey');
    expect(stripeFieldPath('publishableKey')).toBe('publishableKey');
    expect(stripeFieldPath('provider')).toBeNull();
    expect(stripeFieldPath('storeId')).toBeNull();
  });
});

describe('a Stripe connection as the card shows it', () => {
  it('badges test mode, live, or not connected', () => {
    expect(connectionBadge(connected)).toEqual({ label: 'Test mode', tone: 'warning' });
    expect(connectionBadge({ ...connected, mode: 'live' })).toEqual({
      label: 'Live',
      tone: 'success',
    });
    expect(connectionBadge(notConnected('stripe'))).toEqual({
      label: 'Not connected',
      tone: 'neutral',
    });
  });

  it('shows the secret by its last 4 characters only', () => {
    expect(maskedSecret('wxyz')).toBe('•••• wxyz');
  });

  it('names the account by its name, else its id', () => {
    expect(accountLabel(connected)).toBe('Lamp Shop');
    expect(accountLabel({ ...connected, accountName: null })).toBe('acct_1Abc');
  });

  it('says which mode it connected in', () => {
    expect(connectedMessage(connected)).toBe('Stripe connected (test mode)');
    expect(connectedMessage({ ...connected, mode: 'live' })).toBe('Stripe connected (live mode)');
  });
});

describe('the providers list', () => {
  it('replaces the changed provider, or adds it', () => {
    const before = { providers: [notConnected('stripe')] };
    expect(withProvider(before, connected)).toEqual({ providers: [connected] });
    expect(withProvider({ providers: [] }, connected)).toEqual({ providers: [connected] });
  });

  it('reads a provider it leaves out as not connected', () => {
    expect(providerOf({ providers: [] }, 'stripe')).toEqual(notConnected('stripe'));
    expect(providerOf({ providers: [connected] }, 'stripe')).toBe(connected);
  });
});
