/**
 * `verifyCaptcha(token, now)`: is this captcha token good, and good for the first time? For
 * ALTCHA: the payload's signature, expiry and solution; for Turnstile: siteverify. Then the
 * solution is redeemed once (its SHA-256 in `captcha_redemptions`); a replay is refused.
 */
import { createHash } from 'node:crypto';
import { checkAltchaPayload, type AltchaSecrets } from './altcha';
import type { RedemptionStore } from './redemptions';
import {
  TURNSTILE_TOKEN_TTL_MS,
  TurnstileUnavailableError,
  type TurnstileVerifier,
} from './turnstile';

export type CaptchaProvider =
  | { kind: 'altcha'; secrets: AltchaSecrets }
  | { kind: 'turnstile'; siteKey: string; verifier: TurnstileVerifier };

export type CaptchaFailure = 'missing' | 'invalid' | 'expired' | 'replayed' | 'unavailable';

export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };

/** What the shopper reads for each failure (spec 5 fixes the `missing` one). */
export const captchaMessages: Record<CaptchaFailure, string> = {
  missing: 'Please complete the CAPTCHA before submitting.',
  invalid: 'The CAPTCHA answer is not valid. Please complete the CAPTCHA again.',
  expired: 'The CAPTCHA has expired. Please complete the CAPTCHA again.',
  replayed: 'This CAPTCHA answer was already used. Please complete the CAPTCHA again.',
  unavailable: 'The CAPTCHA cannot be checked right now. Please try again in a moment.',
};

export interface CaptchaVerifier {
  provider: CaptchaProvider;
  verifyCaptcha(token: string, now: Date, remoteIp?: string): Promise<CaptchaResult>;
}

export interface CaptchaVerifierOptions {
  provider: CaptchaProvider;
  redemptions: RedemptionStore;
  /** Expired redemptions are purged at most this often, on a verification. Defaults to `60_000`. */
  purgeEveryMs?: number;
  /** Told when an opportunistic purge fails (verification carries on). */
  onPurgeError?: (error: unknown) => void;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function createCaptchaVerifier(options: CaptchaVerifierOptions): CaptchaVerifier {
  const { provider, redemptions } = options;
  const purgeEveryMs = options.purgeEveryMs ?? 60_000;
  let lastPurge = Number.NEGATIVE_INFINITY;

  async function purgeSometimes(now: Date) {
    if (now.getTime() - lastPurge < purgeEveryMs) return;
    lastPurge = now.getTime();
    try {
      await redemptions.purgeExpired(now);
    } catch (error) {
      options.onPurgeError?.(error);
    }
  }

  async function check(
    token: string,
    now: Date,
    remoteIp: string | undefined,
  ): Promise<{ ok: true; id: string; expiresAt: Date } | { ok: false; reason: CaptchaFailure }> {
    if (provider.kind === 'altcha') {
      const result = await checkAltchaPayload(token, provider.secrets, now);
      if (!result.ok) return result;
      return { ok: true, id: `altcha:${result.challengeId}`, expiresAt: result.expiresAt };
    }
    let result;
    try {
      result = await provider.verifier.verify(token, remoteIp);
    } catch (error) {
      if (error instanceof TurnstileUnavailableError) return { ok: false, reason: 'unavailable' };
      throw error;
    }
    if (!result.success) {
      const replayed = result.errorCodes.includes('timeout-or-duplicate');
      return { ok: false, reason: replayed ? 'replayed' : 'invalid' };
    }
    return {
      ok: true,
      id: `turnstile:${token}`,
      expiresAt: new Date(now.getTime() + TURNSTILE_TOKEN_TTL_MS),
    };
  }

  return {
    provider,
    async verifyCaptcha(token, now, remoteIp) {
      if (!token.trim()) return { ok: false, reason: 'missing' };
      const checked = await check(token.trim(), now, remoteIp);
      if (!checked.ok) return checked;
      await purgeSometimes(now);
      const first = await redemptions.redeem(sha256(checked.id), checked.expiresAt);
      return first ? { ok: true } : { ok: false, reason: 'replayed' };
    },
  };
}
