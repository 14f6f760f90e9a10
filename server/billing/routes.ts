/**
 * The billing API of shared/api/billing.ts (except GET /api/platform/plans, plan-routes.ts,
 * and the browser tests' clock, test-clock.ts): the merchant's summary, plan choice,
 * invoices, proof upload and proof file (session); the admin's review queue and decisions
 * (admin); the invoice email sent again (session, 3 a minute per account).
 */
import type { FastifyInstance } from 'fastify';
import { subscriptionProofFieldsSchema, billingEndpoints } from '../../shared';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { readProofUpload, sendProofFile } from '../media/proof-upload';
import { dashboardOrigin } from '../http/public-links';
import { choosePlan, invoicesOf, readInvoice, resendInvoiceEmail } from './invoices';
import { readSubscriptionProofFile, submitSubscriptionProof } from './proofs';
import { approvePayment, listPaymentRequests, rejectPayment } from './review';
import { subscriptionChanged } from './subscription-changed';
import { billingSummary } from './summary';

/** Invoice emails sent again per account per minute (POST /email/send-subscription-email). */
export const INVOICE_EMAIL_RESENDS_PER_MINUTE = 3;

/** A per-key sliding window on the app's clock (one process; enough for a courtesy limit). */
function windowLimiter(max: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  return (key: string, now: number): boolean => {
    const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
    if (hits.size > 10_000) hits.clear();
    if (recent.length >= max) {
      hits.set(key, recent);
      return false;
    }
    recent.push(now);
    hits.set(key, recent);
    return true;
  };
}

export async function billingRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  route(app, {
    endpoint: billingEndpoints.summary,
    access: 'session',
    handler: async ({ session }) => billingSummary(db, config, session.user.id, app.ctx.now()),
  });

  route(app, {
    endpoint: billingEndpoints.choosePlan,
    access: 'session',
    handler: async ({ body, session, request }) => {
      const invoice = await choosePlan(db, config, {
        userId: session.user.id,
        planId: body.planId,
        now: app.ctx.now(),
        origin: dashboardOrigin(config),
      });
      request.log.info(
        { userId: session.user.id, invoiceId: invoice.id, planId: body.planId },
        'subscription invoice issued',
      );
      return invoice;
    },
  });

  route(app, {
    endpoint: billingEndpoints.invoices,
    access: 'session',
    handler: async ({ session }) => ({
      invoices: await invoicesOf(db, config, session.user.id),
    }),
  });

  route(app, {
    endpoint: billingEndpoints.invoice,
    access: 'session',
    handler: async ({ query, session }) =>
      readInvoice(db, config, query.invoiceId, {
        userId: session.user.id,
        isAdmin: session.user.isAdmin,
      }),
  });

  route(app, {
    endpoint: billingEndpoints.proof,
    access: 'session',
    handler: async ({ session, request }) => {
      const upload = await readProofUpload(request, subscriptionProofFieldsSchema);
      const { proofId, invoiceId } = await submitSubscriptionProof(db, app.ctx.privateStorage, {
        userId: session.user.id,
        upload,
        now: app.ctx.now(),
        origin: dashboardOrigin(config),
      });
      request.log.info(
        { userId: session.user.id, invoiceId, proofId, bytes: upload.file.bytes.length },
        'subscription proof submitted',
      );
      return billingSummary(db, config, session.user.id, app.ctx.now());
    },
  });

  route(app, {
    endpoint: billingEndpoints.proofFile,
    access: 'session',
    handler: async ({ query, session, reply }) => {
      const file = await readSubscriptionProofFile(db, app.ctx.privateStorage, query.proofId, {
        userId: session.user.id,
        isAdmin: session.user.isAdmin,
      });
      return sendProofFile(reply, file);
    },
  });

  // ---- admin: the review queue ----

  route(app, {
    endpoint: billingEndpoints.paymentRequests,
    access: 'admin',
    handler: async ({ query }) => listPaymentRequests(db, config, query, app.ctx.now()),
  });

  /** Who decides on a payment proof, when, and the origin of the links its email carries. */
  const decisionBy = (admin: { id: string; email: string }) => ({
    decider: { userId: admin.id, email: admin.email },
    now: app.ctx.now(),
    origin: dashboardOrigin(config),
  });

  route(app, {
    endpoint: billingEndpoints.paymentRequestsApprove,
    access: 'admin',
    handler: async ({ body, session, request }) => {
      const { item, userId } = await approvePayment(db, config, {
        proofId: body.proofId,
        ...decisionBy(session.user),
      });
      // A store closed for want of payment opens on its next request.
      await subscriptionChanged(app, [userId]);
      request.log.info(
        { proofId: body.proofId, userId, adminId: session.user.id },
        'subscription payment approved',
      );
      return item;
    },
  });

  route(app, {
    endpoint: billingEndpoints.paymentRequestsReject,
    access: 'admin',
    handler: async ({ body, session, request }) => {
      const { item, userId } = await rejectPayment(db, config, {
        proofId: body.proofId,
        reason: body.reason,
        ...decisionBy(session.user),
      });
      request.log.info(
        { proofId: body.proofId, userId, adminId: session.user.id },
        'subscription payment rejected',
      );
      return item;
    },
  });

  // ---- the invoice email, again ----

  const resendAllowed = windowLimiter(INVOICE_EMAIL_RESENDS_PER_MINUTE, 60_000);
  route(app, {
    endpoint: billingEndpoints.sendSubscriptionEmail,
    access: 'session',
    handler: async ({ body, session }) => {
      if (!resendAllowed(session.user.id, app.ctx.now().getTime())) {
        const message = `At most ${INVOICE_EMAIL_RESENDS_PER_MINUTE} invoice emails a minute: try again shortly`;
        throw new HttpError(429, message, [{ field: 'invoiceId', message }]);
      }
      await resendInvoiceEmail(db, config, {
        userId: session.user.id,
        invoiceId: body.invoiceId,
        origin: dashboardOrigin(config),
      });
      return { ok: true as const };
    },
  });
}
