/**
 * The app's one captcha verifier, built from configuration: Turnstile when its keys are set
 * (with an injected verifier in tests, siteverify over fetch otherwise), else ALTCHA with the
 * HMAC key from `ALTCHA_HMAC_KEY` or `DATA_DIR/secrets`. Shared by the captcha and contact routes.
 */
import type { AppContext } from '../context';
import { loadAltchaHmacKey } from './altcha-key';
import { toAltchaSecrets } from './altcha';
import { createDbRedemptionStore } from './redemptions';
import { createFetchTurnstileVerifier, type TurnstileVerifier } from './turnstile';
import { createCaptchaVerifier, type CaptchaVerifier } from './verify';

export interface CaptchaPluginOptions {
  /** Replaces the siteverify-over-fetch Turnstile verifier (tests). */
  turnstileVerifier?: TurnstileVerifier;
  /** Told when an opportunistic purge of expired redemptions fails. */
  onPurgeError?: (error: unknown) => void;
}

const verifiers = new WeakMap<AppContext, CaptchaVerifier>();

/** The verifier for this app (created on first call). */
export function getAppCaptcha(
  ctx: AppContext,
  options: CaptchaPluginOptions = {},
): CaptchaVerifier {
  const existing = verifiers.get(ctx);
  if (existing) return existing;
  const { config } = ctx;
  const verifier = createCaptchaVerifier({
    provider: config.turnstile
      ? {
          kind: 'turnstile',
          siteKey: config.turnstile.siteKey,
          verifier:
            options.turnstileVerifier ??
            createFetchTurnstileVerifier({ secretKey: config.turnstile.secretKey }),
        }
      : { kind: 'altcha', secrets: toAltchaSecrets(loadAltchaHmacKey(config)) },
    redemptions: createDbRedemptionStore(ctx.db),
    ...(options.onPurgeError ? { onPurgeError: options.onPurgeError } : {}),
  });
  verifiers.set(ctx, verifier);
  return verifier;
}
