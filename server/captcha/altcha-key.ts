/**
 * The secret that signs ALTCHA challenges: `ALTCHA_HMAC_KEY` when set, otherwise a random key
 * generated once and kept at `DATA_DIR/secrets/altcha-hmac.key` (mode 0600), so restarts and
 * several processes sharing the data directory accept each other's challenges.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Shortest key accepted from the file (a generated one has 64 hex characters). */
const MIN_KEY_LENGTH = 32;

/** Where the generated key lives under `dataDir`. */
export function altchaKeyPath(dataDir: string): string {
  return join(dataDir, 'secrets', 'altcha-hmac.key');
}

/** The configured key, or the one stored under `dataDir` (created on first use). */
export function loadAltchaHmacKey(config: {
  altchaHmacKey: string | undefined;
  dataDir: string;
}): string {
  if (config.altchaHmacKey) return config.altchaHmacKey;
  const path = altchaKeyPath(config.dataDir);
  const existing = readKey(path);
  if (existing !== undefined) return existing;

  mkdirSync(join(config.dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  // Written whole to a private temp file, then linked into place: `link` fails when another
  // process got there first, and a reader never sees a half-written key.
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(temp, 0o600); // the umask may have narrowed the mode, never widened it: be exact
  try {
    linkSync(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temp, { force: true });
  }
  const key = readKey(path);
  if (key === undefined) throw new Error(`ALTCHA key file ${path} could not be created`);
  return key;
}

function readKey(path: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = text.trim();
  if (key.length < MIN_KEY_LENGTH) {
    throw new Error(
      `ALTCHA key file ${path} holds no usable key (under ${MIN_KEY_LENGTH} characters): delete it to generate a new one, or set ALTCHA_HMAC_KEY`,
    );
  }
  return key;
}
