/**
 * The captcha API, public on every host: which captcha the page shows
 * (`GET /api/captcha/config`) and, for the self-hosted one, a fresh signed ALTCHA challenge
 * (`GET /api/captcha/challenge`). Tokens are checked where they are spent (contact routes).
 */
import type { FastifyInstance } from 'fastify';
import { captchaEndpoints } from '../../shared';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { createAltchaChallenge } from './altcha';
import { getAppCaptcha, type CaptchaPluginOptions } from './app-captcha';

/** What the storefront needs to mount the right widget. */
export type CaptchaConfigDto = { provider: 'altcha' } | { provider: 'turnstile'; siteKey: string };

/** Challenges one IP may fetch per minute; solving one takes a browser a fraction of a second. */
const CHALLENGES_PER_MINUTE = 60;

export async function captchaRoutes(app: FastifyInstance, options: CaptchaPluginOptions) {
  const captcha = getAppCaptcha(app.ctx, {
    ...options,
    onPurgeError: (error) => app.log.warn({ err: error }, 'captcha: purging redemptions failed'),
  });
  const { provider } = captcha;

  route(app, {
    endpoint: captchaEndpoints.config,
    access: 'public',
    handler: async ({ reply }): Promise<CaptchaConfigDto> => {
      reply.header('cache-control', 'public, max-age=300');
      return provider.kind === 'turnstile'
        ? { provider: 'turnstile', siteKey: provider.siteKey }
        : { provider: 'altcha' };
    },
  });

  route(app, {
    endpoint: captchaEndpoints.challenge,
    access: 'public',
    rateLimit: { max: CHALLENGES_PER_MINUTE, timeWindow: '1 minute' },
    handler: async ({ reply }) => {
      if (provider.kind !== 'altcha') {
        throw new HttpError(404, 'This site uses Turnstile: there is no ALTCHA challenge');
      }
      reply.header('cache-control', 'no-store');
      return createAltchaChallenge(provider.secrets, app.ctx.now());
    },
  });
}
