/**
 * The platform's contact form (spec 7 "Email"): `POST /api/email/platform-contact-email`
 * takes `{ name, email, subject, message, captchaToken }` (shared/api/platform.ts), checks
 * the captcha (single use), and queues the message to the platform's address
 * (`PLATFORM_CONTACT_EMAIL`, else `OPERATOR_EMAIL`) with the sender as Reply-To. The outbox
 * row is the stored message: `contact_messages` belongs to a store (its `store_id` is
 * required). Rate limited per IP with the store form's limit.
 */
import type { FastifyInstance } from 'fastify';
import { okReplySchema, platformContactSchema } from '../../shared';
import { captchaMessages, getAppCaptcha, type CaptchaPluginOptions } from '../captcha';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { toPlatformContactEmail } from './contact-email';
import { enqueueEmail } from './outbox';

export async function platformContactRoutes(app: FastifyInstance, options: CaptchaPluginOptions) {
  const { db, config } = app.ctx;
  const captcha = getAppCaptcha(app.ctx, {
    ...options,
    onPurgeError: (error) => app.log.warn({ err: error }, 'captcha: purging redemptions failed'),
  });

  route(app, {
    method: 'POST',
    url: '/api/email/platform-contact-email',
    access: 'public',
    rateLimit: { max: config.rateLimits.contact, timeWindow: '1 minute' },
    body: platformContactSchema,
    reply: okReplySchema,
    status: 201,
    handler: async ({ body, request }) => {
      const checked = await captcha.verifyCaptcha(body.captchaToken, app.ctx.now(), request.ip);
      if (!checked.ok) {
        const status = checked.reason === 'unavailable' ? 503 : 400;
        const message = captchaMessages[checked.reason];
        throw new HttpError(status, message, [{ field: 'captchaToken', message }]);
      }
      const outboxId = await enqueueEmail(
        db,
        toPlatformContactEmail({
          to: config.operator.contactEmail,
          productHost: config.productHost,
          message: body,
        }),
      );
      request.log.info({ outboxId }, 'platform contact message queued');
      return { ok: true as const };
    },
  });
}
