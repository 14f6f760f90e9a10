/**
 * Pure pieces of the "Card payments" card (Stripe): the keys form's values into the connect
 * body and its field paths, the badge of a connection's mode, how the account and the secret
 * are shown, the toast after connecting, and the providers list with one provider's answer.
 */
import {
  paymentProviderLabels,
  type ConnectPaymentProviderBody,
  type PaymentProviderDto,
  type PaymentProviderId,
  type PaymentProvidersReply,
  type ProviderMode,
} from '../../../shared';
import type { BadgeWord, ToFieldPath } from '../../kit';

/** The keys form: what the merchant pastes from Stripe's dashboard. */
export interface StripeKeysValues {
  secretKey: string;
  publishableKey: string;
}

export const emptyStripeKeys: StripeKeysValues = { secretKey: '', publishableKey: '' };

/** The connect body of the form's values (a pasted key's stray spaces trimmed). */
export function toConnectStripeBody(
  values: StripeKeysValues,
  storeId: string,
): ConnectPaymentProviderBody {
  return {
    storeId,
    provider: 'stripe',
    secretKey: values.secretKey.trim(),
    publishableKey: values.publishableKey.trim(),
  };
}

/** The form shows the two keys' messages under them; any other path goes to its banner. */
export const stripeFieldPath: ToFieldPath = (path) =>
  path === 'secretKey' || path === 'publishableKey' ? path : null;

/** The card's badge: the connection's mode, clearly test or live. */
export const modeBadges: Record<ProviderMode, BadgeWord> = {
  test: { label: 'Test mode', tone: 'warning' },
  live: { label: 'Live', tone: 'success' },
};

export const notConnectedBadge: BadgeWord = { label: 'Not connected', tone: 'neutral' };

/** The badge of a provider's state. */
export function connectionBadge(provider: PaymentProviderDto): BadgeWord {
  return provider.connected && provider.mode ? modeBadges[provider.mode] : notConnectedBadge;
}

/** A secret shown by its last 4 characters only: `•••• 1234`. */
export const maskedSecret = (last4: string): string => `•••• ${last4}`;

/** The account as the merchant knows it: its name, else its id. */
export function accountLabel(provider: PaymentProviderDto): string {
  return provider.accountName ?? provider.accountId ?? `your ${provider.label} account`;
}

/** The toast once connected: "Stripe connected (test mode)". */
export function connectedMessage(provider: PaymentProviderDto): string {
  return provider.mode
    ? `${provider.label} connected (${provider.mode} mode)`
    : `${provider.label} connected`;
}

/** A provider that is not connected, as the server lists one. */
export function notConnected(provider: PaymentProviderId): PaymentProviderDto {
  return {
    provider,
    label: paymentProviderLabels[provider],
    connected: false,
    mode: null,
    accountId: null,
    accountName: null,
    publishableKey: null,
    secretKeyLast4: null,
    webhookUrl: null,
    connectedAt: null,
  };
}

/** One provider of the list; not connected when the list leaves it out. */
export function providerOf(
  reply: PaymentProvidersReply,
  id: PaymentProviderId,
): PaymentProviderDto {
  return reply.providers.find((p) => p.provider === id) ?? notConnected(id);
}

/** The list with `changed` in place of its provider's entry (added when it had none). */
export function withProvider(
  reply: PaymentProvidersReply,
  changed: PaymentProviderDto,
): PaymentProvidersReply {
  const has = reply.providers.some((p) => p.provider === changed.provider);
  return {
    providers: has
      ? reply.providers.map((p) => (p.provider === changed.provider ? changed : p))
      : [...reply.providers, changed],
  };
}
