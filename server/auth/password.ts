/**
 * Password hashing with Node's scrypt (memory-hard), self-describing so parameters can
 * change later: `scrypt$N$r$p$salt$hash`, base64url parts, compared in constant time.
 * New hashes use N=2^17, r=8, p=1 (OWASP's minimum; 128 MiB and about half a second each);
 * a hash made with less is redone at the next successful login (`needsRehash`).
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** log2(N) of new hashes unless configured otherwise (PASSWORD_HASH_LOG_N). */
export const DEFAULT_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
/** scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below 2^17. */
const maxmemFor = (n: number, r: number) => 256 * n * r + 1024 * 1024;

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Hashes `password` with a fresh random salt at cost 2^`logN`. */
export async function hashPassword(password: string, logN = DEFAULT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** logN;
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
    N,
    r: R,
    p: P,
    maxmem: maxmemFor(N, R),
  });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, saltText, keyText] = stored.split('$');
  if (alg !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const key = await scrypt(
    password.normalize('NFKC'),
    Buffer.from(saltText, 'base64url'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: maxmemFor(Number(n), Number(r)),
    },
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when `stored` was made with less work than a new hash at 2^`logN` would take. */
export function needsRehash(stored: string, logN = DEFAULT_LOG_N): boolean {
  const [alg, n, r, p] = stored.split('$');
  if (alg !== 'scrypt') return true;
  return Number(n) < 2 ** logN || Number(r) < R || Number(p) < P;
}

const decoys = new Map<number, Promise<string>>();
/** A hash to verify against when the email is unknown, so both paths cost the same. */
export function decoyHash(logN = DEFAULT_LOG_N): Promise<string> {
  let decoy = decoys.get(logN);
  if (!decoy) decoys.set(logN, (decoy = hashPassword('decoy-password-never-matches', logN)));
  return decoy;
}
