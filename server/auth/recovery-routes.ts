/**
 * Password reset and email verification (issue 13), the two ways into an account by a link
 * sent by email: `POST /api/auth/forgot-password` (public; the same 200 whether or not an
 * account uses the address; per-IP route limit, and at most PASSWORD_RESET_EMAILS_PER_HOUR
 * emails per account, silently) and `POST /api/auth/verify-email/resend` (session; one a
 * minute and VERIFY_EMAIL_RESENDS_PER_HOUR an hour per account, else a 429).
 * Owns: issuing those links and their emails. Not: following them (account-link-actions.ts's
 * `linkActions`), the signup's first verification email (routes.ts, through
 * `sendVerificationEmail`).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PASSWORD_RESET_EMAILS_PER_HOUR,
  PASSWORD_RESET_LINK_HOURS,
  VERIFY_EMAIL_LINK_HOURS,
  VERIFY_EMAIL_RESENDS_PER_HOUR,
  authEndpoints,
  countOf,
} from '../../shared';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { HttpError, conflict } from '../http/errors';
import { route } from '../http/route';
import { dashboardOrigin } from '../http/public-links';
import { accountLinkUrl, passwordResetEmail, verifyEmailEmail } from './account-emails';
import { issueAccountToken, recentAccountTokens } from './account-tokens';

type DbOrTx = Parameters<typeof issueAccountToken>[0] & Pick<Db, 'insert'>;

const HOUR_MS = 60 * 60_000;

/** The one answer of forgot-password, whoever asks. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses this email, we sent it a link to choose a new password. The link works for 1 hour.';

/** Issues a verification link for `user` and queues its email (in the caller's transaction). */
export async function sendVerificationEmail(
  tx: DbOrTx,
  request: FastifyRequest,
  user: { id: string; name: string; email: string },
  now: Date,
): Promise<void> {
  const { token } = await issueAccountToken(tx, {
    userId: user.id,
    purpose: 'verify-email',
    newEmail: user.email,
    ttlMs: VERIFY_EMAIL_LINK_HOURS * HOUR_MS,
    now,
  });
  const origin = dashboardOrigin(request.server.ctx.config);
  await enqueueEmail(
    tx,
    verifyEmailEmail({ to: user.email, name: user.name, link: accountLinkUrl(origin, token) }),
  );
}

export async function recoveryRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const authLimit = { max: app.ctx.config.authRateLimit, timeWindow: '1 minute' };

  route(app, {
    endpoint: authEndpoints.forgotPassword,
    access: 'public',
    rateLimit: authLimit,
    handler: async ({ body, request }) => {
      const now = app.ctx.now();
      const [user] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.email, body.email))
        .limit(1);
      if (user) {
        const recent = await recentAccountTokens(
          db,
          user.id,
          'password-reset',
          new Date(now.getTime() - HOUR_MS),
        );
        if (recent.count >= PASSWORD_RESET_EMAILS_PER_HOUR) {
          request.log.warn({ userId: user.id }, 'password reset not sent: hourly limit');
        } else {
          const origin = dashboardOrigin(app.ctx.config);
          await db.transaction(async (tx) => {
            const { token } = await issueAccountToken(tx, {
              userId: user.id,
              purpose: 'password-reset',
              ttlMs: PASSWORD_RESET_LINK_HOURS * HOUR_MS,
              now,
            });
            await enqueueEmail(
              tx,
              passwordResetEmail({
                to: user.email,
                name: user.name,
                link: accountLinkUrl(origin, token),
              }),
            );
          });
          request.log.info({ userId: user.id }, 'password reset link sent');
        }
      }
      return { ok: true as const, message: FORGOT_PASSWORD_MESSAGE };
    },
  });

  route(app, {
    endpoint: authEndpoints.verifyEmailResend,
    access: 'session',
    rateLimit: authLimit,
    handler: async ({ session, request }) => {
      const now = app.ctx.now();
      const [user] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
        })
        .from(users)
        .where(eq(users.id, session.user.id))
        .limit(1);
      if (!user)
        throw new HttpError(401, 'Please log in to continue', undefined, { redirectTo: '/login' });
      if (user.emailVerifiedAt) {
        throw conflict('email', 'Your email is already verified');
      }
      const recent = await recentAccountTokens(
        db,
        user.id,
        'verify-email',
        new Date(now.getTime() - HOUR_MS),
      );
      const sinceNewest = recent.newest ? now.getTime() - recent.newest.getTime() : Infinity;
      if (sinceNewest < 60_000) {
        const seconds = Math.max(1, Math.ceil((60_000 - sinceNewest) / 1000));
        throw new HttpError(
          429,
          `A link was sent less than a minute ago. Check your inbox, or try again in ${countOf(seconds, 'second', 'seconds')}.`,
          [{ field: 'email', message: 'Wait a minute between two emails' }],
        );
      }
      if (recent.count >= VERIFY_EMAIL_RESENDS_PER_HOUR) {
        throw new HttpError(
          429,
          `You asked for ${VERIFY_EMAIL_RESENDS_PER_HOUR} links within an hour. Try again later.`,
          [{ field: 'email', message: 'Too many emails this hour' }],
        );
      }
      await db.transaction((tx) => sendVerificationEmail(tx, request, user, now));
      request.log.info({ userId: user.id }, 'verification link resent');
      return { ok: true as const, sentTo: user.email };
    },
  });
}
