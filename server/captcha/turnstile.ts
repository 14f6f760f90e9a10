/**
 * Cloudflare Turnstile, used instead of ALTCHA when TURNSTILE_SITE_KEY/SECRET_KEY are set:
 * the server asks Turnstile's siteverify endpoint about each token. Behind an interface, so
 * tests inject a fake (and production could swap the HTTP client).
 */
import { z } from 'zod';

export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** Turnstile tokens are valid this long after they are issued. */
export const TURNSTILE_TOKEN_TTL_MS = 5 * 60_000;

export interface TurnstileResult {
  success: boolean;
  /** Turnstile's `error-codes`, e.g. `invalid-input-response`, `timeout-or-duplicate`. */
  errorCodes: string[];
  /** The host the widget ran on, when Turnstile says. */
  hostname?: string;
}

/** Checks a Turnstile token; throws when Turnstile cannot be reached (not the shopper's fault). */
export interface TurnstileVerifier {
  verify(token: string, remoteIp?: string): Promise<TurnstileResult>;
}

export class TurnstileUnavailableError extends Error {
  override name = 'TurnstileUnavailableError';
}

const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
  hostname: z.string().optional(),
});

export interface FetchTurnstileVerifierOptions {
  secretKey: string;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Defaults to `TURNSTILE_SITEVERIFY_URL`. */
  url?: string;
  /** Defaults to `10_000` ms. */
  timeoutMs?: number;
}

/** The production verifier: one POST to siteverify per token. */
export function createFetchTurnstileVerifier(
  options: FetchTurnstileVerifierOptions,
): TurnstileVerifier {
  const doFetch = options.fetch ?? fetch;
  const url = options.url ?? TURNSTILE_SITEVERIFY_URL;
  return {
    async verify(token, remoteIp) {
      const body = new URLSearchParams({ secret: options.secretKey, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      let answer: unknown;
      try {
        const res = await doFetch(url, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        if (!res.ok) throw new Error(`siteverify answered HTTP ${res.status}`);
        answer = await res.json();
      } catch (error) {
        throw new TurnstileUnavailableError(
          `Turnstile siteverify failed: ${(error as Error).message}`,
          { cause: error },
        );
      }
      const parsed = siteverifyAnswer.safeParse(answer);
      if (!parsed.success) throw new TurnstileUnavailableError('Turnstile siteverify: bad answer');
      return {
        success: parsed.data.success,
        errorCodes: parsed.data['error-codes'] ?? [],
        ...(parsed.data.hostname ? { hostname: parsed.data.hostname } : {}),
      };
    },
  };
}
