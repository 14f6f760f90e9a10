/**
 * The newsletter API of the store's footer and its emailed links (public, rate limited per IP,
 * `NEWSLETTER_RATE_LIMIT` a minute per route): `POST /api/storefront/newsletter/signup`
 * (always 202 `check-inbox`, so nobody learns who is subscribed; a filled honeypot is answered
 * the same with nothing stored or sent), `/confirm` and `/unsubscribe` (a link's customer and
 * token; a wrong, expired or other store's link is a 404 naming `token`). On a store host the
 * store id must be that store's (400 naming `storeId`), as on the contact form.
 */
import type { FastifyInstance } from 'fastify';
import {
  newsletterEndpoints,
  newsletterLinkInvalidMessage,
  type NewsletterSignupReply,
} from '../../shared';
import { findStoreSender } from '../email/store-sender';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { requireSiteStore } from '../http/site-store';
import { confirmNewsletter, signUpForNewsletter, unsubscribeFromNewsletter } from './newsletter';

const checkInbox: NewsletterSignupReply = { status: 'check-inbox' };

const linkInvalid = () =>
  notFound(newsletterLinkInvalidMessage, 'token', newsletterLinkInvalidMessage);

export async function newsletterRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const rateLimit = { max: config.rateLimits.newsletter, timeWindow: '1 minute' };

  route(app, {
    endpoint: newsletterEndpoints.signup,
    access: 'public',
    rateLimit,
    handler: async ({ body, request }) => {
      requireSiteStore(request, body.storeId);
      const store = await findStoreSender(db, body.storeId);
      if (body.website) {
        request.log.info({ storeId: store.id }, 'newsletter signup ignored: honeypot filled');
        return checkInbox;
      }
      const { outcome, customerId } = await signUpForNewsletter(db, {
        store,
        email: body.email,
        now: app.ctx.now(),
        links: config,
      });
      request.log.info({ storeId: store.id, customerId, outcome }, 'newsletter signup');
      return checkInbox;
    },
  });

  route(app, {
    endpoint: newsletterEndpoints.confirm,
    access: 'public',
    rateLimit,
    handler: async ({ body, request }) => {
      requireSiteStore(request, body.storeId);
      const confirmed = await confirmNewsletter(db, body, app.ctx.now());
      if (!confirmed) throw linkInvalid();
      request.log.info(
        { storeId: body.storeId, customerId: body.customerId },
        'newsletter subscription confirmed',
      );
      return confirmed;
    },
  });

  route(app, {
    endpoint: newsletterEndpoints.unsubscribe,
    access: 'public',
    rateLimit,
    handler: async ({ body, request }) => {
      requireSiteStore(request, body.storeId);
      const left = await unsubscribeFromNewsletter(db, body, app.ctx.now());
      if (!left) throw linkInvalid();
      request.log.info(
        { storeId: body.storeId, customerId: body.customerId },
        'newsletter unsubscribed',
      );
      return left;
    },
  });
}
