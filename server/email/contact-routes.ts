/**
 * The contact form API (spec 7 "Email"): `POST /api/email/send-contact-email` takes
 * `{ name, customerEmail, subject, message, storeId, turnstileToken }`, checks the captcha
 * (single use), then stores the message and queues the owner's email in one transaction.
 * Rate limited per IP. Delivery is the outbox worker's job.
 */
import { asc, eq, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storeHostName, contactEndpoints } from '../../shared';
import { getAppCaptcha, requireCaptcha, type CaptchaPluginOptions } from '../captcha';
import { contactMessages, storeMembers, stores, users } from '../db/schema';
import { storeSenderColumns } from './store-sender';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { requireSiteStore } from '../http/site-store';
import { toContactEmail } from './contact-email';
import { enqueueEmail } from './outbox';

export async function contactRoutes(app: FastifyInstance, options: CaptchaPluginOptions) {
  const { db, config } = app.ctx;
  const captcha = getAppCaptcha(app.ctx, {
    ...options,
    onPurgeError: (error) => app.log.warn({ err: error }, 'captcha: purging redemptions failed'),
  });

  /** Store contact email, else the owner's (the first owner member, else its creator). */
  async function recipientFor(store: {
    id: string;
    contactEmail: string;
    createdBy: string | null;
  }) {
    if (store.contactEmail.trim()) return store.contactEmail.trim();
    const [owner] = await db
      .select({ email: users.email })
      .from(storeMembers)
      .innerJoin(users, eq(users.id, storeMembers.userId))
      .where(and(eq(storeMembers.storeId, store.id), eq(storeMembers.role, 'owner')))
      .orderBy(asc(storeMembers.createdAt))
      .limit(1);
    if (owner) return owner.email;
    if (!store.createdBy) return undefined;
    const [creator] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, store.createdBy))
      .limit(1);
    return creator?.email;
  }

  route(app, {
    endpoint: contactEndpoints.sendContactEmail,
    access: 'public',
    rateLimit: { max: config.rateLimits.contact, timeWindow: '1 minute' },
    handler: async ({ body, request }) => {
      requireSiteStore(request, body.storeId);
      const [store] = await db
        .select({ ...storeSenderColumns, createdBy: stores.createdBy })
        .from(stores)
        .where(eq(stores.id, body.storeId))
        .limit(1);
      if (!store) {
        throw notFound('Store not found', 'storeId', 'No store has this id');
      }

      await requireCaptcha(captcha, {
        token: body.turnstileToken,
        field: 'turnstileToken',
        now: app.ctx.now(),
        ip: request.ip,
      });

      const to = await recipientFor(store);
      const messageId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({
            storeId: store.id,
            name: body.name,
            customerEmail: body.customerEmail,
            subject: body.subject,
            message: body.message,
          })
          .returning({ id: contactMessages.id });
        if (to) {
          await enqueueEmail(
            tx,
            toContactEmail({
              store: {
                id: store.id,
                name: store.name,
                domain: store.customDomain ?? storeHostName(store.subdomain, config.productHost),
              },
              to,
              message: body,
            }),
          );
        }
        return row?.id;
      });
      if (to)
        request.log.info({ contactMessageId: messageId }, 'contact message stored and queued');
      else
        request.log.warn(
          { contactMessageId: messageId },
          'contact message stored; the store has no contact or owner email to notify',
        );
      return { ok: true as const };
    },
  });
}
