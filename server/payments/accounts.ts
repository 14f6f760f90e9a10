/**
 * A store's connections to online payment providers (table `payment_accounts`): connect
 * (the keys checked against the provider, the store's webhook endpoint registered, both
 * secrets sealed), disconnect (the endpoint removed), the dashboard's view (never a secret:
 * the secret key's last 4 characters), and the keys for a call (opened from the seal).
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import {
  paymentProviderIds,
  paymentProviderLabels,
  type ConnectPaymentProviderBody,
  type PaymentProviderDto,
  type PaymentProviderId,
} from '../../shared';
import type { Db } from '../db/client';
import type { DbOrTx } from '../orders/pricing';
import { paymentAccounts, stores } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { storeLinkOrigin, type LinkConfig } from '../http/public-links';
import type { Payments } from './payments';
import { ProviderRefusal, ProviderUnavailable, type ProviderKeys } from './provider';
import { openSecret, sealSecret, sealedKeyId, type SealingKeys } from './sealed-secrets';

type AccountRow = typeof paymentAccounts.$inferSelect;

/** What a sealed column is bound to: its store, provider and column. */
const secretContext = (storeId: string, provider: string, column: 'secret' | 'webhook') =>
  `payment_accounts:${storeId}:${provider}:${column}`;

/**
 * Where a provider sends a store's events: on the store's own origin, the store and provider
 * in the path (the webhook route checks the event's metadata names the same store).
 */
export const webhookPath = (provider: PaymentProviderId, storeId: string) =>
  `/api/storefront/payments/${provider}/webhook/${storeId}`;

function toDto(provider: PaymentProviderId, row: AccountRow | undefined): PaymentProviderDto {
  return {
    provider,
    label: paymentProviderLabels[provider],
    connected: row !== undefined,
    mode: row?.mode ?? null,
    accountId: row?.accountId ?? null,
    accountName: row?.accountName || null,
    publishableKey: row?.publishableKey ?? null,
    secretKeyLast4: row?.secretLast4 ?? null,
    webhookUrl: row?.webhookUrl ?? null,
    connectedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Every provider, connected or not, for the store's payment settings. */
export async function listPaymentProviders(db: Db, storeId: string): Promise<PaymentProviderDto[]> {
  const rows = await db.select().from(paymentAccounts).where(eq(paymentAccounts.storeId, storeId));
  return paymentProviderIds.map((id) =>
    toDto(
      id,
      rows.find((r) => r.provider === id),
    ),
  );
}

/** The keys of a store's provider account, the secret opened from its seal. */
export function accountKeys(keys: SealingKeys, row: AccountRow): ProviderKeys {
  return {
    secretKey: openSecret(
      keys,
      row.secretSealed,
      secretContext(row.storeId, row.provider, 'secret'),
    ),
    publishableKey: row.publishableKey,
  };
}

/** The webhook's signing secret of a store's provider account, opened; null when none. */
export function webhookSecret(keys: SealingKeys, row: AccountRow): string | null {
  return row.webhookSecretSealed
    ? openSecret(keys, row.webhookSecretSealed, secretContext(row.storeId, row.provider, 'webhook'))
    : null;
}

/**
 * A provider's refusal as the 400 naming its field; unavailability as a 502 saying so (in
 * `words.unavailable` when given).
 */
export function providerHttpError(
  error: unknown,
  label: string,
  words: { unavailable?: string } = {},
): unknown {
  if (error instanceof ProviderRefusal) {
    return new HttpError(400, error.message, [{ field: error.field, message: error.message }]);
  }
  if (error instanceof ProviderUnavailable) {
    return new HttpError(
      502,
      words.unavailable ?? `${label} could not be reached: try again in a moment`,
    );
  }
  return error;
}

/** A store's account at `provider`, as stored; undefined when it is not connected. */
export async function findAccount(db: DbOrTx, storeId: string, provider: PaymentProviderId) {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.storeId, storeId), eq(paymentAccounts.provider, provider)));
  return row;
}

/**
 * Connects (or re-connects, e.g. from test to live keys) a provider: the keys are checked by
 * the provider first, so nothing is saved when it refuses them; a new webhook endpoint is
 * registered for the store's origin, the row written, then the previous endpoint removed.
 */
export async function connectPaymentProvider(
  db: Db,
  payments: Payments,
  links: LinkConfig,
  storeId: string,
  body: ConnectPaymentProviderBody,
  now: Date,
): Promise<PaymentProviderDto> {
  const provider = payments.providers[body.provider];
  const label = paymentProviderLabels[body.provider];
  const keys: ProviderKeys = { secretKey: body.secretKey, publishableKey: body.publishableKey };
  const [store] = await db
    .select({ subdomain: stores.subdomain, customDomain: stores.customDomain })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('Store not found', 'storeId', 'No such store');
  const previous = await findAccount(db, storeId, body.provider);
  const url = `${storeLinkOrigin(store, links)}${webhookPath(body.provider, storeId)}`;
  let account;
  let webhook;
  try {
    account = await provider.checkKeys(keys);
    webhook = await provider.createWebhook(keys, url);
  } catch (error) {
    throw providerHttpError(error, label);
  }
  const values = {
    storeId,
    provider: body.provider,
    mode: account.mode,
    accountId: account.accountId,
    accountName: account.accountName,
    publishableKey: body.publishableKey,
    secretSealed: sealSecret(
      payments.keys,
      body.secretKey,
      secretContext(storeId, body.provider, 'secret'),
    ),
    secretLast4: body.secretKey.slice(-4),
    webhookEndpointId: webhook.endpointId,
    webhookUrl: url,
    webhookSecretSealed: sealSecret(
      payments.keys,
      webhook.signingSecret,
      secretContext(storeId, body.provider, 'webhook'),
    ),
    updatedAt: now,
  };
  // The account, and cards at checkout through it, in one transaction.
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(paymentAccounts)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({
        target: [paymentAccounts.storeId, paymentAccounts.provider],
        set: values,
      })
      .returning();
    await tx
      .update(stores)
      .set({ cardProvider: body.provider, cardMode: account.mode, updatedAt: now })
      .where(eq(stores.id, storeId));
    return saved;
  });
  payments.webhookAccounts.delete(`${storeId}:${body.provider}`);
  if (previous?.webhookEndpointId && previous.webhookEndpointId !== webhook.endpointId) {
    // Best effort: the old key may be revoked already; its endpoint then fails to sign for
    // nothing, and the merchant can remove it in the provider's dashboard.
    await provider
      .deleteWebhook(accountKeys(payments.keys, previous), previous.webhookEndpointId)
      .catch(() => undefined);
  }
  return toDto(body.provider, row);
}

/**
 * Disconnects a provider: its webhook endpoint removed at the provider when it can be (a
 * revoked key cannot: disconnecting still goes ahead), then the row and its secrets deleted.
 */
export async function disconnectPaymentProvider(
  db: Db,
  payments: Payments,
  storeId: string,
  providerId: PaymentProviderId,
): Promise<PaymentProviderDto> {
  const row = await findAccount(db, storeId, providerId);
  if (!row) {
    throw new HttpError(409, `${paymentProviderLabels[providerId]} is not connected`, [
      { field: 'provider', message: `${paymentProviderLabels[providerId]} is not connected` },
    ]);
  }
  if (row.webhookEndpointId) {
    await payments.providers[providerId]
      .deleteWebhook(accountKeys(payments.keys, row), row.webhookEndpointId)
      .catch(() => undefined);
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(paymentAccounts)
      .where(and(eq(paymentAccounts.storeId, storeId), eq(paymentAccounts.provider, providerId)));
    // No cards at checkout through it any more.
    await tx
      .update(stores)
      .set({ cardProvider: null, cardMode: null })
      .where(and(eq(stores.id, storeId), eq(stores.cardProvider, providerId)));
  });
  payments.webhookAccounts.delete(`${storeId}:${providerId}`);
  return toDto(providerId, undefined);
}

/**
 * For a store about to be deleted: read now (its rows go with the store), answers what removes
 * its webhook endpoints at its providers afterwards — best effort: a provider that cannot be
 * reached keeps an endpoint whose deliveries then find no store (404).
 */
export async function storeProviderCleanup(
  db: Db,
  payments: Payments,
  storeId: string,
): Promise<() => Promise<void>> {
  const rows = await db.select().from(paymentAccounts).where(eq(paymentAccounts.storeId, storeId));
  return async () => {
    await Promise.all(
      rows.map(async (row) => {
        payments.webhookAccounts.delete(`${storeId}:${row.provider}`);
        if (!row.webhookEndpointId) return;
        await payments.providers[row.provider]
          .deleteWebhook(accountKeys(payments.keys, row), row.webhookEndpointId)
          .catch(() => undefined);
      }),
    );
  };
}

/**
 * After a key rotation (PAYMENTS_ENCRYPTION_KEY_PREVIOUS set): every secret still sealed with
 * another key is sealed again with the current one. Returns how many rows changed.
 */
export async function resealPaymentSecrets(db: Db, keys: SealingKeys): Promise<number> {
  const current = keys.current.id;
  const rows = await db
    .select()
    .from(paymentAccounts)
    .where(
      or(
        sql`split_part(${paymentAccounts.secretSealed}, '.', 2) <> ${current}`,
        and(
          sql`${paymentAccounts.webhookSecretSealed} is not null`,
          ne(sql`split_part(${paymentAccounts.webhookSecretSealed}, '.', 2)`, current),
        ),
      ),
    );
  for (const row of rows) {
    const reseal = (sealed: string, column: 'secret' | 'webhook') => {
      const context = secretContext(row.storeId, row.provider, column);
      return sealedKeyId(sealed) === current
        ? sealed
        : sealSecret(keys, openSecret(keys, sealed, context), context);
    };
    await db
      .update(paymentAccounts)
      .set({
        secretSealed: reseal(row.secretSealed, 'secret'),
        webhookSecretSealed: row.webhookSecretSealed
          ? reseal(row.webhookSecretSealed, 'webhook')
          : null,
      })
      .where(
        and(eq(paymentAccounts.storeId, row.storeId), eq(paymentAccounts.provider, row.provider)),
      );
  }
  return rows.length;
}
