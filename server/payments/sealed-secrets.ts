/**
 * Payment secrets at rest (a provider's secret key, a webhook's signing secret): AES-256-GCM
 * with a random 96-bit IV per value, authenticated with the row it belongs to (`context`:
 * store, provider and column), so a sealed value copied into another store's row does not
 * open. The stored text names the key that sealed it:
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts; the key id is 8 hex characters of
 * a hash of the key, never the key).
 *
 * The key: `PAYMENTS_ENCRYPTION_KEY` (32 bytes as 64 hex characters), else one
 * generated under `DATA_DIR/secrets/payments.key` on first start (one process; `npm run
 * cluster` requires the variable). Rotation: set the new key and the old one as
 * `PAYMENTS_ENCRYPTION_KEY_PREVIOUS`; values sealed with the old key still open, and the
 * server re-seals them with the new one at start (`resealPaymentSecrets`), after which the
 * previous key may be dropped.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { loadDataDirKey } from '../lib/data-dir-key';

const VERSION = 'v1';

export interface SealingKey {
  id: string;
  bytes: Buffer;
}

export interface SealingKeys {
  current: SealingKey;
  previous?: SealingKey;
}

/** 32 bytes from 64 hex characters; undefined otherwise. */
function parseSealingKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  return /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : undefined;
}

const keyOf = (bytes: Buffer): SealingKey => ({
  id: createHash('sha256').update('payments-key-id:').update(bytes).digest('hex').slice(0, 8),
  bytes,
});

/** The configured keys, or the generated one under `dataDir`. */
export function loadSealingKeys(
  config: { encryptionKey: string | undefined; encryptionKeyPrevious: string | undefined },
  dataDir: string,
): SealingKeys {
  const text =
    config.encryptionKey ??
    loadDataDirKey({
      dataDir,
      file: 'payments.key',
      label: 'Payments encryption key',
      envName: 'PAYMENTS_ENCRYPTION_KEY',
      minLength: 64,
    });
  const current = parseSealingKey(text);
  if (!current) throw new Error('PAYMENTS_ENCRYPTION_KEY must be 32 bytes: 64 hex characters');
  const previous = config.encryptionKeyPrevious
    ? parseSealingKey(config.encryptionKeyPrevious)
    : undefined;
  return { current: keyOf(current), ...(previous ? { previous: keyOf(previous) } : {}) };
}

const b64 = (b: Buffer) => b.toString('base64url');

/** `plaintext` sealed with the current key, bound to `context`. */
export function sealSecret(keys: SealingKeys, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.current.bytes, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, keys.current.id, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
}

/** The key id a sealed value names (re-sealing finds the old ones by it). */
export const sealedKeyId = (sealed: string): string | undefined => sealed.split('.')[1];

/**
 * The plaintext of `sealed`, opened with whichever configured key sealed it; throws when no
 * configured key did, or when the value or its context was tampered with.
 */
export function openSecret(keys: SealingKeys, sealed: string, context: string): string {
  const [version, keyId, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !keyId || !iv || !tag || body === undefined) {
    throw new Error('not a sealed payment secret');
  }
  const key = [keys.current, keys.previous].find((k) => k?.id === keyId);
  if (!key) {
    throw new Error(
      `a payment secret was sealed with key ${keyId}, which is not configured (PAYMENTS_ENCRYPTION_KEY, PAYMENTS_ENCRYPTION_KEY_PREVIOUS)`,
    );
  }
  const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
