/**
 * The platform's contact form (spec 7 "Email"): `POST /api/email/platform-contact-email`
 * takes `{ name, email, subject, message, captchaToken }` (shared/api/platform.ts), checks
 * the captcha (single use), and queues the message to the platform's address
 * (`PLATFORM_CONTACT_EMAIL`, else `OPERATOR_EMAIL`) with the sender as Reply-To. The outbox
 * row is the stored message: `contact_messages` belongs to a store (its `store_id` is
 * required). Rate limited per IP with the store form's limit.
 */
import type { FastifyInstance } from 'fastify';
import { contactEndpoints } from '../../shared';
import { getAppCaptcha, requireCaptcha, type CaptchaPluginOptions } from '../captcha';
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
    endpoint: contactEndpoints.platformContactEmail,
    access: 'public',
    rateLimit: { max: config.rateLimits.contact, timeWindow: '1 minute' },
    handler: async ({ body, request }) => {
      await requireCaptcha(captcha, {
        token: body.captchaToken,
        field: 'captchaToken',
        now: app.ctx.now(),
        ip: request.ip,
      });
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
