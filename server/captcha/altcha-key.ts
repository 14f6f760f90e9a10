/**
 * The secret that signs ALTCHA challenges: `ALTCHA_HMAC_KEY` when set, otherwise a random key
 * generated once and kept at `DATA_DIR/secrets/altcha-hmac.key` (mode 0600), so restarts and
 * several processes sharing the data directory accept each other's challenges.
 */
import { dataDirKeyPath, loadDataDirKey } from '../lib/data-dir-key';

const FILE = 'altcha-hmac.key';

/** Where the generated key lives under `dataDir`. */
export const altchaKeyPath = (dataDir: string): string => dataDirKeyPath(dataDir, FILE);

/** The configured key, or the one stored under `dataDir` (created on first use). */
export function loadAltchaHmacKey(config: {
  altchaHmacKey: string | undefined;
  dataDir: string;
}): string {
  if (config.altchaHmacKey) return config.altchaHmacKey;
  return loadDataDirKey({
    dataDir: config.dataDir,
    file: FILE,
    label: 'ALTCHA key',
    envName: 'ALTCHA_HMAC_KEY',
    minLength: 32,
  });
}
