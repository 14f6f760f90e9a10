/**
 * The self-hosted captcha (ALTCHA proof-of-work, protocol v2): signed challenges the widget
 * solves in the browser, and the check of a solved payload (signature, expiry, solution).
 * Owns: challenge parameters and payload parsing. Not: single use (see verify.ts).
 */
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

/** PBKDF2 runs on WebCrypto in every browser the widget supports. */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/**
 * PBKDF2 iterations per attempt, and the range the secret counter is drawn from: the widget
 * tries counters from 0 upwards, so the counter is the number of attempts. Chosen so a phone
 * solves in well under a second (about 0.1-0.2 s headless on a 2-core desktop) while a bot
 * still pays a few hundred milliseconds of CPU per message.
 */
export const ALTCHA_COST = 100;
export const ALTCHA_COUNTER = { min: 500, max: 1500 } as const;
/** How long a challenge (and so its solution) stays valid. */
export const ALTCHA_TTL_MS = 5 * 60_000;

/** The two HMAC secrets altcha-lib uses, both derived from the one configured key. */
export interface AltchaSecrets {
  /** Signs the challenge parameters. */
  signature: string;
  /** Signs the expected derived key, so checking a solution costs one HMAC. */
  keySignature: string;
}

/** Derives the signing secrets from the ALTCHA HMAC key. */
export function toAltchaSecrets(hmacKey: string): AltchaSecrets {
  const derive = (purpose: string) =>
    createHmac('sha256', hmacKey).update(`altcha/${purpose}`).digest('hex');
  return { signature: derive('challenge'), keySignature: derive('derived-key') };
}

export interface AltchaChallengeOptions {
  /** Defaults to `ALTCHA_COST`. */
  cost?: number;
  /** Defaults to `ALTCHA_COUNTER`. */
  counter?: { min: number; max: number };
}

/** A new signed challenge expiring `ALTCHA_TTL_MS` after `now`. */
export async function createAltchaChallenge(
  secrets: AltchaSecrets,
  now: Date,
  options: AltchaChallengeOptions = {},
): Promise<Challenge> {
  const counter = options.counter ?? ALTCHA_COUNTER;
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: options.cost ?? ALTCHA_COST,
    counter: randomInt(counter.min, counter.max),
    deriveKey,
    expiresAt: new Date(now.getTime() + ALTCHA_TTL_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

// The widget's payload: base64 of `{ challenge: { parameters, signature }, solution }`.
// Parameters stay loose: the signature covers every key, unknown ones included.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

export type AltchaCheck =
  | {
      ok: true;
      /** Names the solved challenge: one challenge, one message, whatever the solution's `time`. */
      challengeId: string;
      expiresAt: Date;
    }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a widget payload: well formed, signed by us, not expired at `now`, solved. */
export async function checkAltchaPayload(
  token: string,
  secrets: AltchaSecrets,
  now: Date,
): Promise<AltchaCheck> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const { challenge, solution } = parsed.data;
  const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
  // altcha-lib compares expiry with the wall clock; ours is injectable, so check it first.
  if (!(expiresAt.getTime() > now.getTime())) return { ok: false, reason: 'expired' };
  let result;
  try {
    result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
  } catch {
    // Malformed hex or numbers inside signed-looking parameters: not a solution of ours.
    return { ok: false, reason: 'invalid' };
  }
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  return { ok: true, challengeId: challenge.signature, expiresAt };
}
