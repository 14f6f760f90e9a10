/**
 * A secret the server keeps under `DATA_DIR/secrets/` when it is not configured: generated
 * once (random), then read by every restart and every process sharing the data directory.
 * Used for the captcha's HMAC key and the payment secrets' encryption key.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface DataDirKey {
  dataDir: string;
  /** The file's name under `DATA_DIR/secrets/`. */
  file: string;
  /** What the key is for, and the variable that sets it instead (for messages). */
  label: string;
  envName: string;
  /** Shortest text accepted from the file. */
  minLength: number;
  /** A new key's text. Default: 32 random bytes in hex. */
  generate?: () => string;
}

/** Where the generated key lives under `dataDir`. */
export const dataDirKeyPath = (dataDir: string, file: string) => join(dataDir, 'secrets', file);

/** The key stored under the data directory, created on first use. */
export function loadDataDirKey(key: DataDirKey): string {
  const path = dataDirKeyPath(key.dataDir, key.file);
  const existing = readKey(path, key);
  if (existing !== undefined) return existing;

  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  // Written whole to a private temp file, then linked into place: `link` fails when another
  // process got there first, and a reader never sees a half-written key.
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const text = key.generate?.() ?? randomBytes(32).toString('hex');
  writeFileSync(temp, `${text}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(temp, 0o600); // the umask may have narrowed the mode, never widened it: be exact
  try {
    linkSync(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temp, { force: true });
  }
  const made = readKey(path, key);
  if (made === undefined) throw new Error(`${key.label} file ${path} could not be created`);
  return made;
}

function readKey(path: string, key: DataDirKey): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const value = text.trim();
  if (value.length < key.minLength) {
    throw new Error(
      `${key.label} file ${path} holds no usable key (under ${key.minLength} characters): delete it to generate a new one, or set ${key.envName}`,
    );
  }
  return value;
}
